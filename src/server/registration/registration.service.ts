import { PAYMENT_WINDOW_MINUTES } from '../../shared/constants.js';
import {
  ADULT_AGE,
  calendarDay,
  eligibility,
  isChildOnRaceDay,
  type RaceRequirements,
} from '../../shared/domain/race-eligibility.js';
import { canRegister, placesLeft, raceState } from '../../shared/domain/race-state.js';
import { priceOrder, type OrderPricing } from '../../shared/domain/order-pricing.js';
import { bookingProblem, type BookingProblem, type RacePools } from '../../shared/domain/slot-pools.js';
import type { OrderAmounts, PromoApplied } from '../../shared/schemas/registration-options.js';
import type { PersonProfileView } from '../../shared/schemas/profile.js';
import {
  registrationDraftSchema,
  type EntryValues,
  type OrderPlaced,
  type OrderRequest,
  type RegistrationContext,
  type RegistrationDraft,
  type RegistrationStep,
  type RegistrationSuccess,
} from '../../shared/schemas/registration.js';
import { VALIDATION_MESSAGES } from '../../shared/validation-messages.js';
import { fullNameOf, personView } from '../accounts/person-view.js';
import { createProfileRepo } from '../accounts/profile.repo.js';
import { ownPersonOf } from '../accounts/profile.service.js';
import { createRelativesRepo, type RelativeRow } from '../accounts/relatives.repo.js';
import { pick } from '../catalogue/cards.js';
import { newToken, tokenHash } from '../auth/sessions.js';
import type { Db, Executor, Transaction } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import type { PersonRow, PromoCodeRow, RaceRow, TeamRow } from '../db/schema.js';
import { teamComplete, type TeamRules } from '../../shared/domain/teams.js';
import { DomainError } from '../domain-error.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Mailer } from '../mail/mailer.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { createDraftsRepo } from './drafts.repo.js';
import { createOptionsRepo } from './options.repo.js';
import {
  discountOf,
  optionLines,
  optionsView,
  promoApplies,
  stockShortages,
  type Offers,
} from './order-options.js';
import { createPromoCodesRepo } from './promo-codes.repo.js';
import { createTeamsRepo } from '../teams/teams.repo.js';
import { createTeamsService } from '../teams/teams.service.js';
import {
  entrantOf,
  entryName,
  entrySchemaOf,
  issueFields,
  prefillOf,
  raceFormFields,
  saveEntryToProfile,
} from './entry.js';
import { createHoldsSweepRepo } from './hold-sweeper.js';
import { friendInvitationMail, registrationMail, type OrderMailContext } from './registration-mails.js';
import {
  createRegistrationRepo,
  type EventOfRace,
  type PoolsTaken,
  type RaceOfEvent,
  type RegistrationRepo,
  uniquePlaceViolation,
} from './registration.repo.js';

/** Promo and access code attempts a user may make in a window: enough to fix typos, too few to guess. */
export const PROMO_ATTEMPTS_PER_WINDOW = 20;
export const PROMO_WINDOW_MS = 10 * 60 * 1000;

/** How long an unpaid order holds its places (SPEC §9). */
export const HOLD_MS = PAYMENT_WINDOW_MINUTES * 60 * 1000;

/** A team race's order, as decided before its transaction (registration.service.ts teamOrder). */
interface TeamOrder {
  row: TeamRow;
  rules: TeamRules;
  captainPays: boolean;
  /** The members the order was made for (their ids, sorted): the team must still be these under its lock. */
  memberIds: number[];
  own: { id: number; personId: number; stage: number | null };
  teammates: Participant[];
}

/** A participant of an order request, resolved: who it is, their entry and what the booking needs. */
export interface Participant {
  kind: 'self' | 'relative' | 'friend' | 'teammate';
  entry: EntryValues;
  name: string;
  /** The profile of a self or relative entry (a friend has none). */
  person: PersonRow | null;
  /** A relative's link (created or linked). */
  relative: RelativeRow | null;
  /** A friend's address (lower case). */
  email: string | null;
  /** The token of a friend's invitation link (its SHA-256 is stored). */
  invitation: string | null;
  child: boolean;
  saveToProfile: boolean;
  /** A team race's member whose place this is (issue 17): their row, person and relay stage. */
  teamMember?: { id: number; personId: number | null; stage: number | null };
}

/** The race's gender and age rules as eligibility() reads them (the corporate cabinet's bookings too). */
export const raceRequirements = ({ event, race }: RaceOfEvent): RaceRequirements => ({
  startsAt: race.startsAt,
  timeZone: event.timeZone,
  gender: race.gender,
  minAge: race.minAge,
  maxAge: race.maxAge,
});

/** The pools of a race with their places taken (slot-pools.ts): without a children's pool all are adults'. */
export function poolsOf(race: RaceRow, taken: PoolsTaken): RacePools {
  const children =
    race.childCapacity === null ? null : { capacity: race.childCapacity, taken: taken.children };
  return {
    adults: { capacity: race.capacity, taken: children ? taken.adults : taken.adults + taken.children },
    children,
    childrenNeedAdult: race.childrenNeedAdult,
  };
}

/**
 * SPEC §2's steps of a race, of those this issue serves: a race for adults only needs no child's form; a race
 * for children only (that does not ask an accompanying adult) needs no form of the user's own.
 */
function stepsOf(race: RaceRow, offers: Offers): RegistrationStep[] {
  const hasOptions = offers.insurances.length > 0 || offers.items.length > 0;
  // a team race: the team (its members and stages) in place of the participants, then the user's own form
  if (race.format !== 'individual') {
    return ['team', 'my-form', ...(hasOptions ? (['options'] as const) : []), 'order'];
  }
  const adultsOnly = race.minAge !== null && race.minAge >= ADULT_AGE;
  const childrenOnly = race.maxAge !== null && race.maxAge < ADULT_AGE && !race.childrenNeedAdult;
  return [
    'participants',
    ...(childrenOnly ? [] : (['my-form'] as const)),
    ...(adultsOnly ? [] : (['participant-form'] as const)),
    'friend-form',
    'relative-form',
    ...(hasOptions ? (['options'] as const) : []),
    'order',
  ];
}

/** The commission of an event's orders: the event's own, else the tenant's (SPEC §9). */
export const commissionOf = (ctx: RequestContext, event: EventOfRace) =>
  event.commissionBp ?? ctx.tenant.commissionBp;

/**
 * The first step of every booking of a race, in its transaction (ADR 015): the race's row locked (each
 * booking of it waits here for the one before), the race open for registration as read under that lock
 * (closing the event's registration takes its races' locks first), and its holds past their time marked
 * expired. The runner's order and a company's (corp/corp-booking.ts) both start here.
 */
export async function lockRaceForBooking(
  repo: RegistrationRepo,
  raceId: number,
  now: Date,
): Promise<RaceRow> {
  const locked = await repo.lockRace(raceId);
  if (!locked) throw new DomainError('NOT_FOUND');
  const open = canRegister(
    raceState({
      now,
      startsAt: locked.startsAt,
      opensAt: locked.registrationOpensAt,
      closesAt: locked.registrationClosesAt,
      // places are the booking's to decide, pool by pool
      capacity: null,
      taken: 0,
      disabled: locked.registrationDisabled,
      eventStatus: await repo.eventStatus(locked.eventId),
    }),
  );
  if (!open) throw new DomainError('REGISTRATION_NOT_POSSIBLE');
  await repo.expireHoldsOfRace(raceId, now);
  return locked;
}

/** The order's amounts as the answers show them. */
function amountsOf(priced: OrderPricing, currency: string, promoCode: string | null): OrderAmounts {
  const money = (amount: number) => ({ amount, currency });
  return {
    full: money(priced.fullCost),
    insurance: money(priced.insurance),
    discount: money(priced.discount),
    commission: money(priced.commission),
    total: money(priced.total),
    promoCode,
  };
}

/**
 * The price each participant pays where the race lets them choose it (SPEC §5: within its minimum and
 * maximum; none given: the minimum); null where the race's price steps decide (an amount sent is ignored).
 */
export function customPriceOf(ctx: RequestContext, race: RaceRow, chosen: number | undefined): number | null {
  const { customPriceMin: min, customPriceMax: max } = race;
  if (min === null || max === null) return null;
  if (chosen === undefined) return min;
  const problem = chosen < min ? 'priceBelowMin' : chosen > max ? 'priceAboveMax' : null;
  if (problem) {
    throw new DomainError('VALIDATION_FAILED', {
      fields: { customPrice: VALIDATION_MESSAGES[problem][ctx.language] },
    });
  }
  return chosen;
}

/** The event's documents the my-order step's agreements link to. */
function documentLinks(event: EventOfRace) {
  const url = (kind: 'terms' | 'offer' | 'certificate') =>
    event.documents.find((d) => d.kind === kind)?.url ?? null;
  // the organizer's offer is the terms of the purchase; the event's regulations are the competition rules
  return { terms: url('offer'), rules: url('terms'), certificate: url('certificate') };
}

/**
 * The refusal of a booking problem, with the participant concerned where there is one: the user's own
 * entry or the first child found registered, or the one slot-pools.ts names.
 */
function refusal(problem: BookingProblem, participants: Participant[], registered: boolean[]): DomainError {
  const index =
    problem.code === 'ALREADY_REGISTERED'
      ? problem.participant
      : problem.code === 'ALREADY_SUBMITTED_MYSELF'
        ? participants.findIndex((p, i) => p.kind === 'self' && registered[i])
        : problem.code === 'ALREADY_SUBMITTED_CHILDREN'
          ? participants.findIndex((p, i) => p.child && registered[i])
          : -1;
  const p = participants[index];
  return new DomainError(problem.code, p ? { params: { participant: index, name: p.name } } : {});
}

/** The refusal of a participant found registered (a self entry, a child, anyone else). */
function alreadyRegistered(participants: Participant[], index: number): DomainError {
  const p = participants[index];
  const params = { participant: index, name: p?.name ?? '' };
  if (p?.kind === 'self') return new DomainError('ALREADY_SUBMITTED_MYSELF', { params });
  if (p?.child) return new DomainError('ALREADY_SUBMITTED_CHILDREN', { params });
  return new DomainError('ALREADY_REGISTERED', { params });
}

/**
 * The one-active-place-per-person index refusing a registration (the second line of defence behind the
 * race's row lock) as the refusal of the participant concerned; null for any other error.
 */
export function uniquePlaceRefusal(error: unknown, participants: Participant[]): DomainError | null {
  const violation = uniquePlaceViolation(error);
  if (!violation) return null;
  const index = participants.findIndex((p) => p.person?.id === violation.personId);
  const fallback = participants.findIndex((p) => p.person !== null);
  return alreadyRegistered(participants, index >= 0 ? index : fallback);
}

/** An event as the flow's answers show it, in the request's language. */
function eventView(ctx: RequestContext, event: EventOfRace) {
  return {
    code: event.code,
    name: pick(ctx.language, event.nameRu, event.nameEn),
    startsAt: event.startsAt.toISOString(),
    timeZone: event.timeZone,
  };
}

/**
 * The registration flow (issue 14): a race's registration context, the user's draft, placing an order that
 * holds places (DESIGN §5: under the race's row lock), its success page, and the sweeper of expired holds.
 */
export function createRegistrationService(
  deps: { db: Db; mailer: Mailer; limiter: RateLimiter },
  clock: () => Date = () => new Date(),
) {
  const { db, mailer, limiter } = deps;
  const teams = createTeamsService({ db, limiter }, clock);

  async function raceOf(
    ctx: RequestContext,
    eventCode: string,
    raceCode: string,
    executor: Executor = db,
  ): Promise<RaceOfEvent> {
    const found = await createRegistrationRepo(executor, ctx.tenant.id).raceByCodes(eventCode, raceCode);
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  /** One promo or access code attempt of the user (PROMO_ATTEMPTS_PER_WINDOW in PROMO_WINDOW_MS). */
  async function takePromoAttempt(ctx: RequestContext, userId: number): Promise<void> {
    await limiter.take([
      {
        bucket: `promo:${ctx.tenant.id}:${userId}`,
        limit: PROMO_ATTEMPTS_PER_WINDOW,
        windowMs: PROMO_WINDOW_MS,
        error: 'PROMO_CODE_LIMIT',
      },
    ]);
  }

  /** What the race sells with its registration: its insurance, its event's services and goods. */
  async function offersOf(
    ctx: RequestContext,
    { event, race }: RaceOfEvent,
    executor: Executor = db,
  ): Promise<Offers> {
    const options = createOptionsRepo(executor, ctx.tenant.id);
    const [insurances, items] = await Promise.all([
      options.insurancesOfRace(race.id),
      options.itemsOfEvent(event.id),
    ]);
    const variants = await options.variantsOf(items.map((i) => i.id));
    return { insurances, items, variants };
  }

  /**
   * Checks the entries by the race's form (400 with every field's error) and answers them parsed; a
   * friend's may leave what the friend completes blank (FRIEND_DEFERRABLE_FIELDS).
   */
  function checkedEntries(ctx: RequestContext, race: RaceRow, request: OrderRequest): EntryValues[] {
    const fields: Record<string, string> = {};
    const entries = request.participants.map((p, i) => {
      if (p.kind === 'relative' && p.relativeId === undefined)
        fields[`participants.${i}.relativeId`] = VALIDATION_MESSAGES.required[ctx.language];
      if (p.kind === 'friend' && !p.email)
        fields[`participants.${i}.email`] = VALIDATION_MESSAGES.emailRequired[ctx.language];
      const parsed = entrySchemaOf(race.formFields, { friend: p.kind === 'friend' }).safeParse(p.form);
      if (parsed.success) return parsed.data as EntryValues;
      Object.assign(
        fields,
        issueFields(parsed.error.issues, ['participants', i, 'form'], request, ctx.language),
      );
      return {};
    });
    if (Object.keys(fields).length) throw new DomainError('VALIDATION_FAILED', { fields });
    return entries;
  }

  /**
   * Who the order's participants are: the user's own person, the user's active relatives (anyone else's:
   * 404, so nothing tells them apart from ids that do not exist), friends by address. The same person twice
   * is PARTICIPANT_TWICE; a participant the race does not admit is NOT_ELIGIBLE.
   */
  async function participantsOf(
    ctx: RequestContext,
    raceOfEvent: RaceOfEvent,
    request: OrderRequest,
    entries: EntryValues[],
    own: PersonRow,
  ): Promise<Participant[]> {
    const user = signedInUser(ctx);
    const relatives = createRelativesRepo(db, ctx.tenant.id);
    const out: Participant[] = [];
    for (const [i, p] of request.participants.entries()) {
      const entry = entries[i] ?? {};
      let relative: RelativeRow | null = null;
      if (p.kind === 'relative') {
        relative = await relatives.byId(userIdOf(user), p.relativeId ?? 0);
        if (!relative || relative.status !== 'active') throw new DomainError('NOT_FOUND');
      }
      const person = p.kind === 'self' ? own : (relative?.person ?? null);
      const entrant = entrantOf(entry, person);
      out.push({
        kind: p.kind,
        entry,
        name: entryName(entry),
        person,
        relative,
        email: p.kind === 'friend' ? (p.email ?? '').toLowerCase() : null,
        invitation: p.kind === 'friend' ? newToken() : null,
        child: isChildOnRaceDay(entrant, raceRequirements(raceOfEvent)),
        saveToProfile: p.saveToProfile,
      });
    }
    // the same person twice: by person, and by address (a friend who is the user, or a linked relative)
    const seen = new Set<string>();
    for (const [i, p] of out.entries()) {
      const keys = [
        ...(p.person ? [`person:${p.person.id}`] : []),
        ...(p.kind === 'self' ? [`email:${user.email.toLowerCase()}`] : []),
        ...(p.relative?.email ? [`email:${p.relative.email.toLowerCase()}`] : []),
        ...(p.email ? [`email:${p.email}`] : []),
      ];
      if (keys.some((k) => seen.has(k)))
        throw new DomainError('PARTICIPANT_TWICE', { params: { participant: i, name: p.name } });
      for (const k of keys) seen.add(k);
    }
    for (const [i, p] of out.entries()) {
      if (!eligibility(entrantOf(p.entry, p.person), raceRequirements(raceOfEvent)).eligible)
        throw new DomainError('NOT_ELIGIBLE', { params: { participant: i, name: p.name } });
    }
    return out;
  }

  /** Writes the entries marked "save to profile" back: the user's own profile, a created relative's. */
  async function saveToProfiles(tx: Transaction, ctx: RequestContext, participants: Participant[]) {
    const profiles = createProfileRepo(tx, ctx.tenant.id);
    for (const p of participants) {
      const editable = p.kind === 'self' || p.relative?.kind === 'created';
      if (p.saveToProfile && p.person && editable) await saveEntryToProfile(profiles, p.person, p.entry);
    }
  }

  /**
   * A team race's order (issue 17): the team it is for must be the user's. The captain pays for everyone
   * where the race says so: the order then carries every other member as a teammate, and the team must be
   * complete (teams.ts). Otherwise the order is the user's own share. Null for an individual race.
   */
  async function teamOrder(
    ctx: RequestContext,
    { race }: RaceOfEvent,
    request: OrderRequest,
    own: PersonRow,
    userId: number,
  ): Promise<TeamOrder | null> {
    if (race.format === 'individual') return null;
    if (request.teamId === undefined) throw new DomainError('TEAM_REQUIRED');
    const self = request.participants[0];
    if (request.participants.length !== 1 || self?.kind !== 'self') {
      throw new DomainError('VALIDATION_FAILED', {
        fields: { participants: VALIDATION_MESSAGES.teamMembersMissing[ctx.language] },
      });
    }
    const repo = createTeamsRepo(db, ctx.tenant.id);
    const row = await repo.team(request.teamId);
    if (!row || row.raceId !== race.id) throw new DomainError('NOT_FOUND');
    const members = await repo.members(row.id, clock());
    const mine = members.find((m) => m.userId === userId || m.personId === own.id);
    if (!mine) throw new DomainError('NOT_FOUND');
    const captainPays = race.teamPayment === 'captain';
    if (captainPays && row.captainUserId !== userId) throw new DomainError('FORBIDDEN');
    const rules = (await teams.rulesOf(db, ctx, race))!;
    // where each pays, the captain's own order also pays for the members without an account of their own
    // (a relative the captain manages, a friend added by name): they have no way to pay themselves
    const paidFor = members.filter(
      (m) =>
        m.id !== mine.id &&
        (captainPays || (row.captainUserId === userId && m.userId === null && m.state === 'joined')),
    );
    const teammates: Participant[] = paidFor.map((m) => ({
      kind: 'teammate' as const,
      entry: { firstName: m.firstName, lastName: m.lastName, gender: m.gender, birthDate: m.birthDate },
      name: `${m.firstName} ${m.lastName}`.trim(),
      person: null,
      relative: null,
      email: m.email,
      invitation: null,
      child: false,
      saveToProfile: false,
      teamMember: { id: m.id, personId: m.personId, stage: m.stage },
    }));
    return {
      row,
      rules,
      captainPays,
      memberIds: members.map((m) => m.id).sort((a, b) => a - b),
      own: { id: mine.id, personId: own.id, stage: mine.stage },
      teammates,
    };
  }

  /**
   * Under the race's row lock: the team still takes its place or can take one (the race's teams counted
   * against its capacity), its members are those the order was made for, and — when the captain pays for
   * everyone — it is complete (stage counts, member range, the mixed rule) and nobody's place is ordered yet.
   */
  async function checkTeamBooking(
    tx: Transaction,
    ctx: RequestContext,
    race: RaceRow,
    team: TeamOrder,
    now: Date,
  ) {
    const repo = createTeamsRepo(tx, ctx.tenant.id);
    const locked = await repo.team(team.row.id, { lock: true });
    if (!locked) throw new DomainError('NOT_FOUND');
    if (!(await repo.takesPlace(locked.id, now))) {
      // its own hold lapsed: the others lapsed are let go, and it takes a place if one is free
      await repo.expireTeamsOfRace(race.id, now, locked.id);
      if (race.capacity !== null && (await repo.placesTaken(race.id, now, locked.id)) >= race.capacity) {
        throw new DomainError('LIMIT_REACHED');
      }
    }
    const members = await repo.members(locked.id, now);
    const ids = members.map((m) => m.id).sort((a, b) => a - b);
    if (ids.join() !== team.memberIds.join()) throw new DomainError('TEAM_CHANGED');
    if (!team.captainPays) {
      if (members.find((m) => m.id === team.own.id)?.state !== 'joined') {
        throw new DomainError('ALREADY_SUBMITTED_MYSELF');
      }
    } else if (!teamComplete(team.rules, members)) {
      throw new DomainError('TEAM_INCOMPLETE');
    }
    const paidFor = new Set([team.own.id, ...team.teammates.map((t) => t.teamMember?.id)]);
    const ordered = members.find((m) => paidFor.has(m.id) && m.id !== team.own.id && m.state !== 'joined');
    if (ordered) {
      throw new DomainError('ALREADY_REGISTERED', {
        params: { name: `${ordered.firstName} ${ordered.lastName}` },
      });
    }
  }

  /** The mails of a placed order; a mail that fails is logged, the order stands. */
  async function sendOrderMails(ctx: RequestContext, mail: OrderMailContext, participants: Participant[]) {
    for (const p of participants) {
      // the captain's own mail stands for the team's order; teammates are told by the team's page
      if (p.kind === 'teammate') continue;
      try {
        await mailer.send(
          ctx.tenant.id,
          p.email && p.invitation
            ? friendInvitationMail(mail, { to: p.email, participant: p.name, token: p.invitation })
            : registrationMail(mail, p.name),
        );
      } catch (err) {
        ctx.log.error({ err }, 'registration mail could not be sent');
      }
    }
  }

  return {
    /** GET /api/registration/:eventCode/:raceCode */
    async context(ctx: RequestContext, eventCode: string, raceCode: string): Promise<RegistrationContext> {
      const userId = userIdOf(signedInUser(ctx));
      const now = clock();
      // the user's people, places, draft and the race's stock, read under the tenant's row-level security
      const read = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const raceOfEvent = await raceOf(ctx, eventCode, raceCode, tx);
        const { race } = raceOfEvent;
        const repo = createRegistrationRepo(tx, ctx.tenant.id);
        const profiles = createProfileRepo(tx, ctx.tenant.id);
        const own = await ownPersonOf(profiles, userId);
        const relatives = (await createRelativesRepo(tx, ctx.tenant.id).list(userId)).filter(
          (r) => r.status === 'active',
        );
        const personIds = [own.id, ...relatives.map((r) => r.person.id)];
        const [documents, state, draftRow, offers, granted] = await Promise.all([
          profiles.documentsOf(personIds),
          repo.bookingState(race.id, { personIds, emails: [], userId, payer: 'MY_SELF' }, now),
          createDraftsRepo(tx, ctx.tenant.id).draftOf(userId),
          offersOf(ctx, raceOfEvent, tx),
          race.accessCodeRequired
            ? createPromoCodesRepo(tx, ctx.tenant.id).hasAccess(userId, race.id)
            : Promise.resolve(false),
        ]);
        const taken = await createOptionsRepo(tx, ctx.tenant.id).taken(
          offers.items.map((i) => i.id),
          now,
        );
        // a team race: its rules, the user's team, and its places counted in teams
        const teamRace =
          race.format === 'individual'
            ? null
            : {
                rules: await teams.raceTeam(tx, ctx, race),
                team: await teams.teamInRace(tx, ctx, race.id, userId),
                taken: await createTeamsRepo(tx, ctx.tenant.id).placesTaken(race.id, now),
              };
        return { raceOfEvent, own, relatives, documents, state, draftRow, offers, granted, taken, teamRace };
      });
      const { raceOfEvent, own, relatives, documents, state, draftRow, offers, granted, taken, teamRace } =
        read;
      const { event, race } = raceOfEvent;
      const { taken: places, price, personsHolding: holding } = state;
      const fields = raceFormFields(race.formFields);
      const requirements = raceRequirements(raceOfEvent);
      const choice = (person: PersonRow, scope: 'full' | 'names only') => {
        const profile: PersonProfileView = personView(person, documents.get(person.id) ?? []);
        const verdict = eligibility({ gender: profile.gender, birthDate: profile.birthDate }, requirements);
        return {
          fullName: fullNameOf(person),
          child: isChildOnRaceDay(profile, requirements),
          eligible: verdict.eligible,
          reason: verdict.eligible ? null : verdict.reason,
          registered: holding.has(person.id),
          prefill: prefillOf(profile, fields, scope),
        };
      };
      const adults = teamRace
        ? { capacity: race.capacity, taken: teamRace.taken }
        : poolsOf(race, places).adults;
      const draft =
        draftRow?.raceId === race.id ? (registrationDraftSchema.safeParse(draftRow.data).data ?? null) : null;
      return {
        event: eventView(ctx, event),
        race: {
          code: race.code,
          name: pick(ctx.language, race.nameRu, race.nameEn),
          lengthM: race.lengthM,
          startsAt: race.startsAt.toISOString(),
          state: raceState({
            now,
            startsAt: race.startsAt,
            opensAt: race.registrationOpensAt,
            closesAt: race.registrationClosesAt,
            capacity: adults.capacity,
            taken: adults.taken,
            disabled: race.registrationDisabled,
            eventStatus: event.status,
          }),
          placesLeft: placesLeft(adults.capacity, adults.taken),
          price,
          gender: race.gender,
          minAge: race.minAge,
          maxAge: race.maxAge,
          childrenPool: race.childCapacity !== null,
          childrenNeedAdult: race.childrenNeedAdult,
          fields,
          customPrice:
            race.customPriceMin !== null && race.customPriceMax !== null
              ? {
                  min: { amount: race.customPriceMin, currency: price.currency },
                  max: { amount: race.customPriceMax, currency: price.currency },
                }
              : null,
          access: race.accessCodeRequired ? (granted ? 'granted' : 'needs-code') : 'open',
          commissionBasisPoints: commissionOf(ctx, event),
          format: race.format,
          team: teamRace?.rules ?? null,
        },
        team: teamRace?.team ?? null,
        steps: stepsOf(race, offers),
        options: optionsView(offers, taken, ctx.language, calendarDay(race.startsAt, event.timeZone)),
        documents: documentLinks(event),
        me: choice(own, 'full'),
        // a linked account keeps its own profile: only its name is filled in
        relatives: relatives.map((r) => ({
          id: r.id,
          ...choice(r.person, r.kind === 'created' ? 'full' : 'names only'),
        })),
        draft,
      };
    },

    /** PUT /api/registration/draft: the user's one draft, for a race of this tenant. */
    async saveDraft(ctx: RequestContext, draft: RegistrationDraft): Promise<{ updatedAt: string }> {
      const userId = userIdOf(signedInUser(ctx));
      const { event, race } = await raceOf(ctx, draft.eventCode, draft.raceCode);
      await createDraftsRepo(db, ctx.tenant.id).save(
        userId,
        { eventId: event.id, raceId: race.id, data: { ...draft } },
        clock(),
      );
      return { updatedAt: draft.updatedAt };
    },

    /**
     * POST /api/registration/:eventCode/:raceCode/order. The entries and options are checked first; then,
     * in one transaction holding the race's row lock (DESIGN §5): the race's expired holds are marked, the
     * places taken counted and the booking decided (slot-pools.ts); the items' rows locked and their stock
     * counted; the discount code's row locked and its uses counted; the order priced (order-pricing.ts) and
     * written with its lines and one hold per participant. An order that costs nothing is paid and its
     * places confirmed at once.
     */
    async placeOrder(
      ctx: RequestContext,
      eventCode: string,
      raceCode: string,
      request: OrderRequest,
    ): Promise<OrderPlaced> {
      const user = signedInUser(ctx);
      const userId = userIdOf(user);
      const raceOfEvent = await raceOf(ctx, eventCode, raceCode);
      const { event, race } = raceOfEvent;
      const entries = checkedEntries(ctx, race, request);
      const unitPrice = customPriceOf(ctx, race, request.customPrice);
      const own = await ownPersonOf(createProfileRepo(db, ctx.tenant.id), userId);
      const participants = await participantsOf(ctx, raceOfEvent, request, entries, own);
      const team = await teamOrder(ctx, raceOfEvent, request, own, userId);
      if (team) participants.push(...team.teammates);
      if (team && participants[0]) participants[0].teamMember = team.own;
      const offers = await offersOf(ctx, raceOfEvent);
      const options = optionLines(
        offers,
        request.options,
        request.participants.map((p) => p.key),
        ctx.language,
      );
      const promos = createPromoCodesRepo(db, ctx.tenant.id);
      if (race.accessCodeRequired && !(await promos.hasAccess(userId, race.id))) {
        throw new DomainError('ACCESS_CODE_REQUIRED');
      }
      const code = request.promoCode ? await promos.byCode(request.promoCode) : null;
      const scope = { raceId: race.id, eventId: event.id };
      if (request.promoCode && (!code || !promoApplies(code, 'discount', { ...scope, now: clock() }))) {
        throw new DomainError('PROMO_CODE_INVALID');
      }
      const eventName = pick(ctx.language, event.nameRu, event.nameEn);
      const raceName = pick(ctx.language, race.nameRu, race.nameEn);

      // confined to the tenant by row-level security too (tenant-transaction.ts)
      const placed = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createRegistrationRepo(tx, ctx.tenant.id);
        const now = clock();
        const locked = await lockRaceForBooking(repo, race.id, now);
        if (team) await checkTeamBooking(tx, ctx, locked, team, now);
        const { taken, personsHolding, emailsHolding, payerHasOpenOrder, price } = await repo.bookingState(
          race.id,
          {
            personIds: [own.id, ...participants.flatMap((p) => (p.person ? [p.person.id] : []))],
            emails: participants.flatMap((p) => (p.email ? [p.email] : [])),
            userId,
            payer: request.payer,
          },
          now,
        );
        const registered = participants.map((p) =>
          p.person ? personsHolding.has(p.person.id) : emailsHolding.has(p.email ?? ''),
        );
        // a team race's places are its teams' (checked above); the pools still see who is registered
        const pools: RacePools = team
          ? { adults: { capacity: null, taken: 0 }, children: null, childrenNeedAdult: false }
          : poolsOf(locked, taken);
        const problem = bookingProblem(pools, {
          participants: participants.map((p, i) => ({
            self: p.kind === 'self',
            child: p.child,
            registered: registered[i] ?? false,
          })),
          selfRegistered: personsHolding.has(own.id),
          payerHasOpenOrder,
        });
        if (problem) throw refusal(problem, participants, registered);

        // the goods: their rows locked, then what is left counted (SPEC §8: the order adjusts to it)
        const stock = createOptionsRepo(tx, ctx.tenant.id);
        const itemIds = [...new Set(options.flatMap((l) => (l.itemId === null ? [] : [l.itemId])))];
        await stock.lockItems(itemIds);
        const short = stockShortages(offers, options, await stock.taken(itemIds, now));
        if (short.length) throw new DomainError('OUT_OF_STOCK', { stock: short });

        // the discount code: its row locked, then its uses counted (one use per order)
        let applied: PromoCodeRow | null = null;
        if (code) {
          const codes = createPromoCodesRepo(tx, ctx.tenant.id);
          const current = await codes.lock(code.id);
          const uses = await codes.uses(code.id, userId, now);
          const usedUp =
            !current ||
            (current.maxUses !== null && uses.total >= current.maxUses) ||
            (current.maxUsesPerUser !== null && uses.byUser >= current.maxUsesPerUser);
          if (usedUp || !promoApplies(current, 'discount', { ...scope, now })) {
            throw new DomainError('PROMO_CODE_INVALID');
          }
          applied = current;
        }

        const amount = unitPrice ?? price.amount;
        const priced = priceOrder({
          lines: [
            ...participants.map(() => ({ kind: 'registration' as const, unitAmount: amount, quantity: 1 })),
            ...options,
          ],
          commissionBasisPoints: commissionOf(ctx, event),
          discount: applied ? discountOf(applied) : null,
        });
        const free = priced.total === 0;
        const expiresAt = free ? null : new Date(now.getTime() + HOLD_MS);
        const order = await repo.insertOrder({
          userId,
          eventId: event.id,
          raceId: race.id,
          payer: request.payer,
          status: free ? 'paid' : 'awaiting-payment',
          totalAmount: priced.total,
          fullAmount: priced.fullCost,
          insuranceAmount: priced.insurance,
          discountAmount: priced.discount,
          commissionAmount: priced.commission,
          promoCodeId: applied?.id ?? null,
          currency: price.currency,
          expiresAt,
          createdAt: now,
          paidAt: free ? now : null,
        });
        const registrationIds = await repo.insertRegistrations(
          participants.map((p) => {
            const entrant = entrantOf(p.entry, p.person);
            const city = p.entry['city'] ?? p.person?.city;
            return {
              eventId: event.id,
              raceId: race.id,
              status: free ? 'confirmed' : 'pending',
              expiresAt,
              firstName: String(p.entry['firstName']),
              lastName: String(p.entry['lastName']),
              gender: entrant.gender === 'unknown' ? null : entrant.gender,
              birthDate: entrant.birthDate,
              cityName: typeof city === 'string' && city ? city : null,
              personId: p.person?.id ?? p.teamMember?.personId ?? null,
              userId,
              orderId: order.id,
              participantKind: p.kind,
              teamId: team?.row.id ?? null,
              teamMemberId: p.teamMember?.id ?? null,
              stage: p.teamMember?.stage ?? null,
              pool: p.child && locked.childCapacity !== null ? 'children' : 'adults',
              entry: p.entry,
              email: p.email,
              invitationHash: p.invitation ? tokenHash(p.invitation) : null,
            };
          }),
        );
        const registrationOf = new Map(request.participants.map((p, i) => [p.key, registrationIds[i]!]));
        await repo.insertOrderLines(order.id, [
          ...participants.map((p, i) => ({
            kind: 'registration' as const,
            name: `${eventName}, ${raceName}: ${p.name}`,
            priceAmount: amount,
            count: 1,
            registrationId: registrationIds[i]!,
          })),
          ...options.map((line) => {
            const participant =
              participants[request.participants.findIndex((p) => p.key === line.participantKey)];
            return {
              kind: line.kind === 'good' ? ('product' as const) : line.kind,
              name: participant ? `${line.name}: ${participant.name}` : line.name,
              priceAmount: line.unitAmount,
              count: line.quantity,
              registrationId: line.participantKey ? (registrationOf.get(line.participantKey) ?? null) : null,
              itemId: line.itemId,
              variantId: line.variantId,
              insuranceId: line.insuranceId,
            };
          }),
        ]);
        await saveToProfiles(tx, ctx, participants);
        return { order, expiresAt, priced, currency: price.currency, free };
      }).catch((error: unknown) => {
        throw uniquePlaceRefusal(error, participants) ?? error;
      });

      // after the commit: the draft is done with, and the mails go
      try {
        await createDraftsRepo(db, ctx.tenant.id).delete(userId, race.id);
      } catch (err) {
        ctx.log.error({ err }, 'registration draft could not be deleted');
      }
      await sendOrderMails(
        ctx,
        {
          lang: ctx.language,
          siteName: ctx.tenant.name,
          origin: ctx.origin,
          event: { code: event.code, name: eventName, startsAt: event.startsAt, timeZone: event.timeZone },
          race: { code: race.code, name: raceName, startsAt: race.startsAt },
          order: {
            number: placed.order.number,
            status: placed.free ? 'paid' : 'awaiting-payment',
            expiresAt: placed.expiresAt,
          },
          adder: { name: fullNameOf(own) || user.fullName, email: user.email },
        },
        participants,
      );
      const amounts = amountsOf(placed.priced, placed.currency, code?.code ?? null);
      return {
        orderNumber: placed.order.number,
        status: placed.free ? 'paid' : 'awaiting-payment',
        expiresAt: placed.expiresAt?.toISOString() ?? null,
        total: amounts.total,
        amounts,
      };
    },

    /**
     * POST …/promo: whether a discount code applies to an order of this race now (one use left for the
     * user), and its effect for the my-order preview. Attempts are limited: codes are not for guessing.
     */
    async checkPromo(
      ctx: RequestContext,
      eventCode: string,
      raceCode: string,
      typed: string,
    ): Promise<PromoApplied> {
      const userId = userIdOf(signedInUser(ctx));
      await takePromoAttempt(ctx, userId);
      const { event, race } = await raceOf(ctx, eventCode, raceCode);
      const promos = createPromoCodesRepo(db, ctx.tenant.id);
      const code = await promos.byCode(typed);
      const now = clock();
      if (!code || !promoApplies(code, 'discount', { raceId: race.id, eventId: event.id, now })) {
        throw new DomainError('PROMO_CODE_INVALID');
      }
      const uses = await promos.uses(code.id, userId, now);
      if (
        (code.maxUses !== null && uses.total >= code.maxUses) ||
        (code.maxUsesPerUser !== null && uses.byUser >= code.maxUsesPerUser)
      ) {
        throw new DomainError('PROMO_CODE_INVALID');
      }
      return { code: code.code, discount: discountOf(code) };
    },

    /** POST …/access: the promo-code gate; a right access code opens registration for this race only. */
    async grantAccess(
      ctx: RequestContext,
      eventCode: string,
      raceCode: string,
      typed: string,
    ): Promise<void> {
      const userId = userIdOf(signedInUser(ctx));
      await takePromoAttempt(ctx, userId);
      const { event, race } = await raceOf(ctx, eventCode, raceCode);
      if (!race.accessCodeRequired) return;
      const promos = createPromoCodesRepo(db, ctx.tenant.id);
      const code = await promos.byCode(typed);
      if (!code || !promoApplies(code, 'access', { raceId: race.id, eventId: event.id, now: clock() })) {
        throw new DomainError('ACCESS_CODE_INVALID');
      }
      await promos.grantAccess(userId, race.id, code.id);
    },

    /** GET /api/registration/orders/:number: the user's own order (a hold past its time reads expired). */
    async order(ctx: RequestContext, number: string): Promise<RegistrationSuccess> {
      const userId = userIdOf(signedInUser(ctx));
      // read under the tenant's row-level security (ADR 014)
      const { found, registrations, lines } = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createRegistrationRepo(tx, ctx.tenant.id);
        const found = await repo.orderOfUser(userId, number);
        if (!found) throw new DomainError('NOT_FOUND');
        const [registrations, lines] = await Promise.all([
          repo.registrationsOfOrder(found.order.id),
          repo.linesOfOrder(found.order.id),
        ]);
        return { found, registrations, lines };
      });
      const { order, event, race } = found;
      const now = clock().getTime();
      const lapsed = (expiresAt: Date | null) => expiresAt !== null && expiresAt.getTime() <= now;
      const money = (amount: number) => ({ amount, currency: order.currency });
      return {
        event: eventView(ctx, event),
        race: { code: race.code, name: pick(ctx.language, race.nameRu, race.nameEn) },
        order: {
          number: order.number,
          status: order.status === 'awaiting-payment' && lapsed(order.expiresAt) ? 'expired' : order.status,
          expiresAt: order.expiresAt?.toISOString() ?? null,
          total: money(order.totalAmount),
          amounts: {
            full: money(order.fullAmount),
            insurance: money(order.insuranceAmount),
            discount: money(order.discountAmount),
            commission: money(order.commissionAmount),
            total: money(order.totalAmount),
            promoCode: found.promoCode,
          },
          lines: lines.map((l) => ({
            kind: l.kind,
            name: l.name,
            price: money(l.priceAmount),
            count: l.count,
          })),
        },
        participants: registrations.map((r) => ({
          fullName: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
          kind: r.kind ?? 'self',
          status: r.status === 'pending' && lapsed(r.expiresAt) ? 'expired' : r.status,
          bib: r.bib,
        })),
      };
    },

    /**
     * Marks every tenant's holds past their time expired, then the orders awaiting payment that hold no
     * place any more (run by the app's timer, hold-sweeper.ts; callable from tests).
     */
    async sweepExpiredHolds(now: Date): Promise<{ registrations: number; orders: number }> {
      const sweep = createHoldsSweepRepo(db);
      const registrations = await sweep.expireRegistrations(now);
      const orders = await sweep.expireOrders(now);
      await sweep.expireTeams(now);
      return { registrations, orders };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
