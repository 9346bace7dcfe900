import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalog } from '../../i18n/i18n.js';
import { registrationTexts } from '../../i18n/catalogs/registration.js';
import { draft, OLGA, raceContext } from '../../pages/register/register-fixtures.js';
import {
  CAPTAIN,
  member,
  OLGA_MEMBER,
  PETR_MEMBER,
  RELAY_RULES,
  TEAM_ID,
  teamContext,
  teamView,
} from '../../pages/register/team-fixtures.js';
import { HttpError } from '../../lib/http.js';
import { orderFailureOf } from './api/place-order.js';
import {
  canRun,
  friendParticipant,
  include,
  initialFlow,
  newerDraft,
  orderRequest,
  relativeParticipant,
  restoreFlow,
  screenIndex,
  screensOf,
  teamGate,
} from './flow.js';
import { orderProblems } from './problems.js';

// the refusals' texts are the registration screens'
beforeAll(() => loadCatalog(registrationTexts));

const NOW = new Date('2030-01-01T10:00:00Z');
const olga = relativeParticipant(OLGA);

describe('registration flow', () => {
  it('asks a form per participant in SPEC order, only the steps the race has', () => {
    const context = raceContext();
    const friend = friendParticipant({ firstName: 'Lena', lastName: 'S', email: 'lena@example.com' });
    const flow = include(include(initialFlow(context, NOW), context, friend, NOW), context, olga, NOW);
    expect(flow.draft.participants.map((p) => p.kind)).toEqual(['self', 'relative', 'friend']);
    expect(screensOf(context, flow.draft.participants).map((s) => s.step)).toEqual([
      'participants',
      'my-form',
      'friend-form',
      'relative-form',
      'order',
    ]);
    // a child's form is the participant form, where the race has one
    const family = raceContext({
      steps: ['participants', 'my-form', 'participant-form', 'friend-form', 'relative-form', 'order'],
      relatives: [{ ...OLGA, child: true }],
    });
    expect(screensOf(family, flow.draft.participants).map((s) => s.step)).toEqual([
      'participants',
      'my-form',
      'participant-form',
      'friend-form',
      'order',
    ]);
    // a race without a participants step nor own form steps: the generic participant form, then the order
    const generic = raceContext({ steps: ['participant-form', 'order'] });
    expect(screensOf(generic, flow.draft.participants).map((s) => s.step)).toEqual([
      'participant-form',
      'participant-form',
      'participant-form',
      'order',
    ]);
  });

  it('starts without me when I cannot run, with "my child" when a child of the family can', () => {
    const context = raceContext({
      me: { ...raceContext().me, registered: true },
      relatives: [{ ...OLGA, child: true }],
    });
    const flow = initialFlow(context, NOW);
    expect(flow.draft.participants).toEqual([]);
    expect(flow.draft.participantOption).toBe('KIDS');
  });

  it('lets a person missing a date of birth or gender run when the race’s form asks it, not otherwise', () => {
    const race = raceContext().race;
    const noBirthDate = { eligible: false, registered: false, reason: 'birth-date-unknown' as const };
    const noGender = { eligible: false, registered: false, reason: 'gender-unknown' as const };
    expect(canRun(noBirthDate, race)).toBe(true);
    expect(canRun(noGender, race)).toBe(true);
    expect(canRun(noBirthDate, { fields: ['phone'] })).toBe(false);
    expect(canRun(noGender, { fields: ['birthDate'] })).toBe(false);
    expect(canRun({ eligible: false, registered: false, reason: 'too-young' }, race)).toBe(false);
    expect(canRun({ eligible: true, registered: true, reason: null }, race)).toBe(false);
  });

  it('restores a draft fit for the race as it is now, on its step and participant', () => {
    const saved = draft({
      step: 'relative-form',
      participants: [...draft().participants, olga, relativeParticipant({ ...OLGA, id: 99 })],
    });
    const flow = restoreFlow(raceContext(), saved, 'relative-4');
    expect(flow.draft.participants.map((p) => p.key)).toEqual(['self', 'relative-4']);
    const screens = screensOf(raceContext(), flow.draft.participants);
    expect(screens[screenIndex(screens, flow)]).toEqual({ step: 'relative-form', key: 'relative-4' });

    // nobody left to order for: back to the first step
    const gone = restoreFlow(
      raceContext({ me: { ...raceContext().me, registered: true } }),
      draft({ step: 'order' }),
      null,
    );
    expect(gone.draft.step).toBe('participants');
  });

  it('takes the newer draft; a tie keeps the first (the browser’s copy)', () => {
    const older = draft({ updatedAt: '2030-01-01T10:00:00Z' });
    const newer = draft({ updatedAt: '2030-01-01T10:00:01Z' });
    expect(newerDraft(older, newer)).toBe(newer);
    expect(newerDraft(newer, older)).toBe(newer);
    expect(newerDraft(older, draft({ updatedAt: older.updatedAt }))).toBe(older);
    expect(newerDraft(null, older)).toBe(older);
  });
});

describe('a failed order', () => {
  const sent = draft({ participants: [...draft().participants, olga] });
  const nameOf = (p: { key: string }) => (p.key === 'self' ? 'Анна Петрова' : 'Ольга Петрова');
  const t = i18n.getFixedT('en');

  it('a refusal about a participant: the message next to them, back to the participants step', () => {
    const error = new HttpError(409, 'Conflict', {
      error: { code: 'NOT_ELIGIBLE', message: '', participant: 1 },
    });
    expect(orderProblems(orderFailureOf(error), sent, nameOf, t)).toMatchObject({
      problem: {
        key: 'relative-4',
        message: "Ольга Петрова does not meet the race's requirements.",
      },
      fixAt: 'participants',
      reload: false,
    });
  });

  it("shows the server's text, in the interface's language already, when it gives one", () => {
    const error = new HttpError(409, 'Conflict', {
      error: { code: 'ALREADY_SUBMITTED_MYSELF', message: 'Вы уже зарегистрированы на эту дистанцию' },
    });
    expect(orderProblems(orderFailureOf(error), sent, nameOf, t).problem).toEqual({
      key: 'self',
      payer: false,
      message: 'Вы уже зарегистрированы на эту дистанцию',
    });
  });

  it('the payer has an open order: the message at the payer; a full race: read it again', () => {
    const payer = new HttpError(409, 'Conflict', { code: 'ALREADY_SUBMITTED_SELECTED_PAYER', message: '' });
    expect(orderProblems(orderFailureOf(payer), sent, nameOf, t).problem).toMatchObject({
      key: null,
      payer: true,
    });
    const full = new HttpError(409, 'Conflict', { error: { code: 'LIMIT_REACHED', message: '' } });
    expect(orderProblems(orderFailureOf(full), sent, nameOf, t)).toMatchObject({ reload: true, fixAt: null });
  });

  it("field messages go to the participant's form; a friend's e-mail to the participants step", () => {
    const error = new HttpError(400, 'Bad Request', {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Check',
        fields: { 'participants.1.form.document.number': 'Wrong number', 'participants.0.email': 'Enter' },
      },
    });
    const found = orderProblems(orderFailureOf(error), sent, nameOf, t);
    expect(found.fields).toEqual({ 'relative-4': { 'document.number': 'Wrong number' } });
    expect(found.fixAt).toEqual({ key: 'relative-4' });
    expect(found.problem).toEqual({ key: 'self', message: 'Enter' });
  });
});

describe('a team race (issue 17)', () => {
  const consents = { receipt: true, terms: true, rules: true, medical: true } as const;
  const complete = teamView({ members: [CAPTAIN, OLGA_MEMBER, PETR_MEMBER] });

  it('shows the team step first, then only my form: the order is mine alone', () => {
    const context = teamContext(complete);
    const flow = include(initialFlow(context, NOW), context, olga, NOW);
    expect(screensOf(context, flow.draft.participants).map((s) => s.step)).toEqual([
      'team',
      'my-form',
      'order',
    ]);
    expect(initialFlow(context, NOW).draft.step).toBe('team');
  });

  it('lets the captain who pays for all on only with a complete team; a member whose captain pays, never', () => {
    expect(teamGate(raceContext())).toEqual({ kind: 'open' });
    expect(teamGate(teamContext(null))).toEqual({ kind: 'no-team' });
    expect(teamGate(teamContext(teamView()))).toEqual({
      kind: 'incomplete',
      problems: [{ code: 'members-missing', have: 1, need: 3 }],
    });
    expect(teamGate(teamContext(complete))).toEqual({ kind: 'open' });
    const relay = teamView({ rules: RELAY_RULES, members: [CAPTAIN, OLGA_MEMBER, PETR_MEMBER] });
    expect(teamGate(teamContext(relay))).toMatchObject({ kind: 'incomplete' });
    const asMember = teamView({
      role: 'member',
      members: [member(20, 'Иван'), { ...OLGA_MEMBER, you: true }],
    });
    expect(teamGate(teamContext(asMember))).toEqual({ kind: 'captain-pays' });
    const each = { ...asMember, rules: { ...asMember.rules, payment: 'each' as const } };
    expect(teamGate(teamContext(each))).toEqual({ kind: 'open' });
    const ordered = teamView({ members: [{ ...CAPTAIN, state: 'registered' }, OLGA_MEMBER, PETR_MEMBER] });
    expect(teamGate(teamContext(ordered))).toEqual({ kind: 'ordered' });
  });

  it('sends the team and only me; an individual race sends no team', () => {
    const context = teamContext(complete);
    const sent = draft({ participants: [...draft().participants, olga] });
    const request = orderRequest(sent, consents, context);
    expect(request.teamId).toBe(TEAM_ID);
    expect(request.participants.map((p) => p.key)).toEqual(['self']);
    const individual = orderRequest(sent, consents, raceContext());
    expect(individual.teamId).toBeUndefined();
    expect(individual.participants.map((p) => p.key)).toEqual(['self', 'relative-4']);
  });

  it('a draft past the team step goes back to it while the team cannot go on', () => {
    const saved = draft({ step: 'order' });
    expect(restoreFlow(teamContext(complete), saved, null).draft.step).toBe('order');
    expect(restoreFlow(teamContext(teamView()), saved, null).draft.step).toBe('team');
    expect(restoreFlow(teamContext(null), saved, null).draft.step).toBe('team');
    // relatives of an individual race's draft are not in a team race's order
    const withOlga = draft({ step: 'order', participants: [...draft().participants, olga] });
    expect(restoreFlow(teamContext(complete), withOlga, null).draft.participants.map((p) => p.key)).toEqual([
      'self',
    ]);
  });
});
