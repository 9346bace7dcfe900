import { eligibility, isChildOnRaceDay } from '../../shared/domain/race-eligibility.js';
import { priceOrder } from '../../shared/domain/order-pricing.js';
import { bookingProblem, placesNeeded, poolLeft } from '../../shared/domain/slot-pools.js';
import type { CorpBooking } from '../../shared/schemas/corp-registrations.js';
import { newToken, tokenHash } from '../auth/sessions.js';
import { pick } from '../catalogue/cards.js';
import type { Transaction } from '../db/client.js';
import { DomainError } from '../domain-error.js';
import { createRegistrationRepo, uniquePlaceViolation } from '../registration/registration.repo.js';
import {
  commissionOf,
  customPriceOf,
  lockRaceForBooking,
  poolsOf,
  raceRequirements,
} from '../registration/registration.service.js';
import type { RequestContext } from '../request-context.js';
import type { BookingEmployee, CorpBookingRepo, RaceToBook } from './corp-booking.repo.js';

/*
 * A company's booking (issue 19 item 7, ADR 031 point 6), written with the registration flow's own pieces
 * (ADR 015, 017): the race's row lock and its open state (`lockRaceForBooking`), its places taken and who
 * holds one (`bookingState`), the pools (`poolsOf`, `bookingProblem`), the price in force and the pricing
 * function, the order's number and rows. What is the company's own: who its employees are (their ids are
 * the company's, else CORP_EMPLOYEES_UNKNOWN), the refusals naming every employee concerned, places by
 * link, and the hold of the event's `corporate_hold_days`. Nothing is written unless all of it is booked.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** An employee's name as entries and refusals show it. */
export const employeeName = (e: Pick<BookingEmployee, 'lastName' | 'firstName'>) =>
  `${e.lastName} ${e.firstName}`.trim();

/** The employee as an entrant of the race's gender and age rules. */
export const entrantOf = (e: Pick<BookingEmployee, 'gender' | 'birthDate'>) => ({
  gender: e.gender ?? ('unknown' as const),
  birthDate: e.birthDate,
});

/** Who a booking is for, checked before the lock: the employees (all of the company) and how many by link. */
export interface BookingRequest {
  race: RaceToBook;
  employees: BookingEmployee[];
  quota: number;
}

export interface Booked {
  order: { id: number; number: string };
  expiresAt: Date | null;
  total: number;
  /** The tokens of the places by link, in booking order. */
  links: string[];
  /** Each employee's place with the token of the link to their entry. */
  employees: { employee: BookingEmployee; token: string }[];
}

/**
 * The employees of the request, checked: every id the company's (the same refusal for another company's
 * and for none, naming nobody), each admitted by the race's rules (all who are not named at once).
 */
export async function checkedEmployees(
  repo: CorpBookingRepo,
  companyId: number,
  input: CorpBooking,
  race: RaceToBook,
): Promise<BookingEmployee[]> {
  const found = await repo.employeesByIds(companyId, input.employeeIds);
  if (found.length !== input.employeeIds.length) throw new DomainError('CORP_EMPLOYEES_UNKNOWN');
  const byId = new Map(found.map((e) => [e.id, e]));
  const employees = input.employeeIds.map((id) => byId.get(id)!);
  const requirements = raceRequirements(race);
  const ineligible = employees.filter((e) => !eligibility(entrantOf(e), requirements).eligible);
  if (ineligible.length) {
    throw new DomainError('CORP_NOT_ELIGIBLE', {
      params: { names: ineligible.map(employeeName).join(', ') },
    });
  }
  return employees;
}

/**
 * Books the places in the caller's transaction: under the race's lock, refuses employees holding a place
 * (their own entry, an entry by their address, or an earlier company order: unlinked employees have no
 * person, so their employee id is what tells), then places beyond the pools; then writes one order of
 * the company, one registration and one line per place.
 */
export async function bookPlaces(
  tx: Transaction,
  ctx: RequestContext,
  corp: CorpBookingRepo,
  request: BookingRequest,
  who: { companyId: number; userId: number; now: Date },
): Promise<Booked> {
  const { race: raceOfEvent, employees, quota } = request;
  const { event, race } = raceOfEvent;
  const { now } = who;
  const repo = createRegistrationRepo(tx, ctx.tenant.id);
  const locked = await lockRaceForBooking(repo, race.id, now);
  const personIds = employees.flatMap((e) => (e.personId === null ? [] : [e.personId]));
  const emails = employees.flatMap((e) => (e.email ? [e.email.toLowerCase()] : []));
  const [state, holding] = await Promise.all([
    repo.bookingState(race.id, { personIds, emails, userId: who.userId, payer: 'MY_SELF' }, now),
    corp.employeesHolding(
      race.id,
      employees.map((e) => e.id),
      now,
    ),
  ]);
  const registered = employees.filter(
    (e) =>
      holding.has(e.id) ||
      (e.personId !== null && state.personsHolding.has(e.personId)) ||
      (e.email !== null && state.emailsHolding.has(e.email.toLowerCase())),
  );
  if (registered.length) {
    throw new DomainError('CORP_ALREADY_REGISTERED', {
      params: { names: registered.map(employeeName).join(', ') },
    });
  }

  const requirements = raceRequirements(raceOfEvent);
  const children = employees.map((e) => isChildOnRaceDay(entrantOf(e), requirements));
  const participants = [
    ...children.map((child) => ({ self: false, child, registered: false })),
    ...Array.from({ length: quota }, () => ({ self: false, child: false, registered: false })),
  ];
  const pools = poolsOf(locked, state.taken);
  const problem = bookingProblem(pools, {
    participants,
    // the company's adults in the order accompany its children where the race asks for an adult
    selfRegistered: children.some((child) => !child),
    payerHasOpenOrder: false,
  });
  if (problem) {
    const needed = placesNeeded(pools, participants);
    const childrenShort = problem.code === 'NO_CHILDREN_SLOTS' && pools.children;
    if (problem.code === 'MYSELF_DONT_BUY_SLOTS') throw new DomainError(problem.code);
    throw new DomainError('CORP_PLACES_LEFT', {
      params: childrenShort
        ? { left: poolLeft(pools.children!), asked: needed.children }
        : { left: poolLeft(pools.adults), asked: needed.adults },
    });
  }

  const amount = customPriceOf(ctx, locked, undefined) ?? state.price.amount;
  const count = employees.length + quota;
  const priced = priceOrder({
    lines: Array.from({ length: count }, () => ({
      kind: 'registration' as const,
      unitAmount: amount,
      quantity: 1,
    })),
    commissionBasisPoints: commissionOf(ctx, event),
    discount: null,
  });
  const free = priced.total === 0;
  const expiresAt = free ? null : new Date(now.getTime() + event.corporateHoldDays * DAY_MS);
  const order = await repo.insertOrder({
    userId: who.userId,
    eventId: event.id,
    raceId: race.id,
    payer: 'MY_SELF',
    status: free ? 'paid' : 'awaiting-payment',
    totalAmount: priced.total,
    fullAmount: priced.fullCost,
    insuranceAmount: priced.insurance,
    discountAmount: priced.discount,
    commissionAmount: priced.commission,
    promoCodeId: null,
    currency: state.price.currency,
    expiresAt,
    createdAt: now,
    paidAt: free ? now : null,
    companyId: who.companyId,
  });
  const tokens = Array.from({ length: count }, () => newToken());
  const common = {
    eventId: event.id,
    raceId: race.id,
    status: free ? ('confirmed' as const) : ('pending' as const),
    expiresAt,
    userId: who.userId,
    orderId: order.id,
    // somebody other than the one who booked, with a link to their entry (the friend-entry flow)
    participantKind: 'friend' as const,
  };
  const ids = await repo
    .insertRegistrations([
      ...employees.map((e, i) => ({
        ...common,
        firstName: e.firstName,
        lastName: e.lastName,
        gender: e.gender,
        birthDate: e.birthDate,
        personId: e.personId,
        pool: children[i] && locked.childCapacity !== null ? ('children' as const) : ('adults' as const),
        entry: {
          lastName: e.lastName,
          firstName: e.firstName,
          ...(e.patronymic ? { patronymic: e.patronymic } : {}),
          ...(e.gender ? { gender: e.gender } : {}),
          ...(e.birthDate ? { birthDate: e.birthDate } : {}),
        },
        email: e.email?.toLowerCase() ?? null,
        invitationHash: tokenHash(tokens[i]!),
        companyEmployeeId: e.id,
      })),
      ...tokens.slice(employees.length).map((token) => ({
        ...common,
        pool: 'adults' as const,
        entry: {},
        invitationHash: tokenHash(token),
      })),
    ])
    .catch((error: unknown) => {
      const violation = uniquePlaceViolation(error);
      if (!violation) throw error;
      const who = employees.find((e) => e.personId === violation.personId);
      throw new DomainError('CORP_ALREADY_REGISTERED', { params: { names: who ? employeeName(who) : '' } });
    });
  const eventName = pick(ctx.language, event.nameRu, event.nameEn);
  const raceName = pick(ctx.language, race.nameRu, race.nameEn);
  const byLink = ctx.language === 'en' ? 'place by link' : 'место по ссылке';
  await repo.insertOrderLines(
    order.id,
    ids.map((registrationId, i) => ({
      kind: 'registration' as const,
      name: `${eventName}, ${raceName}: ${employees[i] ? employeeName(employees[i]) : byLink}`,
      priceAmount: amount,
      count: 1,
      registrationId,
    })),
  );
  return {
    order,
    expiresAt,
    total: priced.total,
    links: tokens.slice(employees.length),
    employees: employees.map((employee, i) => ({ employee, token: tokens[i]! })),
  };
}
