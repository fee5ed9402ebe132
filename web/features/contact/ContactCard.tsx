import type { ReactNode } from 'react';
import type { ContactCard as Contact } from '../../../common/schemas/contacts.ts';
import { PhoneIcon } from '../../components/icons.tsx';
import { contactTexts as t } from '../../i18n/contacts.ts';
import contactStylesheet from './contact.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(contactStylesheet);

/** One emergency contact: photo, name and tap-to-call numbers; `actions` adds the dashboard's buttons. */
export function ContactCard({ contact, actions }: { contact: Contact; actions?: ReactNode }) {
  const numbers = [contact.number1, contact.number2].filter((n): n is string => !!n);
  return (
    <article className="contact-card card" data-testid="contact-card">
      <img
        className="contact-photo"
        src={contact.img ?? '/avatar-default.svg'}
        alt=""
        width={88}
        height={88}
        loading="lazy"
        decoding="async"
      />
      <div className="contact-body">
        <h2 className="contact-name">{contact.name}</h2>
        <ul className="contact-numbers">
          {numbers.map((number) => (
            <li key={number}>
              <a className="contact-call" href={`tel:${number}`} aria-label={t.public.call(number)}>
                <PhoneIcon /> {number}
              </a>
            </li>
          ))}
        </ul>
        {actions && <div className="contact-actions">{actions}</div>}
      </div>
    </article>
  );
}
