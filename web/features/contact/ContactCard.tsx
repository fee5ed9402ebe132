import type { ReactNode } from 'react';
import type { ContactCard as Contact } from '../../../common/schemas/contacts.ts';
import { contactTexts as t } from '../../i18n/contacts.ts';
import './contact.css';

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
        <h3 className="contact-name">{contact.name}</h3>
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

function PhoneIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.23z"
      />
    </svg>
  );
}
