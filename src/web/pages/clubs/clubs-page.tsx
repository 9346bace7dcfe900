import { useTranslation } from '../../i18n/shared-translation.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import heading from '../../components/ui/page-heading.module.css';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useClubs } from '../../features/clubs/api/list-clubs.js';
import { ClubList } from '../../features/clubs/components/club-list.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { clubsTexts } from '../../i18n/catalogs/clubs.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [clubsTexts];

/** /clubs: every club of the tenant with its members on upcoming starts and where they race next. */
export function ClubsPage() {
  const { t } = useTranslation();
  const name = useTenantName();
  useDocumentTitle(`${t('clubs.title')} — ${name}`);
  const query = useClubs();

  return (
    <div className={heading.widePage}>
      <h1 className={heading.title}>{t('clubs.title')}</h1>
      <p className={heading.readableLead}>{t('clubs.lead')}</p>
      {query.isPending ? (
        <Skeleton key="loading" lines={0} cards={6} />
      ) : query.isError ? (
        <QueryError key="error" onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          key="empty"
          title={t('clubs.empty.title')}
          hint={t('clubs.empty.hint')}
          link={{ to: '/events/future', label: t('clubs.empty.link') }}
        />
      ) : (
        <ClubList key="list" items={query.data.items} />
      )}
    </div>
  );
}
