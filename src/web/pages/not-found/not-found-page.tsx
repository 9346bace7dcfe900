import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { useWhiteBackground } from '../../lib/page-background.js';
import { NotFoundView } from './not-found-view.js';
import styles from './not-found.module.css';

const LINKS = [
  { to: '/events/future', key: 'notFound.links.events' },
  { to: '/events/results', key: 'notFound.links.results' },
  { to: '/clubs', key: 'notFound.links.clubs' },
  { to: '/events/series', key: 'notFound.links.championships' },
] as const;

function TrackIllustration() {
  return (
    <svg viewBox="0 0 240 140" className={styles.art}>
      <rect x="0" y="96" width="240" height="44" rx="6" fill="var(--color-primary)" />
      <path d="M0 110h240M0 124h240" stroke="#fff" strokeWidth="2" strokeDasharray="14 10" opacity="0.7" />
      <path d="M196 96v44" stroke="var(--color-accent)" strokeWidth="6" />
      <text
        x="120"
        y="80"
        textAnchor="middle"
        fontSize="84"
        fontWeight="900"
        fontStyle="italic"
        fill="var(--color-ink)"
      >
        404
      </text>
    </svg>
  );
}

/** The default tenant's not-found page (SPEC §2): links to events, results, clubs and championships. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useWhiteBackground();
  return (
    <NotFoundView look="default" illustration={<TrackIllustration />} text={t('notFound.text')}>
      <nav aria-label={t('notFound.linksLabel')}>
        <ul className={styles.links}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link className={styles.link} to={link.to}>
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link className={styles.home} to="/">
        {t('notFound.home')}
      </Link>
    </NotFoundView>
  );
}
