import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useSearchParams } from 'react-router';
import type { TeamPreview, TeamView } from '../../../shared/schemas/teams.js';
import { Skeleton } from '../../components/ui/query-state.js';
import { useCurrentUser } from '../../features/auth/api/get-current-user.js';
import { registrationKeys } from '../../features/registration/api/registration-keys.js';
import { joinTeam, teamErrorOf, teamKeys, useTeamPreview } from '../../features/teams/api/teams.js';
import { teamsTexts } from '../../i18n/catalogs/teams.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatEventDate } from '../../lib/catalogue-format.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './team-join.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [teamsTexts];

/** The registration flow of a team's race (register-page.tsx registerPaths, not imported: another screen). */
function flowPath(team: Pick<TeamPreview, 'event' | 'race'>): string {
  return `/${encodeURIComponent(team.event.code)}/${encodeURIComponent(team.race.code)}/register`;
}

/**
 * /team/join (SPEC §2 team join page; order layout, sign-in required), `?code=` filled in from the
 * captain's link or QR code. The code is looked up first (the team, its captain, race and places), then
 * joined. The code field is checked by hand (empty: 'Enter code'); the server reads it case- and
 * space-insensitively.
 */
export function TeamJoinPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const looked = params.get('code')?.trim() || null;
  const [typed, setTyped] = useState(looked ?? '');
  const [empty, setEmpty] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const codeId = `${id}-code`;
  const preview = useTeamPreview(user.isAuthorized ? looked : null);
  const joining = useMutation({
    mutationFn: (code: string) => joinTeam(code),
    onSuccess: (team) => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      void queryClient.invalidateQueries({
        queryKey: registrationKeys.context(team.event.code, team.race.code),
      });
    },
  });
  useDocumentTitle(t('teams.join.documentTitle'));

  const lookUpError = preview.isError ? teamErrorOf(preview.error) : null;
  const joinError = joining.isError ? teamErrorOf(joining.error) : null;
  const notFound = lookUpError?.code === 'TEAM_NOT_FOUND' || joinError?.code === 'TEAM_NOT_FOUND';
  const fieldMessage = empty
    ? t('teams.join.codeRequired')
    : notFound
      ? t('teams.join.notFound')
      : lookUpError
        ? lookUpError.fields['code'] || lookUpError.message || null
        : preview.isError
          ? t('teams.join.failed')
          : null;

  // a code not found (or not given) takes the focus back to the field
  useEffect(() => {
    if (notFound) input.current?.focus();
  }, [notFound]);

  const find = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim();
    if (!code) {
      setEmpty(true);
      input.current?.focus();
      return;
    }
    setEmpty(false);
    joining.reset();
    if (code === looked) void preview.refetch();
    else setParams({ code }, { replace: true });
  };

  if (!user.isAuthorized) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('teams.join.title')}</h1>
        <Skeleton lines={2} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('teams.join.title')}</h1>
        <p className={styles.lead}>{t('teams.join.lead')}</p>
      </header>

      <form className={styles.panel} noValidate onSubmit={find}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={codeId}>
            {t('teams.join.code')}
          </label>
          <div className={styles.row}>
            <input
              ref={input}
              id={codeId}
              className={styles.input}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={typed}
              onChange={(e) => {
                setTyped(e.currentTarget.value);
                setEmpty(false);
              }}
              aria-invalid={fieldMessage ? true : undefined}
              aria-describedby={fieldMessage ? `${codeId}-error` : undefined}
            />
            {fieldMessage && (
              <p id={`${codeId}-error`} className={styles.error} role="alert">
                {fieldMessage}
              </p>
            )}
            <button type="submit" className={styles.primary} disabled={preview.isFetching}>
              {t('teams.join.find')}
            </button>
          </div>
        </div>
      </form>

      {preview.isFetching && !preview.data && (
        <p className={styles.lead} role="status">
          {t('teams.join.finding')}
        </p>
      )}
      {joining.data ? (
        <Joined team={joining.data} />
      ) : (
        preview.data &&
        !preview.isError && (
          <PreviewPanel
            team={preview.data}
            busy={joining.isPending}
            refusal={joinError?.code === 'TEAM_NOT_FOUND' ? null : joinError}
            failed={joining.isError && !joinError}
            onJoin={() => looked && joining.mutate(looked)}
          />
        )
      )}
    </div>
  );
}

interface PreviewProps {
  team: TeamPreview;
  busy: boolean;
  refusal: ReturnType<typeof teamErrorOf>;
  /** The join call failed without an answer (the network). */
  failed: boolean;
  onJoin: () => void;
}

/** The team before joining: enough to know it is the right one; Join, or why not. */
function PreviewPanel({ team, busy, refusal, failed, onJoin }: PreviewProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const member = team.member || refusal?.code === 'ALREADY_MEMBER';
  const full = !member && (team.full || refusal?.code === 'TEAM_FULL');
  const other = refusal && refusal.code !== 'ALREADY_MEMBER' && refusal.code !== 'TEAM_FULL' ? refusal : null;
  return (
    <section className={styles.panel} aria-labelledby="team-preview-title">
      <h2 id="team-preview-title" className={styles.panelTitle}>
        {t('teams.join.teamTitle', { name: team.name })}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('teams.join.captain')}</dt>
        <dd>{team.captainName}</dd>
        <dt>{t('teams.join.event')}</dt>
        <dd>
          {team.event.name}, {formatEventDate(team.event.startsAt, team.event.timeZone, lang)}
        </dd>
        <dt>{t('teams.join.race')}</dt>
        <dd>{team.race.name}</dd>
        <dt>{t('teams.join.members')}</dt>
        <dd>{t('teams.join.membersOf', { have: team.members, max: team.maxMembers })}</dd>
      </dl>
      <p className={styles.lead}>{t(`teams.join.payment.${team.payment}`)}</p>
      {member ? (
        <>
          <p className={styles.info} role="status">
            {t('teams.join.alreadyMember')}
          </p>
          <div className={styles.actions}>
            <Link className={styles.primary} to={flowPath(team)}>
              {t('teams.join.toTeam')}
            </Link>
          </div>
        </>
      ) : full ? (
        <p className={styles.alert} role="alert">
          {refusal?.code === 'TEAM_FULL' && refusal.message ? refusal.message : t('teams.join.full')}
        </p>
      ) : (
        <>
          {(other || failed) && (
            <p className={styles.alert} role="alert">
              {other?.message || t('teams.join.failed')}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.primary} disabled={busy} onClick={onJoin}>
              {busy ? t('teams.join.joining') : t('teams.join.join')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** Joined: on to the registration when each member pays; else the captain's order covers the place. */
function Joined({ team }: { team: TeamView }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const each = team.rules.payment === 'each';
  return (
    <section className={styles.panel} aria-labelledby="team-joined-title">
      <h2 id="team-joined-title" ref={heading} tabIndex={-1} className={styles.panelTitle}>
        {t('teams.join.joined', { name: team.name })}
      </h2>
      {!each && <p className={styles.info}>{t('teams.join.captainPays')}</p>}
      <div className={styles.actions}>
        <Link className={each ? styles.primary : styles.secondary} to={flowPath(team)}>
          {each ? t('teams.join.continue') : t('teams.join.seeTeam')}
        </Link>
      </div>
    </section>
  );
}
