import { useTranslation } from '../../i18n/shared-translation.js';
import { LandingSection } from '../../components/ui/landing-section.js';
import { NumberedSteps } from '../../components/ui/numbered-steps.js';
import { useCurrentUser } from '../../features/auth/api/get-current-user.js';
import { ProfileAlert } from '../../features/auth/components/profile-alert.js';
import { LiveCount } from '../../features/live-count/components/live-count.js';
import { DraftNotice } from '../../features/registration-draft/components/draft-notice.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { Section } from '../../lib/section.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { HomeEvents } from './home-events.js';
import { HomeSearch } from './home-search.js';
import { HomeSeries } from './home-series.js';
import { SportShortcuts } from './sport-shortcuts.js';
import styles from './home-page.module.css';
import { homeTexts } from '../../i18n/catalogs/home.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [homeTexts];

const STEPS = ['choose', 'register', 'start'] as const;

/**
 * `/`: what a runner on a phone needs first (search, live count, their unfinished registration, sports),
 * then the next races and series. The hero's text needs no data; the two lists start from the route loader.
 */
export function HomePage() {
  const { t } = useTranslation();
  const name = useTenantName();
  const user = useCurrentUser();
  useDocumentTitle(t('home.documentTitle', { name }));

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <h1 id="home-title" className={styles.title}>
            {t('home.title')}
          </h1>
          <p className={styles.lead}>{t('home.lead')}</p>
          <HomeSearch />
          <LiveCount />
        </div>
      </section>

      <div className={styles.notices}>
        <ProfileAlert />
        <DraftNotice userId={user.isAuthorized ? user.id : null} />
      </div>

      <Section>
        <SportShortcuts />
      </Section>
      <Section>
        <HomeEvents />
      </Section>
      <Section>
        <HomeSeries />
      </Section>
      <Section>
        <LandingSection id="home-how" title={t('home.howTitle')}>
          <NumberedSteps
            steps={STEPS.map((step) => ({
              key: step,
              title: t(`home.steps.${step}.title`),
              text: t(`home.steps.${step}.text`),
            }))}
          />
        </LandingSection>
      </Section>
    </>
  );
}
