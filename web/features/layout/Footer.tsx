import { t } from '../../i18n/bn.ts';
import { Newsletter } from './Newsletter.tsx';

const icons: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  YouTube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  Instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5-9.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z',
  LinkedIn:
    'M4 4h4v4H4zm0 6h4v10H4zm6 0h4v1.5c.6-1 1.8-1.8 3.5-1.8 3 0 4.5 2 4.5 5.3V20h-4v-4.6c0-1.4-.5-2.4-1.8-2.4s-2.2 1-2.2 2.4V20h-4z',
};

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-grid">
        <p className="footer-soon">{t.footer.pagesSoon}</p>
        {t.footer.links.map((column, i) => (
          <ul key={i} className="footer-links">
            {column.map((label) => (
              <li key={label}>
                {/* Placeholder labels until the organisation writes these pages: text, not links. */}
                <span className="footer-link">{label}</span>
              </li>
            ))}
          </ul>
        ))}
        <div>
          <Newsletter />
          <ul className="social-icons">
            {t.footer.social.map((name) => (
              <li key={name}>
                <span
                  className="social-icon"
                  role="img"
                  title={t.footer.socialNotSet}
                  aria-label={`${name}: ${t.footer.socialNotSet}`}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path fill="currentColor" d={icons[name]} />
                  </svg>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="copyright">{t.footer.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
