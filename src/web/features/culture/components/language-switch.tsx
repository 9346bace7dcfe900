import { useTranslation } from '../../../i18n/shared-translation.js';
import { LANGUAGES } from '../../../../shared/constants.js';
import { currentLanguage, switchLanguage } from '../../../i18n/i18n.js';
import styles from './language-switch.module.css';

/** RU / EN: writes the `_rr_culture` cookie and re-renders in the new language (no reload). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const active = currentLanguage();

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={[styles.switch, className].filter(Boolean).join(' ')}
    >
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className={styles.option}
          aria-pressed={lang === active}
          onClick={() => {
            if (lang !== active) void switchLanguage(lang);
          }}
        >
          {/* The visible short code starts the accessible name, so voice control users can say what they see. */}
          {t(`language.short.${lang}`)}
          <span className="visually-hidden"> {t(`language.${lang}`)}</span>
        </button>
      ))}
    </div>
  );
}
