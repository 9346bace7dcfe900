import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useSearchParams } from 'react-router';
import type { EntryValues, FriendEntry, RaceFormField } from '../../../shared/schemas/registration.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCurrentUser } from '../../features/auth/api/get-current-user.js';
import { useCompleteFriendEntry, useFriendEntry } from '../../features/registration/api/friend-entry.js';
import { orderFailureOf } from '../../features/registration/api/place-order.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatCalendarDate, formatEventDate, formatTime } from '../../lib/catalogue-format.js';
import { isHttpError } from '../../lib/http.js';
import { notify } from '../../lib/notify.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './register.module.css';
import { accountProfileTexts } from '../../i18n/catalogs/account-profile.js';
import { registrationTexts } from '../../i18n/catalogs/registration.js';
import { friendEntryTexts } from '../../i18n/catalogs/friend-entry.js';
import { registrationResultTexts } from '../../i18n/catalogs/registration-result.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [accountProfileTexts, registrationTexts, registrationResultTexts, friendEntryTexts];

const EntryForm = lazy(() => import('./entry-form.js').then((m) => ({ default: m.EntryForm })));

/** The fields that decided the place are shown, not asked (the server keeps them as registered). */
const FIXED_FIELDS: readonly RaceFormField[] = ['birthDate', 'gender'];

/**
 * /{eventCode}/{raceCode}/register/entry?invitation=TOKEN: the entry of a friend someone registered,
 * opened from the invitation mail (sign-in required, as the register route). The friend sees the event,
 * the place's state and who registered them, and completes what was left blank; the first save puts the
 * registration into the friend's account.
 */
export function FriendEntryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('invitation');
  const user = useCurrentUser();
  const query = useFriendEntry(token, user.isAuthorized);
  useDocumentTitle(
    t('friendEntry.documentTitle', { event: query.data?.event.name ?? t('register.eyebrow') }),
  );

  if (token && (!user.isAuthorized || query.isPending)) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('friendEntry.title')}</h1>
        <Skeleton lines={3} cards={1} />
      </div>
    );
  }
  if (!token || !query.data) {
    const missing = !token || (isHttpError(query.error) && query.error.status === 404);
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('friendEntry.title')}</h1>
        {missing ? (
          <div className={styles.closed}>
            <p className={styles.lead}>{t('friendEntry.notFound')}</p>
            <Link className={styles.primary} to="/MyAccount/Registrations">
              {t('friendEntry.myRegistrations')}
            </Link>
          </div>
        ) : (
          <QueryError onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  return <FriendEntryView token={token} entry={query.data} />;
}

function FriendEntryView({ token, entry }: { token: string; entry: FriendEntry }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { event, race } = entry;
  const saving = useCompleteFriendEntry(token);
  const [typed, setTyped] = useState<EntryValues>(entry.entry);
  const [saveToProfile, setSaveToProfile] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const birthDate = entry.entry['birthDate'];
  const gender = entry.entry['gender'];
  const unnamed = entry.fullName === '';

  const save = () => {
    if (saving.isPending) return;
    saving.mutate(
      { form: typed, saveToProfile },
      {
        onSuccess: () => {
          setFieldErrors(undefined);
          notify({ type: 'success', title: t('friendEntry.saved') });
        },
        onError: (error) => {
          const failure = orderFailureOf(error);
          if (failure.kind === 'fields') {
            // the server answers `form.phone`; the form's fields are `phone`
            setFieldErrors(
              Object.fromEntries(
                Object.entries(failure.fields).map(([path, text]) => [path.replace(/^form\./, ''), text]),
              ),
            );
          }
          const message =
            failure.kind === 'refusal'
              ? failure.refusal.message
              : failure.kind === 'fields'
                ? t('register.form.fixErrors')
                : t('friendEntry.saveFailed');
          notify({ type: 'error', title: message });
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('friendEntry.title')}</p>
        <h1 className={styles.title}>{event.name}</h1>
        <p className={styles.raceName}>
          {race.name} · {formatEventDate(race.startsAt, event.timeZone, lang)},{' '}
          {formatTime(race.startsAt, lang, event.timeZone)}
        </p>
        <p className={styles.text}>{t('friendEntry.addedBy', { name: entry.addedBy })}</p>
      </header>

      <section className={styles.panel} aria-labelledby="friend-entry-place">
        <h2 id="friend-entry-place" className={styles.panelTitle}>
          {t('friendEntry.placeTitle')}
        </h2>
        <ul className={styles.entries}>
          <li className={styles.entry}>
            <span className={styles.entryName}>{entry.fullName || t('friendEntry.unnamedPlace')}</span>
            <span className={styles.entryRace}>
              {[
                typeof birthDate === 'string' && birthDate
                  ? t('friendEntry.born', { date: formatCalendarDate(birthDate, lang) })
                  : null,
                gender === 'male' || gender === 'female' ? t(`friendEntry.genders.${gender}`) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <span className={styles.entryBib}>
              {entry.bib ? t('registerSuccess.bib', { bib: entry.bib }) : t('registerSuccess.noBib')}
            </span>
            <span className={styles.entryStatus} data-status={entry.status}>
              {t(`registerSuccess.statuses.${entry.status}`)}
            </span>
          </li>
        </ul>
        <p className={styles.text}>{unnamed ? t('friendEntry.unnamedNote') : t('friendEntry.fixedNote')}</p>
      </section>

      {entry.mine && (
        <p className={styles.info} role="status">
          {t('friendEntry.inYourAccount')}{' '}
          <Link to="/MyAccount/Registrations">{t('friendEntry.myRegistrations')}</Link>
        </p>
      )}

      {entry.editable ? (
        <section className={styles.panel} aria-labelledby="friend-entry-form">
          <h2 id="friend-entry-form" className={styles.panelTitle}>
            {entry.missing.length ? t('friendEntry.completeTitle') : t('friendEntry.checkTitle')}
          </h2>
          {entry.missing.length > 0 && (
            <p className={styles.text}>
              {t('friendEntry.missing', {
                fields: entry.missing.map((field) => t(`friendEntry.fields.${field}`)).join(', '),
              })}
            </p>
          )}
          <Suspense fallback={<Skeleton lines={4} />}>
            <EntryForm
              // a company's place by link (ADR 031) names nobody yet: its taker gives the name too
              fields={unnamed ? race.fields : race.fields.filter((field) => !FIXED_FIELDS.includes(field))}
              kept={typed}
              child={false}
              own
              note={null}
              lead={null}
              nameShown={unnamed}
              saveToProfile={{
                label: t('register.form.saveToMyProfile'),
                checked: saveToProfile,
                onChange: setSaveToProfile,
              }}
              serverErrors={fieldErrors}
              // the name, birth date and gender are the server's to keep as registered
              onChange={setTyped}
              onContinue={save}
              onBack={null}
              submitLabel={entry.mine ? t('friendEntry.save') : t('friendEntry.saveToAccount')}
              busy={saving.isPending}
            />
          </Suspense>
        </section>
      ) : (
        <div className={styles.closed}>
          <p className={styles.lead}>
            {/* a live place of a race to come that this account cannot complete: it registered the friend */}
            {(entry.status === 'pending' || entry.status === 'confirmed') &&
            new Date(race.startsAt) > new Date()
              ? t('friendEntry.adderView')
              : t('friendEntry.locked')}
          </p>
        </div>
      )}
    </div>
  );
}
