import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams } from 'react-router';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { parseVacancyId, useVacancy } from '../../features/careers/api/get-vacancy.js';
import { VacancyDetail } from '../../features/careers/components/vacancy-detail.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { isHttpError } from '../../lib/http.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { NotFoundPage } from '../not-found/not-found-page.js';
import styles from './careers-page.module.css';
import { careersTexts } from '../../i18n/catalogs/careers.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [careersTexts];

/** /Careers/{id}: one vacancy; an id that is not a number, or that the server does not know, is not found. */
export function VacancyPage() {
  const id = parseVacancyId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return <VacancyById key={id} id={id} />;
}

function VacancyById({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useVacancy(id);
  useDocumentTitle(`${query.data?.title ?? t('careers.title')} — ${useTenantName()}`);

  if (query.isError && isHttpError(query.error) && query.error.status === 404) return <NotFoundPage />;
  return (
    <div className={styles.page}>
      <Link className={styles.back} to="/Careers">
        <span aria-hidden="true">←</span> {t('careers.back')}
      </Link>
      {query.isPending ? (
        <Skeleton key="loading" lines={5} />
      ) : query.isError ? (
        <QueryError key="error" onRetry={() => void query.refetch()} />
      ) : (
        <VacancyDetail key="vacancy" vacancy={query.data} />
      )}
    </div>
  );
}
