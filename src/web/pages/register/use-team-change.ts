import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { RegistrationContext } from '../../../shared/schemas/registration.js';
import type { TeamView } from '../../../shared/schemas/teams.js';
import { registrationKeys } from '../../features/registration/api/registration-keys.js';
import { teamErrorOf, type TeamError } from '../../features/teams/api/teams.js';
import { notify } from '../../lib/notify.js';

interface ChangeCallbacks {
  done?: (team: TeamView | null) => void;
  /** Shows the error itself (next to a field) and answers true; otherwise the step shows it in a toast. */
  failed?: (error: TeamError | null) => boolean | void;
}

/**
 * One change of the team at a time (create, add, remove, stages, leave, disband): the answer replaces the
 * team in the flow's context at once, and the context is read again (places, who is registered). A refusal
 * shows the server's text; what was typed stays where it was.
 */
export function useTeamChange(context: RegistrationContext) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = registrationKeys.context(context.event.code, context.race.code);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const mutation = useMutation({
    mutationFn: (run: () => Promise<TeamView | null>) => run(),
    onSuccess: (team) => {
      queryClient.setQueryData<RegistrationContext>(key, (current) =>
        current ? { ...current, team } : current,
      );
      refresh();
    },
    // the team may have changed meanwhile (a member left, the captain ordered): read it again
    onError: refresh,
  });
  const run = (change: () => Promise<TeamView | null>, callbacks: ChangeCallbacks = {}) => {
    if (mutation.isPending) return;
    mutation.mutate(change, {
      onSuccess: (team) => callbacks.done?.(team),
      onError: (error) => {
        const found = teamErrorOf(error);
        if (callbacks.failed?.(found) === true) return;
        notify({
          type: 'error',
          title: found?.message || t('teams.step.failed'),
          ...(found?.explanation ? { description: found.explanation } : {}),
        });
      },
    });
  };
  return { run, busy: mutation.isPending };
}

export type TeamChange = ReturnType<typeof useTeamChange>;
