import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useNavigate } from 'react-router';
import { can } from '../../../shared/domain/cabinet-permissions.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCabinetMe } from '../../features/cabinet/api/cabinet.js';
import { useCabinetCities, useCreateEvent } from '../../features/cabinet/api/cabinet-event-editor.js';
import { LazyEventForm } from '../../features/cabinet/components/lazy-event-form.js';
import { emptyEventForm, refusalOf } from '../../features/cabinet/components/event-form-model.js';
import { cabinetEventEditorTexts } from '../../i18n/catalogs/cabinet-event-editor.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import { notify } from '../../lib/notify.js';
import styles from './cabinet.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts, cabinetEventEditorTexts];

export const eventEditPath = (code: string) => `/cabinet/events/${encodeURIComponent(code)}/edit`;

/**
 * /cabinet/events/new (issue 18 item 2): an event of an organizer the user may edit for (owner, manager),
 * saved as a draft; created, it opens the event's editor, where it is published.
 */
export function CabinetEventNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCabinetMe();
  const cities = useCabinetCities();
  const create = useCreateEvent();
  const organizers = me.data?.organizers.filter((o) => can(o.role, 'events.edit')) ?? [];

  return (
    <>
      <p>
        <Link to="/cabinet" className={styles.link}>
          ← {t('cabinetEvent.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{t('cabinetEvent.newTitle')}</h1>
      {me.isPending || cities.isPending ? (
        <Skeleton lines={8} />
      ) : me.isError || cities.isError ? (
        <QueryError onRetry={() => void Promise.all([me.refetch(), cities.refetch()])} />
      ) : organizers.length === 0 ? (
        <p className={styles.empty}>{t('cabinetEvent.noOrganizers')}</p>
      ) : (
        <>
          <p className={styles.lead}>{t('cabinetEvent.newLead')}</p>
          <LazyEventForm
            mode="new"
            defaults={emptyEventForm(organizers[0]?.id)}
            organizers={organizers}
            cities={cities.data.cities}
            onSave={async (values) => {
              try {
                const saved = await create.mutateAsync(values);
                notify({ type: 'success', title: t('cabinetEvent.created') });
                void navigate(eventEditPath(saved.code), { replace: true });
                return null;
              } catch (error) {
                return refusalOf(error);
              }
            }}
          />
        </>
      )}
    </>
  );
}
