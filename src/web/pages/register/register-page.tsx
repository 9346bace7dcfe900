import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams } from 'react-router';
import { canRegister } from '../../../shared/domain/race-state.js';
import type { RegistrationContext } from '../../../shared/schemas/registration.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCurrentUser } from '../../features/auth/api/get-current-user.js';
import { useRegistrationContext } from '../../features/registration/api/get-registration-context.js';
import { useTenant } from '../../features/tenant/tenant-context.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatDistance, formatEventDate, formatMoney, formatTime } from '../../lib/catalogue-format.js';
import { isHttpError } from '../../lib/http.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { PromoGate } from './promo-gate.js';
import { RaceClosed } from './race-closed.js';
import { RegisterFlow } from './register-flow.js';
import { hasDraft } from './start-flow.js';
import styles from './register.module.css';
import { accountProfileTexts } from '../../i18n/catalogs/account-profile.js';
import { registrationTexts } from '../../i18n/catalogs/registration.js';
import { registrationResultTexts } from '../../i18n/catalogs/registration-result.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [accountProfileTexts, registrationTexts, registrationResultTexts];

/** The register route's paths for a race. */
export function registerPaths(eventCode: string, raceCode: string) {
  const base = `/${encodeURIComponent(eventCode)}/${encodeURIComponent(raceCode)}/register`;
  return { register: base, payment: `${base}/payment`, success: `${base}/success` };
}

/**
 * /{eventCode}/{raceCode}/register (SPEC §2, order layout, sign-in required): the race, then its
 * registration steps, or why it cannot be registered for now. Read in the browser only: the server
 * renders this page's skeleton.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { eventCode = '', raceCode = '' } = useParams();
  const user = useCurrentUser();
  const { code: tenant } = useTenant();
  const query = useRegistrationContext(eventCode, raceCode, user.isAuthorized);
  const context = query.data;
  useDocumentTitle(t('register.documentTitle', { event: context?.event.name ?? t('register.eyebrow') }));

  if (!user.isAuthorized || query.isPending) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('register.eyebrow')}</h1>
        <Skeleton lines={3} cards={1} />
      </div>
    );
  }
  if (query.isError || !context) {
    const notFound = isHttpError(query.error) && query.error.status === 404;
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('register.eyebrow')}</h1>
        {notFound ? (
          <div className={styles.closed}>
            <p className={styles.lead}>{t('register.notFound')}</p>
            {tenant === 'default' && (
              <Link className={styles.primary} to="/events/future">
                {t('register.toEvents')}
              </Link>
            )}
          </div>
        ) : (
          <QueryError onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }

  const paths = registerPaths(context.event.code, context.race.code);
  const eventPath = tenant === 'default' ? `/event/${encodeURIComponent(context.event.code)}` : null;
  return (
    <div className={styles.page}>
      <RaceHeader context={context} />
      {canRegister(context.race.state) && context.race.access === 'needs-code' ? (
        <PromoGate context={context} />
      ) : canRegister(context.race.state) ? (
        <RegisterFlow
          key={paths.register}
          context={context}
          userId={user.id}
          successPath={paths.success}
          paymentPath={paths.payment}
        />
      ) : (
        <RaceClosed context={context} withDraft={hasDraft(context, user.id)} eventPath={eventPath} />
      )}
    </div>
  );
}

function RaceHeader({ context }: { context: RegistrationContext }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { event, race } = context;
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{t('register.eyebrow')}</p>
      <h1 className={styles.title}>{event.name}</h1>
      <p className={styles.raceName}>{race.name}</p>
      <dl className={styles.raceFacts}>
        <div>
          <dt>{t('register.race.distance')}</dt>
          <dd>{formatDistance(race.lengthM, lang)}</dd>
        </div>
        <div>
          <dt>{t('register.race.start')}</dt>
          <dd>
            {formatEventDate(race.startsAt, event.timeZone, lang)},{' '}
            {formatTime(race.startsAt, lang, event.timeZone)}
          </dd>
        </div>
        <div>
          <dt>{t('register.race.price')}</dt>
          <dd>
            {race.customPrice
              ? t('register.race.fromPrice', { price: formatMoney(race.customPrice.min, lang) })
              : race.price.amount > 0
                ? formatMoney(race.price, lang)
                : t('register.race.free')}
          </dd>
        </div>
      </dl>
    </header>
  );
}
