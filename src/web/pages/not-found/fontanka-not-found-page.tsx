import { useTranslation } from '../../i18n/shared-translation.js';
import { NotFoundView } from './not-found-view.js';
import { SupportLine } from './support-line.js';
import styles from './not-found.module.css';

function RiverIllustration() {
  return (
    <svg viewBox="0 0 240 140" className={styles.art}>
      <path d="M20 58h200M36 58V34h168v24" stroke="var(--color-ink)" strokeWidth="4" fill="none" />
      <path d="M50 58v14M90 58v14M130 58v14M170 58v14M190 58v14" stroke="var(--color-ink)" strokeWidth="3" />
      <path
        d="M0 92c20-12 40-12 60 0s40 12 60 0 40-12 60 0 40 12 60 0M0 116c20-12 40-12 60 0s40 12 60 0 40-12 60 0 40 12 60 0"
        stroke="var(--color-primary)"
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
      <text
        x="120"
        y="28"
        textAnchor="middle"
        fontSize="26"
        fontFamily="Georgia, serif"
        fill="var(--color-ink)"
      >
        404
      </text>
    </svg>
  );
}

/** fontanka's own not-found page: there is no catalogue on this tenant, so it offers support instead. */
export function FontankaNotFoundPage() {
  const { t } = useTranslation();
  return (
    <NotFoundView look="fontanka" illustration={<RiverIllustration />} text={t('notFound.tenantText')}>
      <SupportLine />
    </NotFoundView>
  );
}
