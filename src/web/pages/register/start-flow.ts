import type { RegistrationContext } from '../../../shared/schemas/registration.js';
import { initialFlow, newerDraft, restoreFlow, type Flow } from '../../features/registration/flow.js';
import { readLocalRegistration } from '../../features/registration-draft/local-draft.js';

/**
 * Where the flow starts: the newer of the server's draft and this browser's copy (a tie goes to the
 * browser's, which also knows whose form was on screen), made fit for the race as it is now; else a new one.
 */
export function startFlow(context: RegistrationContext, userId: string): Flow {
  const local = readLocalRegistration(userId, context.event.code, context.race.code);
  const draft = newerDraft(local?.draft ?? null, context.draft);
  if (!draft) return initialFlow(context, new Date());
  return restoreFlow(context, draft, local && draft === local.draft ? local.key : null);
}

/** Whether this user has a draft for this race, on the server or in this browser. */
export function hasDraft(context: RegistrationContext, userId: string): boolean {
  return (
    context.draft !== null || readLocalRegistration(userId, context.event.code, context.race.code) !== null
  );
}
