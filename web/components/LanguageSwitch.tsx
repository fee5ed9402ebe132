import { t } from '../i18n/bn.ts';
import { currentLanguage, switchLanguage } from '../i18n/language.ts';

/**
 * The language switch: names the other language in its own words ('English' on a Bengali page,
 * 'বাংলা' on an English one). Choosing it stores the choice and shows the app in it at once,
 * without a reload (web/i18n/language.ts).
 */
export function LanguageSwitch({ className = 'language-switch' }: { className?: string }) {
  const other = t.language.otherLang === 'en' ? 'en' : 'bn';
  return (
    <button
      type="button"
      className={className}
      lang={other}
      aria-label={t.language.switchLabel}
      data-testid="language-switch"
      data-language={currentLanguage()}
      onClick={() => switchLanguage(other)}
    >
      {t.language.other}
    </button>
  );
}
