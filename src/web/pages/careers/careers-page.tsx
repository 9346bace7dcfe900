import { useTranslation } from '../../i18n/shared-translation.js';
import { useSearchParams } from 'react-router';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useVacancies } from '../../features/careers/api/list-vacancies.js';
import { VacancyList } from '../../features/careers/components/vacancy-list.js';
import { useTenant } from '../../features/tenant/tenant-context.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './careers-page.module.css';
import { careersTexts } from '../../i18n/catalogs/careers.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [careersTexts];

/** /Careers: a word about working here and the open positions, filterable by team (`?team=`). */
export function CareersPage() {
  const { t } = useTranslation();
  const name = useTenantName();
  useDocumentTitle(`${t('careers.title')} — ${name}`);
  const { info } = useTenant();
  const query = useVacancies();
  const [params, setParams] = useSearchParams();

  const chooseTeam = (team: string | null) => {
    const next = new URLSearchParams(params);
    if (team === null) next.delete('team');
    else next.set('team', team);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('careers.title')}</h1>
      <section className={styles.intro} aria-labelledby="careers-intro">
        <h2 id="careers-intro" className={styles.introTitle}>
          {t('careers.intro.title', { name })}
        </h2>
        <p className={styles.introText}>{t('careers.intro.text')}</p>
      </section>
      <section className={styles.openings} aria-labelledby="careers-openings">
        <h2 id="careers-openings" className={styles.sectionTitle}>
          {t('careers.openings')}
        </h2>
        {query.isPending ? (
          <Skeleton key="loading" lines={0} cards={3} />
        ) : query.isError ? (
          <QueryError key="error" onRetry={() => void query.refetch()} />
        ) : (
          <VacancyList
            key="list"
            items={query.data.items}
            team={params.get('team')}
            onTeamChange={chooseTeam}
            supportEmail={info?.supportEmail || null}
          />
        )}
      </section>
    </div>
  );
}
