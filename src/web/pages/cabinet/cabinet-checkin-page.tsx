import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams, useSearchParams } from 'react-router';
import type { OfflineRegistered } from '../../../shared/schemas/cabinet-checkin.js';
import controls from '../../components/ui/form-controls.module.css';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCheckinPoint, useCheckinSearch } from '../../features/cabinet/api/cabinet-checkin.js';
import { cabinetCheckinTexts } from '../../i18n/catalogs/cabinet-checkin.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import styles from './cabinet.module.css';
import own from './cabinet-checkin.module.css';
import { CheckinEntryCard } from './checkin-entry-card.js';
import { CheckinScanner, useCanScan } from './checkin-scanner.js';
import { OfflineRegistrationForm } from './offline-registration-form.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts, cabinetCheckinTexts];

/**
 * /cabinet/events/:code/checkin (issue 18 item 5): the start-pack point on an operator's phone. The search
 * field on top finds an entry by name, start number or check-in code, typed or scanned (the QR code's link
 * opens this page with `?code=`); each entry shows its payment and admission statuses and the big button
 * that gives its start pack. Below: registering a participant on the spot for a race whose online
 * registration is closed.
 */
export function CabinetCheckinPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const point = useCheckinPoint(code);
  const linked = params.get('code');
  const [typed, setTyped] = useState(linked ?? '');
  const [q, setQ] = useState(linked ?? '');
  // a QR code's link opened while the page is open (the camera app): its code is searched
  const [lastLinked, setLastLinked] = useState(linked);
  if (linked !== lastLinked) {
    setLastLinked(linked);
    if (linked) {
      setTyped(linked);
      setQ(linked);
    }
  }
  const search = useCheckinSearch(code, q);
  const canScan = useCanScan();
  const [scanning, setScanning] = useState(false);
  const [registering, setRegistering] = useState(false);
  const [registered, setRegistered] = useState<OfflineRegistered | null>(null);
  const results = useRef<HTMLElement>(null);
  const id = useId();

  const find = (text: string) => {
    setTyped(text);
    if (registered && !text.includes(registered.lastName)) setRegistered(null);
    setQ(text.trim());
    if (params.has('code')) setParams({}, { replace: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    find(typed);
  };

  const data = point.data;
  const offlineRaces = data?.races.filter((r) => r.offline) ?? [];
  const timeZone = data?.event.timeZone ?? 'Europe/Moscow';
  const canUndo = data?.canUndo ?? false;

  return (
    <div className={own.page}>
      <p className={own.back}>
        <Link to="/cabinet" className={styles.link}>
          ← {t('cabinetCheckin.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{t('cabinetCheckin.title')}</h1>
      {data && <p className={styles.lead}>{data.event.name}</p>}

      <form
        className={own.search}
        role="search"
        onSubmit={submit}
        aria-label={t('cabinetCheckin.search.label')}
      >
        <label htmlFor={`${id}-q`} className={controls.label}>
          {t('cabinetCheckin.search.label')}
        </label>
        <input
          id={`${id}-q`}
          className={`${controls.input} ${own.searchInput}`}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={typed}
          maxLength={200}
          aria-describedby={`${id}-q-hint`}
          onChange={(e) => setTyped(e.target.value)}
        />
        <p id={`${id}-q-hint`} className={own.hint}>
          {t('cabinetCheckin.search.hint')}
        </p>
        <div className={own.actions}>
          <button type="submit" className={`${controls.primary} ${own.primary}`}>
            {t('cabinetCheckin.search.find')}
          </button>
          {canScan && !scanning && (
            <button
              type="button"
              className={`${controls.secondary} ${own.button}`}
              onClick={() => setScanning(true)}
            >
              {t('cabinetCheckin.scan.start')}
            </button>
          )}
        </div>
      </form>
      {scanning && (
        <CheckinScanner
          onClose={() => setScanning(false)}
          onCode={(text) => {
            setScanning(false);
            find(text);
          }}
        />
      )}

      {point.isError ? (
        <QueryError onRetry={() => void point.refetch()} />
      ) : (
        <section ref={results} className={own.results} aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`} className="visually-hidden">
            {t('cabinetCheckin.search.results')}
          </h2>
          {registered && (
            <p className={own.registered}>
              {t('cabinetCheckin.offline.done', { name: `${registered.lastName} ${registered.firstName}` })}{' '}
              {registered.mailedTo
                ? t('cabinetCheckin.offline.mailed', { email: registered.mailedTo })
                : t('cabinetCheckin.offline.notMailed')}
            </p>
          )}
          <p className={own.summary} role="status">
            {q === ''
              ? ''
              : search.isError
                ? t('cabinetCheckin.failed')
                : search.data && !search.isFetching
                  ? search.data.entries.length === 0
                    ? t('cabinetCheckin.search.none')
                    : search.data.more
                      ? t('cabinetCheckin.search.more', { count: search.data.entries.length })
                      : t('cabinetCheckin.search.found', { count: search.data.entries.length })
                  : t('cabinetCheckin.search.searching')}
          </p>
          {search.data && search.data.entries.length > 0 && (
            <ul className={own.cards}>
              {search.data.entries.map((entry) => (
                <CheckinEntryCard
                  key={entry.id}
                  code={code}
                  entry={entry}
                  timeZone={timeZone}
                  canUndo={canUndo}
                />
              ))}
            </ul>
          )}
        </section>
      )}

      <section className={own.offline} aria-labelledby={`${id}-offline`}>
        <h2 id={`${id}-offline`} className={styles.sectionTitle}>
          {t('cabinetCheckin.offline.title')}
        </h2>
        {point.isPending ? (
          <Skeleton lines={2} />
        ) : offlineRaces.length === 0 ? (
          <p className={own.hint}>{t('cabinetCheckin.offline.none')}</p>
        ) : (
          <>
            <p className={own.hint}>{t('cabinetCheckin.offline.lead')}</p>
            {registering ? (
              <OfflineRegistrationForm
                code={code}
                races={offlineRaces}
                onRegistered={(entry) => {
                  // the new entry shows in the results above, with its start pack button
                  setRegistered(entry);
                  setRegistering(false);
                  find(`${entry.lastName} ${entry.firstName}`);
                  results.current?.scrollIntoView?.({ block: 'start' });
                }}
              />
            ) : (
              <button
                type="button"
                className={`${controls.secondary} ${own.button}`}
                onClick={() => {
                  setRegistered(null);
                  setRegistering(true);
                }}
              >
                {t('cabinetCheckin.offline.open')}
              </button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
