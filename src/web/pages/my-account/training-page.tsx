import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useTraining } from '../../features/account/api/my-history.js';
import { PersonalBests } from '../../features/account/components/personal-bests.js';
import { ResultsChart } from '../../features/account/components/results-chart.js';
import styles from './my-account.module.css';
import { accountTexts } from '../../i18n/catalogs/account.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [accountTexts];

/** /MyAccount/Training: personal bests per distance and a chart of results over time. */
export function TrainingPage() {
  const { t } = useTranslation();
  const query = useTraining();

  return (
    <>
      <h2 className={styles.sectionTitle}>{t('account.training.title')}</h2>
      <p className={styles.lead}>{t('account.training.lead')}</p>
      {query.isPending ? (
        <Skeleton lines={4} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : query.data.results.length === 0 && query.data.personalBests.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('account.training.empty')}</p>
          <Link to="/events/future">{t('account.training.findEvent')}</Link>
        </div>
      ) : (
        <>
          <section aria-labelledby="training-bests" className={styles.section}>
            <h3 id="training-bests" className={styles.subTitle}>
              {t('account.training.bests')}
            </h3>
            <PersonalBests items={query.data.personalBests} />
          </section>
          <ResultsChart results={query.data.results} />
        </>
      )}
    </>
  );
}
