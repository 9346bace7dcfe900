import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams } from 'react-router';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCabinetRaces } from '../../features/cabinet/api/cabinet-races.js';
import { useLanguage } from '../../lib/form-server-errors.js';
import { formatDistance, formatEventDate, formatMoney } from '../../lib/catalogue-format.js';
import { cabinetRaceEditorTexts } from '../../i18n/catalogs/cabinet-race-editor.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import styles from './cabinet.module.css';
import own from './cabinet-races.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts, cabinetRaceEditorTexts];

/**
 * /cabinet/events/:code/races (issue 18 item 2): the event's races with their start, distance, format,
 * places taken of the limit and the price in force, each with a link to its editor; "Add a race".
 */
export function CabinetRacesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { code = '' } = useParams();
  const query = useCabinetRaces(code);
  const eventPath = `/cabinet/events/${encodeURIComponent(code)}`;

  return (
    <>
      <p>
        <Link to="/cabinet" className={styles.link}>
          ← {t('cabinetRaceEditor.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{t('cabinetRaceEditor.title')}</h1>
      {query.data && <p className={styles.lead}>{query.data.event.name}</p>}
      <p>
        <Link to={`${eventPath}/races/new`} className={own.addLink}>
          + {t('cabinetRaceEditor.add')}
        </Link>
      </p>
      {query.isPending ? (
        <Skeleton lines={4} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : query.data.races.length === 0 ? (
        <p className={styles.empty}>{t('cabinetRaceEditor.none')}</p>
      ) : (
        <ul className={own.list}>
          {query.data.races.map((race) => (
            <li key={race.code} className={own.card}>
              <h2 className={own.name}>{race.name}</h2>
              <p className={styles.meta}>
                {formatEventDate(race.startsAt, query.data.event.timeZone, lang)} ·{' '}
                {formatDistance(race.lengthM, lang)} · {t(`cabinetRaceEditor.team.formats.${race.format}`)}
              </p>
              <p className={styles.meta}>
                {race.capacity === null
                  ? t('cabinetRaceEditor.takenNoLimit', { taken: race.taken })
                  : t('cabinetRaceEditor.taken', { taken: race.taken, capacity: race.capacity })}
                {' · '}
                {race.price === null
                  ? t('cabinetRaceEditor.free')
                  : t('cabinetRaceEditor.priceNow', {
                      price: formatMoney({ amount: race.price, currency: 'RUB' }, lang),
                    })}
              </p>
              <p className={styles.actions}>
                <Link
                  to={`${eventPath}/races/${encodeURIComponent(race.code)}/edit`}
                  className={styles.link}
                  aria-label={t('cabinetRaceEditor.editOf', { race: race.name })}
                >
                  {t('cabinetRaceEditor.edit')}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
