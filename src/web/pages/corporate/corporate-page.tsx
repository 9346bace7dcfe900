import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { SPORT_TYPES } from '../../../shared/domain/sport-types.js';
import { Icon } from '../../components/ui/icon.js';
import { IconCards } from '../../components/ui/icon-cards.js';
import { LandingSection } from '../../components/ui/landing-section.js';
import landing from '../../components/ui/landing.module.css';
import { NumberedSteps } from '../../components/ui/numbered-steps.js';
import { useEventsList } from '../../features/events-list/api/list-events.js';
import { useLiveCount } from '../../features/live-count/api/get-live-count.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { intlLocale } from '../../lib/catalogue-format.js';
import { numberFormat } from '../../lib/intl-cache.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
// the phone field's own texts (country code, number) live in the personal account's catalog
import styles from './corporate-page.module.css';
import { corporateTexts } from '../../i18n/catalogs/corporate.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [corporateTexts];

const LeadForm = lazyPart(() => import('./lead-form.js').then((m) => m.LeadForm));

const OFFERS = [
  { key: 'races', icon: 'flag' },
  { key: 'entries', icon: 'receipt' },
  { key: 'wellness', icon: 'heart-pulse' },
  { key: 'sponsorship', icon: 'megaphone' },
] as const;
const STEPS = ['request', 'proposal', 'agreement', 'start'] as const;

/** /corp-client (SPEC §2, white background, corporate header): what we offer companies, and the lead form. */
export function CorporatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('corporate.documentTitle', { name: useTenantName() }));

  return (
    <>
      <section className={landing.hero} aria-labelledby="corporate-title">
        <div className={styles.heroInner}>
          <p className={landing.kicker}>{t('corporate.hero.kicker')}</p>
          <h1 id="corporate-title" className={styles.title}>
            {t('corporate.hero.title')}
          </h1>
          <p className={landing.heroLead}>{t('corporate.hero.lead')}</p>
          <div className={landing.heroActions}>
            <a href="#lead-form" className={landing.heroButton}>
              {t('corporate.hero.cta')}
              <Icon name="arrow-right" size="sm" />
            </a>
            <Link to="/events/future" className={landing.heroButtonOutline}>
              {t('corporate.hero.events')}
            </Link>
          </div>
        </div>
      </section>

      <LandingSection id="corporate-offers" title={t('corporate.offers.title')}>
        <IconCards
          items={OFFERS.map(({ key, icon }) => ({
            key,
            icon,
            title: t(`corporate.offers.${key}.title`),
            text: t(`corporate.offers.${key}.text`),
          }))}
        />
      </LandingSection>

      <Numbers />

      <LandingSection id="corporate-steps" title={t('corporate.steps.title')}>
        <NumberedSteps
          steps={STEPS.map((step) => ({
            key: step,
            title: t(`corporate.steps.${step}.title`),
            text: t(`corporate.steps.${step}.text`),
          }))}
        />
      </LandingSection>

      <section className={styles.leadSection} aria-labelledby="lead-title">
        <div className={styles.leadIntro}>
          <h2 id="lead-title" className={landing.sectionTitle}>
            {t('corporate.form.title')}
          </h2>
          <p className={styles.muted}>{t('corporate.form.lead')}</p>
        </div>
        <div className={styles.leadCard}>
          <LeadForm />
        </div>
      </section>
    </>
  );
}

/** `over`: there are more than `count` (the events list counts up to 1,000, ADR 012). */
type Figure = { key: 'participants' | 'events' | 'sports'; count: number | null; over?: boolean };

/** Live figures of the platform: registrations ahead, upcoming events, sport types. Failed ones are left out. */
function Numbers() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const live = useLiveCount();
  const events = useEventsList({ type: 'future', filters: {}, language: lang });

  const figures: Figure[] = [];
  if (!live.isError) figures.push({ key: 'participants', count: live.isSuccess ? live.data : null });
  if (!events.isError) {
    const first = events.isSuccess ? events.data.pages[0] : undefined;
    figures.push({
      key: 'events',
      count: events.isSuccess ? (first?.total ?? 0) : null,
      over: first?.totalCapped,
    });
  }
  figures.push({ key: 'sports', count: SPORT_TYPES.length });

  return (
    <section className={styles.numbersBand} aria-labelledby="corporate-numbers">
      <div className={styles.numbersInner}>
        <h2 id="corporate-numbers" className={styles.numbersTitle}>
          {t('corporate.numbers.title')}
        </h2>
        <ul className={styles.numbers}>
          {figures.map(({ key, count, over }) =>
            count === null ? (
              <li key={key} className={styles.figure} aria-busy="true">
                <span className={styles.figurePlaceholder} aria-hidden="true" />
                <span className="visually-hidden">{t('common.loading')}</span>
              </li>
            ) : (
              <li key={key} className={styles.figure}>
                <strong className={styles.figureValue}>
                  {`${numberFormat(intlLocale(lang)).format(count)}${over ? '+' : ''}`}
                </strong>{' '}
                <span className={styles.figureLabel}>{t(`corporate.numbers.${key}`, { count })}</span>
              </li>
            ),
          )}
        </ul>
      </div>
    </section>
  );
}
