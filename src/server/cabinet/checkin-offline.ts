import {
  eligibility,
  isChildOnRaceDay,
  type Ineligibility,
  type RaceRequirements,
} from '../../shared/domain/race-eligibility.js';
import { bookingProblem } from '../../shared/domain/slot-pools.js';
import {
  CHECKIN_MESSAGES,
  offlineRegistrationSchema,
  type OfflineRegistered,
  type OfflineRegistration,
} from '../../shared/schemas/cabinet-checkin.js';
import { pick } from '../catalogue/cards.js';
import type { Db } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { createRegistrationRepo } from '../registration/registration.repo.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { uniqueViolationOf } from '../teams/teams.repo.js';
import { eventFor } from './cabinet-access.js';
import { offlineRegistrationMail } from './cabinet-mails.js';
import { createCheckinRepo, type CheckinEntryRow } from './checkin.repo.js';
import { createEntryDetailRepo } from './entry-detail.repo.js';
import { entryView, offlineOpen } from './checkin-view.js';

/*
 * Offline registration at the start-pack point (issue 18 item 5, SPEC §4: a closed race registers only
 * there; ADR 025). In one transaction holding the race's row lock, as the online booking does (DESIGN §5):
 * the form's key looked up first (a second tap finds the first's entry), the race's state and rules
 * checked, its expired holds marked, a runner of the same name and birth date refused (the form filled
 * twice), the places counted and the booking decided (slot-pools.ts); then an
 * order paid at once (no account: the operator sold it), its line, its payment in cash or by card, a
 * confirmed entry that shows in the entries table and the start list at once, and the entry's history
 * saying who registered it. With an e-mail typed, the participant is mailed the confirmation after the
 * commit (once: a repeated tap answers the first one's entry and mails nothing).
 */

const KEY_INDEX = 'orders_offline_key_unique';

/** The field a race rule refuses, with its message in the operator's language. */
function ruleRefusal(ctx: RequestContext, reason: Ineligibility, race: RaceRequirements): DomainError {
  const lang = ctx.language;
  const fields: Record<string, string> =
    reason === 'too-young'
      ? { birthDate: CHECKIN_MESSAGES.tooYoung[lang].replace('{age}', String(race.minAge)) }
      : reason === 'too-old'
        ? { birthDate: CHECKIN_MESSAGES.tooOld[lang].replace('{age}', String((race.maxAge ?? 0) + 1)) }
        : { gender: CHECKIN_MESSAGES.gender[lang] };
  return new DomainError('VALIDATION_FAILED', { fields });
}

export async function registerOffline(
  deps: { db: Db; mailer: Pick<Mailer, 'send'> },
  clock: () => Date,
  ctx: RequestContext,
  code: string,
  input: OfflineRegistration,
): Promise<OfflineRegistered> {
  const { db } = deps;
  const form = offlineRegistrationSchema.parse(input);
  const soldBy = userIdOf(signedInUser(ctx));
  const mailedTo = form.email || null;
  // a repeated form: the entry its first tap made, whose mail (if any) that tap sent
  const earlierEntry = (row: CheckinEntryRow): { registered: OfflineRegistered; mail: null } => ({
    registered: { ...entryView(ctx.language, row), mailedTo },
    mail: null,
  });
  const byKey = () =>
    tenantTransaction(db, ctx.tenant.id, async (tx) => {
      const { event } = await eventFor(tx, ctx, code, 'checkin');
      const repo = createCheckinRepo(tx, ctx.tenant.id);
      const id = await repo.registrationOfKey(form.key);
      const row = id === null ? null : await repo.entry(event.id, id, clock());
      if (!row) throw new DomainError('NOT_FOUND');
      return earlierEntry(row);
    });

  let done: { registered: OfflineRegistered; mail: Mail | null };
  try {
    done = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
      const { event, role } = await eventFor(tx, ctx, code, 'checkin');
      const repo = createCheckinRepo(tx, ctx.tenant.id);
      const booking = createRegistrationRepo(tx, ctx.tenant.id);
      const found = (await repo.races(event.id)).find((r) => r.code === form.race);
      if (!found) throw new DomainError('NOT_FOUND');
      const race = await booking.lockRace(found.id);
      if (!race) throw new DomainError('NOT_FOUND');
      const now = clock();

      // the same form sent again (a double tap, a retry after a lost answer): the entry it made
      const earlier = await repo.registrationOfKey(form.key);
      if (earlier !== null) {
        const row = await repo.entry(event.id, earlier, now);
        if (row) return earlierEntry(row);
      }

      if (!offlineOpen(race, await repo.eventStatus(event.id), now)) {
        throw new DomainError('OFFLINE_REGISTRATION_CLOSED');
      }
      const requirements: RaceRequirements = {
        startsAt: race.startsAt,
        timeZone: event.timeZone,
        gender: race.gender,
        minAge: race.minAge,
        maxAge: race.maxAge,
      };
      const entrant = { gender: form.gender, birthDate: form.birthDate };
      const verdict = eligibility(entrant, requirements);
      if (!verdict.eligible) throw ruleRefusal(ctx, verdict.reason, requirements);

      await booking.expireHoldsOfRace(race.id, now);
      if (await repo.holdsPlace(race.id, form, now)) {
        throw new DomainError('OFFLINE_ALREADY_REGISTERED', {
          params: {
            name: `${form.lastName} ${form.firstName}`,
            race: pick(ctx.language, race.nameRu, race.nameEn),
          },
        });
      }
      const { taken, price } = await booking.bookingState(
        race.id,
        { personIds: [], emails: [], userId: 0, payer: 'MY_SELF' },
        now,
      );
      const child = isChildOnRaceDay(entrant, requirements);
      const children =
        race.childCapacity === null ? null : { capacity: race.childCapacity, taken: taken.children };
      const problem = bookingProblem(
        {
          adults: {
            capacity: race.capacity,
            taken: children ? taken.adults : taken.adults + taken.children,
          },
          children,
          // the accompanying adult stands at the desk: the operator sees them, the booking need not
          childrenNeedAdult: false,
        },
        {
          participants: [{ self: false, child, registered: false }],
          selfRegistered: false,
          payerHasOpenOrder: false,
        },
      );
      if (problem)
        throw new DomainError(problem.code === 'NO_CHILDREN_SLOTS' ? problem.code : 'LIMIT_REACHED');

      const order = await repo.insertOrder({
        eventId: event.id,
        raceId: race.id,
        soldBy,
        key: form.key,
        amount: price.amount,
        currency: price.currency,
        at: now,
      });
      const [registrationId] = await booking.insertRegistrations([
        {
          eventId: event.id,
          raceId: race.id,
          status: 'confirmed',
          expiresAt: null,
          firstName: form.firstName,
          lastName: form.lastName,
          gender: form.gender,
          birthDate: form.birthDate,
          orderId: order.id,
          pool: child && race.childCapacity !== null ? 'children' : 'adults',
          email: form.email || null,
          entry: {
            lastName: form.lastName,
            firstName: form.firstName,
            gender: form.gender,
            birthDate: form.birthDate,
            ...(form.phone ? { phone: form.phone } : {}),
            ...(form.email ? { email: form.email } : {}),
          },
        },
      ]);
      const eventName = pick(ctx.language, event.nameRu, event.nameEn);
      const raceName = pick(ctx.language, race.nameRu, race.nameEn);
      await repo.recordSale({
        orderId: order.id,
        registrationId: registrationId!,
        line: `${eventName}, ${raceName}: ${form.lastName} ${form.firstName}`,
        amount: price.amount,
        currency: price.currency,
        method: form.method,
        soldBy,
        language: ctx.language,
        at: now,
      });
      const paid = price.amount > 0 ? form.method : null;
      await createEntryDetailRepo(tx, ctx.tenant.id).recordChange({
        registrationId: registrationId!,
        kind: 'registered-offline',
        actorUserId: soldBy,
        actor: `${role}:${soldBy}`,
        details: {
          race: { ru: race.nameRu, en: race.nameEn },
          amount: price.amount,
          currency: price.currency,
          method: paid,
          mailedTo,
        },
        orderId: order.id,
        createdAt: now,
      });
      const row = (await repo.entry(event.id, registrationId!, now))!;
      // in the operator's language, the one the payment was taken in (payments.language)
      const mail = mailedTo
        ? offlineRegistrationMail({
            to: mailedTo,
            lang: ctx.language,
            tenant: ctx.tenant.name,
            origin: ctx.origin,
            event,
            race,
            participant: `${form.firstName} ${form.lastName}`,
            bib: row.bib,
            order: order.number,
            paid: { amount: price.amount, currency: price.currency, method: form.method },
          })
        : null;
      return { registered: { ...entryView(ctx.language, row), mailedTo }, mail };
    });
  } catch (error) {
    // two taps that passed the key's lookup together (the race's lock makes it all but impossible)
    if (uniqueViolationOf(error) === KEY_INDEX) done = await byKey();
    else throw error;
  }
  if (done.mail) await deps.mailer.send(ctx.tenant.id, done.mail);
  return done.registered;
}
