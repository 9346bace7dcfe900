import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Campaign } from '../../../shared/schemas/content.js';
import { HeroSkeleton } from '../../components/ui/hero-skeleton.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import '../../features/campaign/campaigns-catalog.js';
import { useCampaign } from '../../features/campaign/api/get-campaign.js';
import { useEventsList } from '../../features/events-list/api/list-events.js';
import { EventsResults } from '../../features/events-list/components/events-results.js';
import list from '../../features/events-list/components/events-browser.module.css';
import type { FilterValues } from '../../features/events-list/filter-params.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatDate } from '../../lib/catalogue-format.js';
import { isHttpError } from '../../lib/http.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { NotFoundPage } from '../not-found/not-found-page.js';
import styles from './ostrovok-page.module.css';

const CODE = 'ostrovok';
const CAMPAIGN_EVENTS: FilterValues = { campaign: CODE };
const STEPS = ['choose', 'partner', 'book'] as const;

/** /ostrovok: the partner campaign (GET /api/campaigns/ostrovok), its offer and its events. */
export function OstrovokPage() {
  const query = useCampaign(CODE);
  if (query.isError && isHttpError(query.error) && query.error.status === 404) return <NotFoundPage />;
  if (query.isPending) {
    return (
      <>
        <HeroSkeleton lines={2} />
        <div className={styles.content}>
          <Skeleton lines={4} cards={3} />
        </div>
      </>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.content}>
        <QueryError onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <CampaignLanding campaign={query.data} />;
}

function usePeriod(campaign: Campaign): string | null {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const from = campaign.startsAt ? formatDate(campaign.startsAt, lang) : null;
  const to = campaign.endsAt ? formatDate(campaign.endsAt, lang) : null;
  if (from && to) return t('campaigns.ostrovok.periodRange', { from, to });
  if (from) return t('campaigns.ostrovok.periodFrom', { from });
  if (to) return t('campaigns.ostrovok.periodTo', { to });
  return null;
}

function CampaignLanding({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  useDocumentTitle(t('campaigns.ostrovok.documentTitle', { title: campaign.title, name: useTenantName() }));
  const period = usePeriod(campaign);

  return (
    <>
      <section className={styles.hero} aria-labelledby="campaign-title">
        <div className={styles.heroInner}>
          <p className={styles.kicker}>{t('campaigns.ostrovok.kicker')}</p>
          <h1 id="campaign-title" className={styles.title}>
            {campaign.title}
          </h1>
          {period ? (
            <p className={styles.period}>
              {t('campaigns.ostrovok.period')}: {period}
            </p>
          ) : null}
          <a
            className={styles.partnerLink}
            href={campaign.partnerUrl}
            target="_blank"
            rel="noopener noreferrer sponsored"
          >
            {t('campaigns.ostrovok.partnerLink', { partner: campaign.partnerName })}{' '}
            <span className="visually-hidden">{t('campaigns.ostrovok.newTab')}</span>
          </a>
        </div>
      </section>

      <div className={styles.columns}>
        <section className={styles.offer} aria-labelledby="campaign-offer">
          <h2 id="campaign-offer" className={styles.offerTitle}>
            {t('campaigns.ostrovok.offer')}
          </h2>
          <p className={styles.offerText}>{campaign.offer}</p>
        </section>
        <section className={styles.about} aria-labelledby="campaign-about">
          <h2 id="campaign-about" className={styles.sectionTitle}>
            {t('campaigns.ostrovok.about')}
          </h2>
          {/* sanitised by the server (campaignSchema.description) */}
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: campaign.description }} />
        </section>
      </div>

      <section className={styles.section} aria-labelledby="campaign-steps">
        <h2 id="campaign-steps" className={styles.sectionTitle}>
          {t('campaigns.ostrovok.stepsTitle')}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{t(`campaigns.ostrovok.steps.${step}.title`)}</h3>
              <p className={styles.stepText}>{t(`campaigns.ostrovok.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="campaign-events">
        <h2 id="campaign-events" className={styles.sectionTitle}>
          {t('campaigns.ostrovok.events')}
        </h2>
        <CampaignEvents />
      </section>
    </>
  );
}

/** The campaign's upcoming events with "Show more"; its own empty state (there is no query to change). */
function CampaignEvents() {
  const { t } = useTranslation();
  const query = useEventsList({ type: 'future', filters: CAMPAIGN_EVENTS, language: currentLanguage() });
  const empty = query.isSuccess && query.data.pages.every((page) => page.items.length === 0);
  if (empty) {
    return (
      <div key="empty" className={list.empty}>
        <p className={list.emptyTitle}>{t('campaigns.ostrovok.empty')}</p>
        <p className={list.emptyHint}>{t('campaigns.ostrovok.emptyHint')}</p>
        <Link to="/events/future" className={list.secondaryButton}>
          {t('campaigns.ostrovok.allEvents')}
        </Link>
      </div>
    );
  }
  return (
    <div key="results" className={styles.events}>
      <EventsResults query={query} resetTo="/events/future" />
    </div>
  );
}
