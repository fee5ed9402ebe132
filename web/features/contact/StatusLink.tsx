import { useRef } from 'react';
import { toast } from '../../components/toast.tsx';
import { bloodRequestTexts } from '../../i18n/blood-requests.ts';
import { liveTexts } from '../../i18n/language.ts';

const t = liveTexts(() => bloodRequestTexts.statusLink);

/** The request's status link after it is sent: copy it, share it, or open it. */
export function StatusLink({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t.copied);
    } catch {
      input.current?.select();
      toast.error(t.copyFailed);
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t.heading, url });
    } catch {
      // Closed by the person, or not allowed: nothing to say.
    }
  };
  // The address on this origin, so that "See status" opens it in the app itself.
  const path = new URL(url, window.location.href).pathname;
  return (
    <div className="status-link card" role="status" data-testid="status-link">
      <h3>{t.heading}</h3>
      <p>{t.text}</p>
      <input
        ref={input}
        className="status-link-url"
        readOnly
        value={url}
        aria-label={t.heading}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="status-link-actions">
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>
          {t.copy}
        </button>
        {typeof navigator.share === 'function' ? (
          <button type="button" className="btn btn-outline" onClick={() => void share()}>
            {t.share}
          </button>
        ) : (
          <a
            className="btn btn-success"
            href={`https://wa.me/?text=${encodeURIComponent(url)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp
          </a>
        )}
        <a className="btn btn-outline" href={path}>
          {t.open}
        </a>
      </div>
    </div>
  );
}
