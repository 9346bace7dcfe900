import type { TFunction } from 'i18next';
import {
  REGISTRATION_REFUSALS,
  type RegistrationRefusal,
} from '../../../shared/domain/registration-refusals.js';
import type { RegistrationDraft } from '../../../shared/schemas/registration.js';
import type { OrderFailure } from './api/place-order.js';
import { SELF_KEY, type FlowParticipant } from './flow.js';

/** A refused order's message on the participants step: next to a participant, the payer, or above all. */
export interface StepProblem {
  key: string | null;
  payer?: boolean;
  message: string;
}

/** What the flow does with a failed order: where it goes, what it shows, what it reads again. */
export interface OrderProblems {
  problem: StepProblem | null;
  /** The server's field messages, by participant key, then the field's path in their form. */
  fields: Record<string, Record<string, string>>;
  /** The step that can fix it: a participant's form, the participants step, or none (stay). */
  fixAt: { key: string } | 'participants' | null;
  /** The toast's text. */
  toast: string;
  /** The race changed meanwhile (full, closed): read it again. */
  reload: boolean;
}

type Named = 'ALREADY_REGISTERED' | 'NOT_ELIGIBLE';
/** A refusal whose text names no one (ALREADY_REGISTERED and NOT_ELIGIBLE name the participant). */
const isPlain = (code: string): code is Exclude<RegistrationRefusal, Named> =>
  (REGISTRATION_REFUSALS as readonly string[]).includes(code) &&
  code !== 'ALREADY_REGISTERED' &&
  code !== 'NOT_ELIGIBLE';

/** The participant a 409 or a 400 names: by its place in the order sent, or by its key. */
function participantOf(draft: RegistrationDraft, ref: number | string | null): FlowParticipant | null {
  if (typeof ref === 'number') return draft.participants[ref] ?? null;
  if (typeof ref === 'string') {
    if (/^\d+$/.test(ref)) return draft.participants[Number(ref)] ?? null;
    return draft.participants.find((p) => p.key === ref) ?? null;
  }
  return null;
}

/**
 * SPEC §8's refusals and the server's field messages, turned into what the flow shows: the message in a
 * toast and next to whom it concerns, and the step that can fix it. What was typed is never touched.
 */
export function orderProblems(
  failure: OrderFailure,
  draft: RegistrationDraft,
  nameOf: (participant: FlowParticipant) => string,
  t: TFunction,
): OrderProblems {
  const none: OrderProblems = { problem: null, fields: {}, fixAt: null, toast: '', reload: false };
  if (failure.kind === 'other') return { ...none, toast: t('errors.tryLater') };

  if (failure.kind === 'fields') {
    const fields: Record<string, Record<string, string>> = {};
    let problem: StepProblem | null = null;
    for (const [path, message] of Object.entries(failure.fields)) {
      const match = /^participants\.(\d+)(?:\.(.+))?$/.exec(path);
      const participant = match ? participantOf(draft, Number(match[1])) : null;
      const rest = match?.[2] ?? '';
      if (participant && rest.startsWith('form.')) {
        (fields[participant.key] ??= {})[rest.slice('form.'.length)] = message;
      } else {
        problem ??= { key: participant?.key ?? null, message };
      }
    }
    const firstForm = draft.participants.find((p) => fields[p.key]);
    const fixAt = firstForm ? { key: firstForm.key } : problem ? 'participants' : null;
    const toast = fixAt ? t('register.form.fixErrors') : failure.message || t('errors.tryLater');
    return { problem, fields, fixAt, toast, reload: false };
  }

  const { code, participant: ref, message: serverMessage } = failure.refusal;
  const participant = participantOf(draft, ref);
  const name = participant ? nameOf(participant) : '';
  // the server's text is in the interface's language already (the culture cookie); ours when it has none
  let message = serverMessage;
  if (!message && (code === 'ALREADY_REGISTERED' || code === 'NOT_ELIGIBLE')) {
    message = name ? t(`register.refusals.${code}`, { name }) : t(`register.refusals.${code}_unnamed`);
  } else if (!message) {
    message = isPlain(code) ? t(`register.refusals.${code}`) : t('errors.tryLater');
  }

  if (code === 'LIMIT_REACHED' || code === 'REGISTRATION_NOT_POSSIBLE') {
    return { ...none, toast: message, reload: true };
  }
  const key =
    code === 'ALREADY_SUBMITTED_MYSELF' || code === 'MYSELF_DONT_BUY_SLOTS'
      ? SELF_KEY
      : (participant?.key ?? null);
  const payer = code === 'ALREADY_SUBMITTED_SELECTED_PAYER';
  return {
    ...none,
    problem: { key: payer ? null : key, payer, message },
    fixAt: 'participants',
    toast: message,
  };
}
