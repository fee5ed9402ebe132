import { useState } from 'react';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { contactTexts as t } from '../../i18n/contacts.ts';
import { BloodRequestForm } from './BloodRequestForm.tsx';
import { ContactCard } from './ContactCard.tsx';
import { contactsPageQuery, useContactsPage } from './api.ts';
import type { ScreenReads } from '../../foundation/route-reads.ts';
import { geoQueries, NO_PLACE } from '../../shared/geo.ts';
import contactStylesheet from './contact.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(contactStylesheet);

/** /contact: the emergency contact cards (paged) and the patient information form. */
export function ContactPage() {
  const [page, setPage] = useState(0);
  const contacts = useContactsPage(page);
  const cards = contacts.data?.contacts ?? [];

  return (
    <div className="page contact-page">
      <PageTitle title={t.titles.contact} />
      <section className="contact-section" aria-labelledby="contact-heading">
        <h1 id="contact-heading">{t.public.heading}</h1>
        <p className="contact-intro muted">{t.public.intro}</p>
        {contacts.isLoading ? (
          <Spinner />
        ) : contacts.isError ? (
          <p className="empty" role="alert">
            {t.public.loadFailed}
          </p>
        ) : cards.length === 0 ? (
          <div className="contact-empty card" data-testid="contacts-empty">
            <p className="contact-empty-title">{t.public.none}</p>
            <p>{t.public.noneInvite}</p>
            <a className="btn btn-primary" href="#blood-request-heading">
              {t.public.noneAction}
            </a>
          </div>
        ) : (
          <div className="contact-grid">
            {cards.map((contact) => (
              <ContactCard key={contact._id} contact={contact} />
            ))}
          </div>
        )}
        <Pagination pageCount={contacts.data?.pageCount ?? 0} page={page} onPageChange={setPage} />
      </section>
      <section className="contact-section">
        <BloodRequestForm />
      </section>
    </div>
  );
}

export default ContactPage;

/** The first page of cards, and the form's place selects (foundation/route-reads.ts). */
export const reads: ScreenReads = () => [contactsPageQuery(0), geoQueries(NO_PLACE).divisions];
