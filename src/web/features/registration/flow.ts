import { teamProblems, type TeamProblem } from '../../../shared/domain/teams.js';
import type { OptionChoices } from '../../../shared/schemas/registration-options.js';
import type {
  EntryValues,
  OrderRequest,
  ParticipantOption,
  PayerOption,
  RegistrationContext,
  RegistrationDraft,
  RegistrationStep,
} from '../../../shared/schemas/registration.js';

/*
 * The registration flow as a value (issue 14): the draft the server and the browser keep
 * (registrationDraftSchema), and which participant's form is on screen. Everything here is pure: the page
 * keeps the value in state, mirrors it and moves through it. Only types come from the shared schemas, so
 * zod stays out of the page's first load (it comes with the first form check).
 */

/** SPEC §3 options, in the order the radios show them. */
export const PARTICIPANT_OPTION_LIST = ['MY_SELF', 'KIDS'] as const satisfies readonly ParticipantOption[];
export const PAYER_OPTION_LIST = ['MY_SELF', 'SPOUSE'] as const satisfies readonly PayerOption[];

/** registrationDraftSchema's and orderRequestSchema's limit. */
export const MAX_PARTICIPANTS = 20;

export type FlowParticipant = RegistrationDraft['participants'][number];
export type FormStep = 'my-form' | 'participant-form' | 'relative-form' | 'friend-form';
/** The steps this flow shows (the payment step is a page of its own). */
export type ShownStep = 'team' | 'participants' | FormStep | 'options' | 'order';

/** No options chosen (registration-options.ts NO_OPTIONS, without loading zod). */
export const NO_CHOICES: OptionChoices = { insurance: [], items: [] };
type Person = RegistrationContext['me'];

/** One screen of the flow: a step, and for a form step the participant it asks about. */
export interface Screen {
  step: ShownStep;
  key: string | null;
}

/** The flow: the draft (saved on every change) and the participant whose form is on screen. */
export interface Flow {
  draft: RegistrationDraft;
  key: string | null;
}

export const SELF_KEY = 'self';
export const relativeKey = (id: number) => `relative-${id}`;

export function isFormStep(step: RegistrationStep): step is FormStep {
  return (
    step === 'my-form' || step === 'participant-form' || step === 'relative-form' || step === 'friend-form'
  );
}

/**
 * Whether a person can be put in the order: not registered for the race yet, and suitable for it — or only
 * missing from their profile a detail the race's form asks (a new account's date of birth or gender): the
 * form then takes it, and the server checks suitability on what was typed.
 */
export function canRun(
  person: Pick<Person, 'eligible' | 'registered' | 'reason'>,
  race: Pick<RegistrationContext['race'], 'fields'>,
): boolean {
  if (person.registered) return false;
  if (person.eligible) return true;
  if (person.reason === 'birth-date-unknown') return race.fields.includes('birthDate');
  if (person.reason === 'gender-unknown') return race.fields.includes('gender');
  return false;
}

/** SPEC §2's form steps in their order (the contract's REGISTRATION_STEPS). */
const FORM_STEPS: readonly FormStep[] = ['my-form', 'participant-form', 'friend-form', 'relative-form'];

/**
 * The form step that asks about a participant: mine, a child's ("participant form"), a friend's, a
 * relative's; a race without the step of its own asks in the participant form.
 */
function formStepOf(participant: FlowParticipant, context: RegistrationContext): FormStep | null {
  const has = (step: FormStep) => context.steps.includes(step);
  const child =
    participant.kind === 'relative' &&
    context.relatives.some((r) => r.id === participant.relativeId && r.child);
  const own: FormStep =
    participant.kind === 'self'
      ? 'my-form'
      : participant.kind === 'friend'
        ? 'friend-form'
        : child && has('participant-form')
          ? 'participant-form'
          : 'relative-form';
  if (has(own)) return own;
  return has('participant-form') ? 'participant-form' : null;
}

/** A team or relay race (issue 17): the team step in place of the participants, only me in my order. */
export function isTeamRace(context: Pick<RegistrationContext, 'race'>): boolean {
  return context.race.format !== 'individual';
}

/** Who a team race's order is for: me alone (the server adds the teammates when the captain pays for all). */
function orderedPeople(context: Pick<RegistrationContext, 'race'>, participants: readonly FlowParticipant[]) {
  return isTeamRace(context) ? participants.filter((p) => p.kind === 'self') : participants;
}

/**
 * Whether a team race's user may go on from the team step (issue 17): open; no team yet; the team not
 * complete while the captain pays for everyone (its problems, teams.ts); a member whose captain orders
 * for the team; or the user's own place already in an order. An individual race is always open.
 */
export type TeamGate =
  | { kind: 'open' }
  | { kind: 'no-team' }
  | { kind: 'incomplete'; problems: TeamProblem[] }
  | { kind: 'captain-pays' }
  | { kind: 'ordered' };

export function teamGate(context: Pick<RegistrationContext, 'race' | 'team'>): TeamGate {
  if (!isTeamRace(context)) return { kind: 'open' };
  const { team } = context;
  const rules = context.race.team ?? team?.rules ?? null;
  if (!team || !rules) return { kind: 'no-team' };
  const you = team.members.find((m) => m.you);
  if (you && you.state !== 'joined') return { kind: 'ordered' };
  if (rules.payment === 'captain') {
    if (team.role !== 'captain') return { kind: 'captain-pays' };
    const problems = teamProblems(rules, team.members);
    if (problems.length > 0) return { kind: 'incomplete', problems };
  }
  return { kind: 'open' };
}

/**
 * The screens in SPEC §2's order, only those the race needs: participants (or, for a team race, the team),
 * the form steps (mine, the children's, friends', relatives', one per participant), options (when the race
 * sells any), my order. The payment step is a page of its own.
 */
export function screensOf(context: RegistrationContext, participants: readonly FlowParticipant[]): Screen[] {
  const screens: Screen[] = [];
  if (context.steps.includes('team')) screens.push({ step: 'team', key: null });
  if (context.steps.includes('participants')) screens.push({ step: 'participants', key: null });
  const asked = orderedPeople(context, participants).map((p) => ({
    key: p.key,
    step: formStepOf(p, context),
  }));
  for (const step of FORM_STEPS) {
    for (const entry of asked) if (entry.step === step) screens.push({ step, key: entry.key });
  }
  if (context.steps.includes('options')) screens.push({ step: 'options', key: null });
  screens.push({ step: 'order', key: null });
  return screens;
}

/** The index of the flow's screen; a form step whose participant is gone falls back to that step's first. */
export function screenIndex(screens: readonly Screen[], flow: Flow): number {
  const { step } = flow.draft;
  const exact = screens.findIndex((s) => s.step === step && (s.key === null || s.key === flow.key));
  if (exact >= 0) return exact;
  const sameStep = screens.findIndex((s) => s.step === step);
  return Math.max(sameStep, 0);
}

/** The flow moved to another screen (the draft's step follows). */
export function goTo(flow: Flow, screen: Screen, now: Date): Flow {
  return { draft: { ...flow.draft, step: screen.step, updatedAt: now.toISOString() }, key: screen.key };
}

/** The flow with its draft changed (stamped with the time, which decides which copy is newer). */
export function edit(flow: Flow, change: Partial<RegistrationDraft>, now: Date): Flow {
  return { ...flow, draft: { ...flow.draft, ...change, updatedAt: now.toISOString() } };
}

function rank(participant: FlowParticipant, context: RegistrationContext): number {
  if (participant.kind === 'self') return -1;
  if (participant.kind === 'relative') {
    const index = context.relatives.findIndex((r) => r.id === participant.relativeId);
    return index >= 0 ? index : context.relatives.length;
  }
  return context.relatives.length + 1;
}

/** Participants in the order the steps ask about them: me, relatives as the family group lists them, friends. */
export function ordered(participants: readonly FlowParticipant[], context: RegistrationContext) {
  return participants
    .map((participant, index) => ({ participant, index }))
    .sort((a, b) => rank(a.participant, context) - rank(b.participant, context) || a.index - b.index)
    .map(({ participant }) => participant);
}

export function selfParticipant(context: RegistrationContext): FlowParticipant {
  return { key: SELF_KEY, kind: 'self', saveToProfile: false, form: { ...context.me.prefill } };
}

export function relativeParticipant(relative: RegistrationContext['relatives'][number]): FlowParticipant {
  return {
    key: relativeKey(relative.id),
    kind: 'relative',
    relativeId: relative.id,
    saveToProfile: false,
    form: { ...relative.prefill },
  };
}

export function friendParticipant(friend: { firstName: string; lastName: string; email: string }) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const participant: FlowParticipant = {
    key: `friend-${suffix}`,
    kind: 'friend',
    email: friend.email,
    saveToProfile: false,
    form: { firstName: friend.firstName, lastName: friend.lastName },
  };
  return participant;
}

/** A new flow: me in the order when I can run, the first screen on. */
export function initialFlow(context: RegistrationContext, now: Date): Flow {
  const selfOk = canRun(context.me, context.race);
  const childOk = context.relatives.some((r) => r.child && canRun(r, context.race));
  const participants = selfOk ? [selfParticipant(context)] : [];
  const draft: RegistrationDraft = {
    eventCode: context.event.code,
    raceCode: context.race.code,
    step: 'participants',
    participantOption: !selfOk && childOk ? 'KIDS' : 'MY_SELF',
    payer: 'MY_SELF',
    participants,
    options: NO_CHOICES,
    promoCode: null,
    customPrice: null,
    updatedAt: now.toISOString(),
  };
  const first = screensOf(context, participants)[0] ?? { step: 'order', key: null };
  return { draft: { ...draft, step: first.step }, key: first.key };
}

/** The newer of two drafts for this race (either may be missing). */
export function newerDraft(
  a: RegistrationDraft | null,
  b: RegistrationDraft | null,
): RegistrationDraft | null {
  if (!a || !b) return a ?? b;
  return Date.parse(b.updatedAt) > Date.parse(a.updatedAt) ? b : a;
}

/**
 * A saved draft made fit for the race as it is now: people who can no longer be put in the order (left the
 * family group, registered meanwhile, no longer suitable) are left out; what was typed for the rest stays.
 */
export function restoreFlow(
  context: RegistrationContext,
  draft: RegistrationDraft,
  key: string | null,
): Flow {
  const participants = orderedPeople(context, draft.participants).filter((p) => {
    if (p.kind === 'self') return canRun(context.me, context.race);
    if (p.kind === 'relative') {
      const relative = context.relatives.find((r) => r.id === p.relativeId);
      return relative !== undefined && canRun(relative, context.race);
    }
    return typeof p.email === 'string' && p.email !== '';
  });
  const keys = new Set(participants.map((p) => p.key));
  // options of participants left out go with them; a draft saved before options existed has none
  const choices = draft.options ?? NO_CHOICES;
  const options: OptionChoices = {
    insurance: choices.insurance.filter((c) => keys.has(c.participantKey)),
    items: choices.items.filter((c) => c.participantKey === undefined || keys.has(c.participantKey)),
  };
  const restored: Flow = {
    draft: {
      ...draft,
      eventCode: context.event.code,
      raceCode: context.race.code,
      participants,
      options,
      promoCode: draft.promoCode ?? null,
      customPrice: draft.customPrice ?? null,
    },
    key,
  };
  const screens = screensOf(context, participants);
  const screen = screens[screenIndex(screens, restored)] ?? screens[0]!;
  // a draft that reached the order with nobody left in it starts from the first step again; a team race's
  // draft past its team step goes back there while the team cannot go on (not complete, no team any more)
  const backToTeam = screen.step !== 'team' && teamGate(context).kind !== 'open';
  const at = (screen.step === 'order' && participants.length === 0) || backToTeam ? screens[0]! : screen;
  return { draft: { ...restored.draft, step: at.step }, key: at.key };
}

/** The person's name: as typed in their form, else as the account or family group knows them. */
export function participantName(participant: FlowParticipant, context: RegistrationContext): string {
  const typed = [participant.form.firstName, participant.form.lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  if (typed) return typed;
  if (participant.kind === 'self') return context.me.fullName;
  if (participant.kind === 'relative') {
    return context.relatives.find((r) => r.id === participant.relativeId)?.fullName ?? '';
  }
  return participant.email ?? '';
}

/**
 * What POST …/order sends: the payer, each participant's entry as typed, the options of the participants
 * in the order, the promo code applied, the price chosen, and the agreements given. A team race's order
 * (given its context) is mine alone, for my team: the server adds the teammates when the captain pays.
 */
export function orderRequest(
  draft: RegistrationDraft,
  consents: OrderRequest['consents'],
  context?: Pick<RegistrationContext, 'race' | 'team'>,
): OrderRequest {
  const team = context && isTeamRace(context) ? context.team : null;
  const participants = context ? orderedPeople(context, draft.participants) : draft.participants;
  const keys = new Set(participants.map((p) => p.key));
  const options = draft.options ?? NO_CHOICES;
  return {
    payer: draft.payer,
    options: {
      insurance: options.insurance.filter((c) => keys.has(c.participantKey)),
      items: options.items.filter((c) => c.participantKey === undefined || keys.has(c.participantKey)),
    },
    ...(draft.promoCode ? { promoCode: draft.promoCode } : {}),
    ...(draft.customPrice !== null && draft.customPrice !== undefined
      ? { customPrice: draft.customPrice }
      : {}),
    consents,
    ...(team ? { teamId: team.id } : {}),
    participants: participants.map((p) => ({
      key: p.key,
      kind: p.kind,
      ...(p.relativeId !== undefined ? { relativeId: p.relativeId } : {}),
      ...(p.kind === 'friend' && p.email ? { email: p.email } : {}),
      saveToProfile: p.kind === 'friend' ? false : p.saveToProfile,
      form: p.form,
    })),
  };
}

/** A participant's entry replaced (what the form step typed). */
export function withForm(flow: Flow, key: string, form: EntryValues, now: Date): Flow {
  const participants = flow.draft.participants.map((p) => (p.key === key ? { ...p, form } : p));
  return edit(flow, { participants }, now);
}

/** The flow with a participant put in the order (in the steps' order); a second copy is never added. */
export function include(
  flow: Flow,
  context: RegistrationContext,
  participant: FlowParticipant,
  now: Date,
): Flow {
  if (flow.draft.participants.some((p) => p.key === participant.key)) return flow;
  if (flow.draft.participants.length >= MAX_PARTICIPANTS) return flow;
  return edit(flow, { participants: ordered([...flow.draft.participants, participant], context) }, now);
}

/** The flow without a participant. */
export function exclude(flow: Flow, key: string, now: Date): Flow {
  return edit(flow, { participants: flow.draft.participants.filter((p) => p.key !== key) }, now);
}
