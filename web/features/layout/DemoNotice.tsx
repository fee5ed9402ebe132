import { publicConfig } from '../../app/public-config.ts';
import { t } from '../../i18n/bn.ts';

/** On a demo installation, every page (public and dashboard) says so plainly. */
export function DemoNotice() {
  if (!publicConfig.demo) return null;
  return (
    <p className="demo-notice" role="note" data-testid="demo-notice">
      {t.demo.notice}
    </p>
  );
}
