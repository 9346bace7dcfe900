import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import type { TeamMember, TeamMemberInput, TeamView } from '../../../shared/schemas/teams.js';
import { Dialog } from '../../components/ui/dialog.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useMyTeams, useRemoveMember, useSwapMember } from '../../features/account/api/my-teams.js';
import type { SwapFailure } from '../../features/account/components/swap-member-form.js';
import { TeamCard } from '../../features/account/components/team-card.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { notify } from '../../lib/notify.js';
import styles from './my-account.module.css';
import { accountTexts } from '../../i18n/catalogs/account.js';
import { myTeamsTexts } from '../../i18n/catalogs/my-teams.js';

/** The swap form loads when a swap is asked for: most visits only look at the team. */
const SwapMemberForm = lazy(() =>
  import('../../features/account/components/swap-member-form.js').then((m) => ({
    default: m.SwapMemberForm,
  })),
);

/** The texts this screen loads with (screen.ts). */
export const texts = [accountTexts, myTeamsTexts];

interface Target {
  team: TeamView;
  member: TeamMember;
}

/**
 * /MyAccount/Teams (issue 17): the teams of team races and relays the user captains or is in. The captain
 * removes or swaps members until the deadline; a member who has only joined can leave. A refusal shows
 * in a toast with the server's message and, where it has one, its explanation.
 */
export function MyTeamsPage() {
  const { t } = useTranslation();
  const query = useMyTeams();
  const remove = useRemoveMember();
  const swap = useSwapMember();
  const [removing, setRemoving] = useState<Target | null>(null);
  const [leaving, setLeaving] = useState<Target | null>(null);
  const [swapping, setSwapping] = useState<Target | null>(null);

  const refused = (error: unknown) => {
    const body = apiErrorOf(error);
    notify({
      type: 'error',
      title: body?.message || t('account.common.unknownError'),
      description: body?.explanation,
    });
  };

  const removeMember = (target: Target, done: () => void, success: string) =>
    remove.mutate(
      { teamId: target.team.id, memberId: target.member.id },
      {
        onSuccess: () => notify({ type: 'success', title: success }),
        onError: refused,
        onSettled: done,
      },
    );

  const swapMember = async (input: TeamMemberInput): Promise<SwapFailure | null> => {
    if (!swapping) return null;
    try {
      const team = await swap.mutateAsync({ teamId: swapping.team.id, memberId: swapping.member.id, input });
      const now = team.members.find((m) => m.id === swapping.member.id);
      notify({ type: 'success', title: t('account.teams.swapped', { name: now?.name ?? '' }) });
      setSwapping(null);
      return null;
    } catch (error) {
      const body = apiErrorOf(error);
      const message = [body?.message || t('account.common.unknownError'), body?.explanation]
        .filter(Boolean)
        .join(' ');
      return { fields: body?.fields ?? {}, message };
    }
  };

  const confirm = (kind: 'remove' | 'leave', target: Target) => {
    const leave = kind === 'leave';
    return (
      <Dialog
        title={t(leave ? 'account.teams.leave' : 'account.teams.removeTitle')}
        onClose={() => (leave ? setLeaving(null) : setRemoving(null))}
      >
        <p>
          {leave
            ? t('account.teams.leaveConfirm', { team: target.team.name })
            : t('account.teams.removeConfirm', { name: target.member.name, team: target.team.name })}
        </p>
        <div className={styles.actionsRow}>
          <button
            type="button"
            className={styles.button}
            disabled={remove.isPending}
            onClick={() =>
              removeMember(
                target,
                () => (leave ? setLeaving(null) : setRemoving(null)),
                leave
                  ? t('account.teams.left', { team: target.team.name })
                  : t('account.teams.removed', { name: target.member.name }),
              )
            }
          >
            {t(leave ? 'account.teams.leaveYes' : 'account.teams.removeYes')}
          </button>
          <button
            type="button"
            className={styles.buttonSecondary}
            onClick={() => (leave ? setLeaving(null) : setRemoving(null))}
            data-autofocus
          >
            {t('account.common.cancel')}
          </button>
        </div>
      </Dialog>
    );
  };

  return (
    <>
      <h2 className={styles.sectionTitle}>{t('account.teams.title')}</h2>
      <p className={styles.lead}>{t('account.teams.lead')}</p>
      {query.isPending ? (
        <Skeleton lines={3} cards={2} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : query.data.teams.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('account.teams.empty')}</p>
          <Link to="/events/future">{t('account.teams.findEvent')}</Link>
        </div>
      ) : (
        <ul className={styles.teams} aria-label={t('account.teams.title')}>
          {query.data.teams.map((team) => (
            <TeamCard
              key={team.id}
              team={team}
              onRemove={(member) => setRemoving({ team, member })}
              onSwap={(member) => setSwapping({ team, member })}
              onLeave={(member) => setLeaving({ team, member })}
            />
          ))}
        </ul>
      )}

      {removing && confirm('remove', removing)}
      {leaving && confirm('leave', leaving)}
      {swapping && (
        <Dialog
          title={t('account.teams.swapTitle', { name: swapping.member.name })}
          onClose={() => setSwapping(null)}
        >
          <Suspense fallback={<Skeleton />}>
            <SwapMemberForm onSubmit={swapMember} onCancel={() => setSwapping(null)} />
          </Suspense>
        </Dialog>
      )}
    </>
  );
}
