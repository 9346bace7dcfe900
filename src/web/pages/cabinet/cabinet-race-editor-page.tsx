import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useNavigate, useParams } from 'react-router';
import type { RaceEditor } from '../../../shared/schemas/cabinet-races.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import {
  useCabinetRaces,
  useCreateRace,
  useRaceEditor,
  useSaveRace,
} from '../../features/cabinet/api/cabinet-races.js';
import { emptyRaceForm, raceFormOf } from '../../features/cabinet/race-form/race-form-model.js';
import { useLanguage } from '../../lib/form-server-errors.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { cabinetRaceEditorTexts } from '../../i18n/catalogs/cabinet-race-editor.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import styles from './cabinet.module.css';
import { RaceDelete } from './race-delete.js';

// the form (react-hook-form, its seven sections) loads beside the race's data (lib/lazy-part.tsx)
const RaceEditorForm = lazyPart(
  () => import('../../features/cabinet/race-form/race-editor-form.js').then((m) => m.RaceEditorForm),
  <Skeleton lines={10} />,
);

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts, cabinetRaceEditorTexts];

/** A success toast; the toaster's code loads on the first one, not with the page (the route's JS budget). */
function toast(title: string): void {
  void import('../../lib/toast.js').then(({ showToast }) => showToast({ type: 'success', title }));
}

const racesPath = (code: string) => `/cabinet/events/${encodeURIComponent(code)}/races`;

const racePath = (code: string, race: string) =>
  `/cabinet/events/${encodeURIComponent(code)}/races/${encodeURIComponent(race)}/edit`;

function BackToRaces({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <p>
      <Link to={racesPath(code)} className={styles.link}>
        ← {t('cabinetRaceEditor.backToRaces')}
      </Link>
    </p>
  );
}

/** /cabinet/events/:code/races/new (issue 18 item 2): the editor, empty; created, it opens the race's editor. */
export function CabinetRaceNewPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const event = useCabinetRaces(code);
  const create = useCreateRace(code);

  const created = (saved: RaceEditor) => {
    toast(t('cabinetRaceEditor.created'));
    void navigate(racePath(code, saved.race.code), { replace: true });
  };

  return (
    <>
      <BackToRaces code={code} />
      <h1 className={styles.title}>{t('cabinetRaceEditor.newTitle')}</h1>
      {event.isPending ? (
        <Skeleton lines={6} />
      ) : event.isError ? (
        <QueryError onRetry={() => void event.refetch()} />
      ) : (
        <>
          <p className={styles.lead}>{event.data.event.name}</p>
          <RaceEditorForm
            view={null}
            initial={emptyRaceForm('')}
            timeZone={event.data.event.timeZone}
            send={(input) => create.mutateAsync(input)}
            pending={create.isPending}
            onSaved={created}
          />
        </>
      )}
    </>
  );
}

/**
 * /cabinet/events/:code/races/:race/edit (issue 18 item 2): the race's editor; at its end, deleting a race
 * nobody entered (then back to the event's races, with a toast).
 */
export function CabinetRaceEditPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { code = '', race = '' } = useParams();
  const navigate = useNavigate();
  const query = useRaceEditor(code, race);
  const save = useSaveRace(code, race);

  const saved = (result: RaceEditor) => {
    toast(t('cabinetRaceEditor.saved'));
    // a new code is a new address
    if (result.race.code !== race) void navigate(racePath(code, result.race.code), { replace: true });
  };
  const name = (data: RaceEditor) => (lang === 'en' ? data.race.nameEn : data.race.nameRu);

  return (
    <>
      <BackToRaces code={code} />
      {query.isPending ? (
        <>
          <h1 className={styles.title}>{t('cabinetRaceEditor.title')}</h1>
          <Skeleton lines={6} />
        </>
      ) : query.isError ? (
        <>
          <h1 className={styles.title}>{t('cabinetRaceEditor.title')}</h1>
          <QueryError onRetry={() => void query.refetch()} />
        </>
      ) : (
        <>
          <h1 className={styles.title}>{t('cabinetRaceEditor.editTitle', { name: name(query.data) })}</h1>
          <p className={styles.lead}>{query.data.event.name}</p>
          <RaceEditorForm
            key={race}
            view={query.data}
            initial={raceFormOf(query.data.race)}
            timeZone={query.data.event.timeZone}
            send={(input) => save.mutateAsync(input)}
            pending={save.isPending}
            onSaved={saved}
          />
          <RaceDelete
            key={`delete-${race}`}
            code={code}
            race={race}
            name={name(query.data)}
            deletable={query.data.deletable}
            onDeleted={() => {
              // the dialog brought its texts
              toast(t('cabinetRaceDelete.deleted', { name: name(query.data) }));
              void navigate(racesPath(code), { replace: true });
            }}
          />
        </>
      )}
    </>
  );
}
