import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams } from 'react-router';
import { can } from '../../../shared/domain/cabinet-permissions.js';
import type { EventEditor } from '../../../shared/schemas/cabinet-event-editor.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCabinetMe } from '../../features/cabinet/api/cabinet.js';
import { useEventEditor, useSaveEvent } from '../../features/cabinet/api/cabinet-event-editor.js';
import { LazyEventForm } from '../../features/cabinet/components/lazy-event-form.js';
import { eventFormOf, refusalOf } from '../../features/cabinet/components/event-form-model.js';
import { EventStatusPanel } from '../../features/cabinet/components/event-status-panel.js';
import { cabinetEventEditorTexts } from '../../i18n/catalogs/cabinet-event-editor.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { isHttpError } from '../../lib/http.js';
import { notify } from '../../lib/notify.js';
import styles from './cabinet.module.css';
import own from './cabinet-event-editor.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts, cabinetEventEditorTexts];

/**
 * /cabinet/events/:code/edit (issue 18 item 2): the event's status and lifecycle, its form, its races
 * (edited on their own pages) and the organizer's requisites its invoices carry.
 */
export function CabinetEventEditPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const editor = useEventEditor(code);
  const save = useSaveEvent(code);

  return (
    <>
      <p>
        <Link to="/cabinet" className={styles.link}>
          ← {t('cabinetEvent.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{t('cabinetEvent.editTitle')}</h1>
      {editor.isPending ? (
        <Skeleton lines={8} />
      ) : editor.isError ? (
        isHttpError(editor.error) && editor.error.status === 404 ? (
          <p className={styles.empty}>{t('cabinetEvent.notFound')}</p>
        ) : (
          <QueryError onRetry={() => void editor.refetch()} />
        )
      ) : (
        <>
          <p className={styles.lead}>
            {currentLanguage() === 'en' ? editor.data.values.nameEn : editor.data.values.nameRu}
          </p>
          <div className={own.layout}>
            <div className={own.status}>
              <EventStatusPanel editor={editor.data} />
            </div>
            <div className={own.main}>
              <LazyEventForm
                // a saved event starts the form again from what the server kept (sanitised descriptions)
                key={JSON.stringify(editor.data.values)}
                mode="edit"
                defaults={eventFormOf(editor.data)}
                organizers={[]}
                cities={editor.data.cities}
                onSave={async (values) => {
                  try {
                    await save.mutateAsync(values);
                    notify({ type: 'success', title: t('cabinetEvent.saved') });
                    return null;
                  } catch (error) {
                    return refusalOf(error);
                  }
                }}
              />
            </div>
            <div className={own.side}>
              <EventRaces editor={editor.data} />
              <OrganizerRequisites editor={editor.data} />
            </div>
          </div>
        </>
      )}
    </>
  );
}

/** The event's races, each a link to its editor (the races' pages), and a link to add one. */
function EventRaces({ editor }: { editor: EventEditor }) {
  const { t } = useTranslation();
  const base = `/cabinet/events/${encodeURIComponent(editor.code)}/races`;
  return (
    <section className={own.panel} aria-labelledby="event-races">
      <h2 id="event-races" className={own.panelTitle}>
        {t('cabinetEvent.sections.races')}
      </h2>
      {editor.races.length === 0 ? (
        <p className={own.muted}>{t('cabinetEvent.racesEmpty')}</p>
      ) : (
        <ul className={own.races}>
          {editor.races.map((race) => (
            <li key={race.code} className={own.race}>
              <span>{race.name}</span>
              <Link
                to={`${base}/${encodeURIComponent(race.code)}/edit`}
                className={styles.link}
                aria-label={t('cabinetEvent.editRaceOf', { race: race.name })}
              >
                {t('cabinetEvent.editRace')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={`${base}/new`} className={own.add}>
        {t('cabinetEvent.addRace')}
      </Link>
    </section>
  );
}

/**
 * The organizer's requisites, as its invoices carry them (they belong to the organizer, not the event):
 * read here, edited on the organizer's own page by its owner.
 */
function OrganizerRequisites({ editor }: { editor: EventEditor }) {
  const { t } = useTranslation();
  const o = editor.organizer;
  const role = useCabinetMe().data?.organizers.find((m) => m.id === o.id)?.role ?? null;
  const rows: [string, string][] = [
    [t('cabinetEvent.requisites.legalName'), o.legalName || o.name],
    [t('cabinetEvent.requisites.inn'), o.inn],
    [t('cabinetEvent.requisites.kpp'), o.kpp],
    [t('cabinetEvent.requisites.ogrn'), o.ogrn],
    [t('cabinetEvent.requisites.address'), o.address],
    [t('cabinetEvent.requisites.bank'), o.bankName],
    [t('cabinetEvent.requisites.bic'), o.bic],
    [t('cabinetEvent.requisites.account'), o.settlementAccount],
  ];
  return (
    <section className={own.panel} aria-labelledby="event-requisites">
      <h2 id="event-requisites" className={own.panelTitle}>
        {t('cabinetEvent.sections.requisites')}
      </h2>
      <p className={own.muted}>{t('cabinetEvent.requisites.hint')}</p>
      <dl className={own.requisites}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || t('cabinetEvent.requisites.missing')}</dd>
          </div>
        ))}
      </dl>
      <Link to={`/cabinet/organizers/${o.id}`} className={styles.link}>
        {can(role, 'requisites.edit') ? t('cabinetEvent.requisites.edit') : t('cabinetEvent.requisites.open')}
      </Link>
    </section>
  );
}
