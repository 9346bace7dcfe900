import { useTranslation } from '../../i18n/shared-translation.js';
import { OSTROVOK_CAMPAIGN } from '../../features/campaign/campaigns.js';
import type { Campaign } from '../../../shared/schemas/content.js';
import { LandingSection } from '../../components/ui/landing-section.js';
import landing from '../../components/ui/landing.module.css';
import { NumberedSteps } from '../../components/ui/numbered-steps.js';
import prose from '../../components/ui/prose.module.css';
import '../../features/campaign/campaigns-catalog.js';
import { useCampaign } from '../../features/campaign/api/get-campaign.js';
import { UpcomingEvents } from '../../features/events-list/components/upcoming-events.js';
import type { FilterValues } from '../../features/events-list/filter-params.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatDate } from '../../lib/catalogue-format.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { HeroPageFrame } from '../hero-page/hero-page-frame.js';
import styles from './ostrovok-page.module.css';

const CODE = OSTROVOK_CAMPAIGN;
const CAMPAIGN_EVENTS: FilterValues = { campaign: CODE };
const STEPS = ['choose', 'partner', 'book'] as const;

/** /ostrovok: the partner campaign (GET /api/campaigns/ostrovok), its offer and its events. */
export function OstrovokPage() {
  return (
    <HeroPageFrame query={useCampaign(CODE)} skeleton={{ lines: 4, cards: 3 }}>
      {(campaign) => <CampaignLanding campaign={campaign} />}
    </HeroPageFrame>
  );
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
      <section className={landing.hero} aria-labelledby="campaign-title">
        <div className={landing.heroInner}>
          <p className={landing.kicker}>{t('campaigns.ostrovok.kicker')}</p>
          <h1 id="campaign-title" className={styles.title}>
            {campaign.title}
          </h1>
          {period ? (
            <p className={landing.heroLead}>
              {t('campaigns.ostrovok.period')}: {period}
            </p>
          ) : null}
          <a
            className={landing.heroButton}
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
        <LandingSection id="campaign-about" title={t('campaigns.ostrovok.about')} className={styles.about}>
          {/* sanitised by the server (campaignSchema.description) */}
          <div className={prose.prose} dangerouslySetInnerHTML={{ __html: campaign.description }} />
        </LandingSection>
      </div>

      <LandingSection id="campaign-steps" title={t('campaigns.ostrovok.stepsTitle')}>
        <NumberedSteps
          steps={STEPS.map((step) => ({
            key: step,
            title: t(`campaigns.ostrovok.steps.${step}.title`),
            text: t(`campaigns.ostrovok.steps.${step}.text`),
          }))}
        />
      </LandingSection>

      <LandingSection id="campaign-events" title={t('campaigns.ostrovok.events')}>
        <UpcomingEvents
          filters={CAMPAIGN_EVENTS}
          empty={{
            title: t('campaigns.ostrovok.empty'),
            hint: t('campaigns.ostrovok.emptyHint'),
            link: t('campaigns.ostrovok.allEvents'),
          }}
        />
      </LandingSection>
    </>
  );
}
