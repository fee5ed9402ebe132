import { usePublicConfig } from '../../foundation/render-hints.ts';
import { t } from '../../i18n/bn.ts';

/** On a demo installation, every page (public and dashboard) says so plainly. */
export function DemoNotice() {
  if (!usePublicConfig().demo) return null;
  return (
    // A landmark of its own, so that screen readers reach it like the rest of the page.
    <aside className="demo-notice" aria-label={t.demo.label} data-testid="demo-notice">
      <p role="note">{t.demo.notice}</p>
    </aside>
  );
}
