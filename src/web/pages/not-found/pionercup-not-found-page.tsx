import { useTranslation } from '../../i18n/shared-translation.js';
import { NotFoundView } from './not-found-view.js';
import { SupportLine } from './support-line.js';
import styles from './not-found.module.css';

function CupIllustration() {
  return (
    <svg viewBox="0 0 200 160" className={styles.art}>
      <circle cx="100" cy="80" r="76" fill="var(--color-primary)" opacity="0.1" />
      <path d="M62 30h76v30a38 38 0 0 1-76 0z" fill="var(--color-accent)" />
      <path
        d="M62 38H42v10a20 20 0 0 0 20 20M138 38h20v10a20 20 0 0 1-20 20"
        stroke="var(--color-accent)"
        strokeWidth="7"
        fill="none"
      />
      <path d="M90 96h20v18h16v14H74v-14h16z" fill="var(--color-primary)" />
      <text x="100" y="68" textAnchor="middle" fontSize="28" fontWeight="900" fill="var(--color-ink)">
        404
      </text>
    </svg>
  );
}

/** pionercup's own not-found page: there is no catalogue on this tenant, so it offers support instead. */
export function PionercupNotFoundPage() {
  const { t } = useTranslation();
  return (
    <NotFoundView look="pionercup" illustration={<CupIllustration />} text={t('notFound.tenantText')}>
      <SupportLine />
    </NotFoundView>
  );
}
