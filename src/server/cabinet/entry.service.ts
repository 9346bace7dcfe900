import { can } from '../../shared/domain/cabinet-permissions.js';
import { transition } from '../../shared/domain/order-state.js';
import { priceOrder } from '../../shared/domain/order-pricing.js';
import {
  eligibility,
  isChildOnRaceDay,
  type Entrant,
  type RaceRequirements,
} from '../../shared/domain/race-eligibility.js';
import type {
  CabinetEntry,
  EntryCancel,
  EntryChanged,
  EntryEdit,
  EntryMove,
} from '../../shared/schemas/cabinet-entry.js';
import type { EntryValues } from '../../shared/schemas/registration.js';
import { VALIDATION_MESSAGES } from '../../shared/validation-messages.js';
import { pick } from '../catalogue/cards.js';
import type { Language } from '../../shared/constants.js';
import type { Db, Executor } from '../db/client.js';
import type { RegistrationRow } from '../db/schema.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import { message } from '../http/messages.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { createPaymentsRepo } from '../payments/payments.repo.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { entrySchemaOf, issueFields } from '../registration/entry.js';
import { createRegistrationRepo, uniquePlaceViolation } from '../registration/registration.repo.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { eventFor } from './cabinet-access.js';
import { moveDueMail } from './cabinet-mails.js';
import { cabinetOrderOf } from './cabinet-order-view.js';
import { createCabinetOrdersRepo } from './cabinet-orders.repo.js';
import type { CabinetEventRow } from './cabinet.repo.js';
import { entryChanges } from './entry-changes.js';
import { createEntryDetailRepo, type EntryRaceRow } from './entry-detail.repo.js';
import { entryView, placesLeft, stateAt } from './entry-view.js';

/*
 * One entry in the organizer cabinet (issue 18 item 3, ADR 026): its page, and the organizer's three
 * changes — the participant's data edited by the registration form's own rules, a move to another race of
 * the event (its place taken under the target race's row lock, its gender and age rules met, the price
 * difference charged as an order of its own or refunded), and a cancellation with a refund. Every change is
 * written to registration_changes with who and when; money moves only through the payments service. The
 * order's owner is mailed what a move costs them (the difference's order, with the link to pay it) or
 * gives back (the payments service's refund mail), in the language they paid in.
 */

const requirementsOf = (event: CabinetEventRow, race: EntryRaceRow): RaceRequirements => ({
  startsAt: race.startsAt,
  timeZone: event.timeZone,
  gender: race.gender,
  minAge: race.minAge,
  maxAge: race.maxAge,
});

const entrantOfRow = (r: Pick<RegistrationRow, 'gender' | 'birthDate'>): Entrant => ({
  gender: r.gender ?? 'unknown',
  birthDate: r.birthDate,
});

const fullName = (r: Pick<RegistrationRow, 'firstName' | 'lastName'>) =>
  `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim();

/** The fields the organizer edits: the race's form, and always the gender and birth date (they decide the place). */
const editedFields = (race: EntryRaceRow) => [...new Set([...race.formFields, 'birthDate', 'gender'])];

export function createEntryService(
  deps: { db: Db; payments: PaymentsService; mailer: Pick<Mailer, 'send'> },
  clock = () => new Date(),
) {
  const { db, payments, mailer } = deps;

  const actorOf = (ctx: RequestContext, role: string) => {
    const user = signedInUser(ctx);
    return { actorUserId: userIdOf(user), actor: `${role}:${user.id}` };
  };

  /** The entry's page after a change, read in a transaction of its own. */
  const reread = (ctx: RequestContext, code: string, id: number) =>
    tenantTransaction(db, ctx.tenant.id, async (tx) => {
      const { event, role } = await eventFor(tx, ctx, code, 'entries.view');
      return entryView(tx, ctx, event, role, id, clock());
    });

  return {
    /** GET /api/cabinet/events/:code/entries/:id */
    async show(ctx: RequestContext, code: string, id: number): Promise<CabinetEntry> {
      return reread(ctx, code, id);
    },

    /**
     * PUT /api/cabinet/events/:code/entries/:id: the participant's data checked as registration checks it
     * (400 with every field's message under `form.…`), the race's gender and age rules still met.
     */
    async edit(ctx: RequestContext, code: string, id: number, input: EntryEdit): Promise<CabinetEntry> {
      await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event, role } = await eventFor(tx, ctx, code, 'entries.edit');
        const repo = createEntryDetailRepo(tx, ctx.tenant.id);
        const locked = await repo.lock(event.id, id);
        if (!locked) throw new DomainError('NOT_FOUND');
        const race = (await repo.races(event.id)).find((r) => r.id === locked.raceId);
        if (!race) throw new DomainError('NOT_FOUND');
        const state = stateAt(locked, clock());
        if (state === 'cancelled' || state === 'expired') throw new DomainError('ENTRY_LOCKED');

        const typed: EntryValues = { ...input.form };
        const fields = editedFields(race);
        const parsed = entrySchemaOf(fields).safeParse(typed);
        const errors = parsed.success
          ? {}
          : issueFields(parsed.error.issues, ['form'], { form: typed }, ctx.language);
        // a city without an address in the race's form: plain text, as the entries table shows it
        const city = fields.includes('address') ? typed['city'] : (typed['city'] ?? locked.cityName ?? '');
        if (typeof city !== 'string' || city.trim().length > 100) {
          errors['form.city'] = VALIDATION_MESSAGES.tooLong[ctx.language];
        }
        if (parsed.success) {
          const entry = parsed.data as EntryValues;
          const verdict = eligibility(
            { gender: entry['gender'] as 'male' | 'female', birthDate: entry['birthDate'] as string },
            requirementsOf(event, race),
          );
          if (!verdict.eligible) {
            const field = verdict.reason === 'gender' ? 'form.gender' : 'form.birthDate';
            errors[field] = message('MOVE_NOT_ELIGIBLE', ctx.language, {
              name: fullName({ firstName: String(entry['firstName']), lastName: String(entry['lastName']) }),
              race: pick(ctx.language, race.nameRu, race.nameEn),
            });
          }
        }
        if (!parsed.success || Object.keys(errors).length) {
          throw new DomainError('VALIDATION_FAILED', { fields: errors });
        }
        const entry: EntryValues = { ...(locked.entry ?? {}), ...(parsed.data as EntryValues) };
        const cityName = String(city).trim() || null;
        if (!fields.includes('address')) entry['city'] = cityName ?? '';
        const changes = entryChanges(locked, entry, cityName);
        if (!changes.length) return;
        await repo.update(locked.id, {
          firstName: String(entry['firstName']),
          lastName: String(entry['lastName']),
          gender: entry['gender'] as 'male' | 'female',
          birthDate: entry['birthDate'] as string,
          cityName,
          entry,
        });
        await repo.recordChange({
          registrationId: locked.id,
          kind: 'edited',
          ...actorOf(ctx, role),
          details: { changes },
        });
      });
      return reread(ctx, code, id);
    },

    /**
     * POST …/entries/:id/move: a confirmed entry to another individual race of the event. Under the target
     * race's row lock (as a registration takes a place): its held places counted, the entry's pool checked
     * and its gender and age rules met; the entry takes the place, loses its start number (numbers are per
     * race). The price difference (the target race's price now against what the place was bought at): a
     * dearer race's is a new order of the participant's, awaiting payment in My orders; a cheaper race's is
     * refunded after the commit through the payments service, the places kept.
     */
    async move(ctx: RequestContext, code: string, id: number, input: EntryMove): Promise<EntryChanged> {
      const now = clock();
      const plan = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event, role } = await eventFor(tx, ctx, code, 'entries.edit');
        const repo = createEntryDetailRepo(tx, ctx.tenant.id);
        const locked = await repo.lock(event.id, id);
        if (!locked) throw new DomainError('NOT_FOUND');
        const races = await repo.races(event.id);
        const from = races.find((r) => r.id === locked.raceId);
        const target = races.find((r) => r.code === input.race);
        const fieldError = (key: 'moveSameRace' | 'moveUnknownRace' | 'moveTeamRace') =>
          new DomainError('VALIDATION_FAILED', { fields: { race: MOVE_MESSAGES[key][ctx.language] } });
        if (!target || !from) throw fieldError('moveUnknownRace');
        if (target.id === from.id) throw fieldError('moveSameRace');
        if (locked.teamId !== null || target.format !== 'individual') throw fieldError('moveTeamRace');
        if (stateAt(locked, now) !== 'confirmed') throw new DomainError('ENTRY_NOT_CONFIRMED');
        const targetName = pick(ctx.language, target.nameRu, target.nameEn);
        const names = { name: fullName(locked), race: targetName };
        const entrant = entrantOfRow(locked);
        if (!eligibility(entrant, requirementsOf(event, target)).eligible) {
          throw new DomainError('MOVE_NOT_ELIGIBLE', { params: names });
        }

        const registrations = createRegistrationRepo(tx, ctx.tenant.id);
        const raceRow = await registrations.lockRace(target.id);
        if (!raceRow) throw new DomainError('NOT_FOUND');
        await registrations.expireHoldsOfRace(target.id, now);
        const order = locked.orderId
          ? await createPaymentsRepo(tx, ctx.tenant.id).lockOrderById(locked.orderId)
          : null;
        const booking = await registrations.bookingState(
          target.id,
          {
            personIds: locked.personId ? [locked.personId] : [],
            emails: locked.email ? [locked.email.toLowerCase()] : [],
            userId: order?.userId ?? 0,
            payer: order?.payer ?? 'MY_SELF',
          },
          now,
        );
        if (booking.personsHolding.size || booking.emailsHolding.size) {
          throw new DomainError('MOVE_ALREADY_REGISTERED', { params: names });
        }
        const child = isChildOnRaceDay(entrant, requirementsOf(event, target));
        const pool = child && raceRow.childCapacity !== null ? 'children' : 'adults';
        const left = placesLeft(raceRow, booking.taken, pool);
        if (left !== null && left < 1)
          throw new DomainError('MOVE_RACE_FULL', { params: { race: targetName } });

        const paidFor = (await repo.placeLine(locked.id))?.priceAmount ?? 0;
        const difference = booking.price.amount - paidFor;
        await repo.update(locked.id, { raceId: target.id, pool, bib: null }).catch((error: unknown) => {
          throw uniquePlaceViolation(error)
            ? new DomainError('MOVE_ALREADY_REGISTERED', { params: names })
            : error;
        });

        let due: { id: number; number: string; total: number; currency: string } | null = null;
        let dueMail: Mail | null = null;
        // an order sold at the start-pack point has no account to pay from: its difference is taken there
        if (difference > 0 && order?.userId) {
          const priced = priceOrder({
            lines: [{ kind: 'service', unitAmount: difference, quantity: 1 }],
            commissionBasisPoints: (await repo.commissionBp(event.id)) ?? ctx.tenant.commissionBp,
            discount: null,
          });
          const created = await registrations.insertOrder({
            userId: order.userId,
            eventId: event.id,
            raceId: target.id,
            payer: order.payer,
            status: 'awaiting-payment',
            totalAmount: priced.total,
            fullAmount: priced.fullCost,
            insuranceAmount: 0,
            discountAmount: 0,
            commissionAmount: priced.commission,
            promoCodeId: null,
            currency: order.currency,
            // the place is the participant's already: the difference waits for them, it holds nothing
            expiresAt: null,
            createdAt: now,
            paidAt: null,
          });
          await registrations.insertOrderLines(created.id, [
            {
              kind: 'service',
              name: MOVE_MESSAGES.differenceLine[ctx.language]
                .replace('{from}', pick(ctx.language, from.nameRu, from.nameEn))
                .replace('{to}', targetName)
                .replace('{name}', fullName(locked)),
              priceAmount: difference,
              count: 1,
            },
          ]);
          due = { ...created, total: priced.total, currency: order.currency };
          const payer = await createCabinetOrdersRepo(tx, ctx.tenant.id).payerOf(order);
          if (payer.email) {
            dueMail = moveDueMail({
              to: payer.email,
              lang: await payerLanguage(tx, ctx, order.id),
              tenant: ctx.tenant.name,
              origin: ctx.origin,
              event,
              from,
              target,
              participant: fullName(locked),
              order: {
                number: created.number,
                total: priced.total,
                commission: priced.commission,
                currency: order.currency,
              },
            });
          }
        }
        // a cheaper race: what the payer paid for the place beyond its new price goes back (up to what is left)
        const refund = difference < 0 && order ? -difference : 0;
        await repo.recordChange({
          registrationId: locked.id,
          kind: 'moved',
          ...actorOf(ctx, role),
          details: {
            from: pick(ctx.language, from.nameRu, from.nameEn),
            to: targetName,
            price: { from: paidFor, to: booking.price.amount },
            due: due?.total ?? Math.max(0, difference),
            refund,
            reason: input.reason,
          },
          orderId: due?.id ?? null,
        });
        return {
          due,
          dueMail,
          refund,
          orderNumber: order?.number ?? null,
          currency: order?.currency ?? 'RUB',
          targetName,
          target: { ru: target.nameRu, en: target.nameEn },
        };
      });
      if (plan.dueMail) await mailer.send(ctx.tenant.id, plan.dueMail);

      let refunded = 0;
      if (plan.refund > 0 && plan.orderNumber) {
        const open = await refundableOf(ctx, plan.orderNumber);
        const amount = Math.min(plan.refund, open);
        if (amount > 0) {
          await payments.refund(ctx, plan.orderNumber, {
            amount,
            reason: `${MOVE_MESSAGES.refundReason[ctx.language].replace('{race}', plan.targetName)}${input.reason ? `: ${input.reason}` : ''}`,
            keepPlaces: true,
            notice: {
              ru: MOVE_MESSAGES.refundNotice.ru.replace('{race}', plan.target.ru),
              en: MOVE_MESSAGES.refundNotice.en.replace('{race}', plan.target.en),
            },
          });
          refunded = amount;
        }
      }
      return {
        entry: await reread(ctx, code, id),
        due: plan.due
          ? { order: plan.due.number, amount: { amount: plan.due.total, currency: plan.due.currency } }
          : null,
        refunded: refunded > 0 ? { amount: refunded, currency: plan.currency } : null,
      };
    },

    /**
     * POST …/entries/:id/cancel: the refund first (through the payments service, 'orders.refund'), so a
     * refund refused leaves the entry as it was; then the entry cancelled, its place free at once, and its
     * order cancelled when it awaited payment for this entry alone.
     */
    async cancel(ctx: RequestContext, code: string, id: number, input: EntryCancel): Promise<EntryChanged> {
      const found = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event, role } = await eventFor(tx, ctx, code, 'entries.edit');
        if (input.refund > 0 && !can(role, 'orders.refund')) throw new DomainError('FORBIDDEN');
        const row = await createEntryDetailRepo(tx, ctx.tenant.id).entry(event.id, id);
        if (!row) throw new DomainError('NOT_FOUND');
        const state = stateAt(row.registration, clock());
        if (state === 'cancelled' || state === 'expired') throw new DomainError('ENTRY_LOCKED');
        const order = row.registration.orderId
          ? await createPaymentsRepo(tx, ctx.tenant.id).lockOrderById(row.registration.orderId)
          : null;
        const others = order
          ? (await createRegistrationRepo(tx, ctx.tenant.id).registrationsOfOrder(order.id)).filter(
              (r) => r.status === 'pending' || r.status === 'confirmed',
            ).length - 1
          : 0;
        return { event, role, order, others };
      });
      if (input.refund > 0) {
        if (!found.order) throw new DomainError('REFUND_NOT_POSSIBLE');
        await payments.refund(ctx, found.order.number, {
          amount: input.refund,
          reason: input.reason,
          // the order's other participants keep their places, whatever goes back
          keepPlaces: found.others > 0,
        });
      }
      await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createEntryDetailRepo(tx, ctx.tenant.id);
        const locked = await repo.lock(found.event.id, id);
        if (!locked) throw new DomainError('NOT_FOUND');
        await repo.update(locked.id, { status: 'cancelled' });
        const paymentsRepo = createPaymentsRepo(tx, ctx.tenant.id);
        const order = locked.orderId ? await paymentsRepo.lockOrderById(locked.orderId) : null;
        const who = { actor: actorOf(ctx, found.role).actor, reason: input.reason };
        const to = order && found.others === 0 ? transition(order.status, 'cancelled-by-organizer') : null;
        if (order && to) await paymentsRepo.moveOrder(order, to, who);
        await repo.recordChange({
          registrationId: locked.id,
          kind: 'cancelled',
          ...actorOf(ctx, found.role),
          details: { reason: input.reason, refund: input.refund },
        });
      });
      return {
        entry: await reread(ctx, code, id),
        due: null,
        refunded:
          input.refund > 0 ? { amount: input.refund, currency: found.order?.currency ?? 'RUB' } : null,
      };
    },
  };

  /** The language the order's owner paid it in (their mails are written in it); ours otherwise. */
  async function payerLanguage(tx: Executor, ctx: RequestContext, orderId: number): Promise<Language> {
    const paid = (await createPaymentsRepo(tx, ctx.tenant.id).paymentsOf(orderId)).find(
      (p) => p.status === 'succeeded' || p.status === 'refunded',
    );
    return paid?.language ?? ctx.language;
  }

  /** What a refund of the order can still give back (as its view in the cabinet counts it). */
  async function refundableOf(ctx: RequestContext, number: string): Promise<number> {
    return tenantTransaction(db, ctx.tenant.id, async (tx) => {
      const order = await createPaymentsRepo(tx, ctx.tenant.id).orderOfUser(number);
      if (!order) return 0;
      return (await cabinetOrderOf(createCabinetOrdersRepo(tx, ctx.tenant.id), order)).refundable.amount;
    });
  }
}

/** The texts of a move the server writes (field errors, the difference's order line, the refund's reason). */
const MOVE_MESSAGES = {
  moveSameRace: { ru: 'Участник уже на этой дистанции.', en: 'The participant is in this race already.' },
  moveUnknownRace: { ru: 'Выберите дистанцию этого события.', en: 'Choose a race of this event.' },
  moveTeamRace: {
    ru: 'Участников командных и эстафетных дистанций не переносят: измените состав команды.',
    en: 'Team and relay entries are not moved: change the team instead.',
  },
  differenceLine: {
    ru: 'Доплата за смену дистанции «{from}» на «{to}»: {name}',
    en: 'Race change from “{from}” to “{to}”: {name}',
  },
  refundReason: { ru: 'перенос на дистанцию «{race}»', en: 'moved to “{race}”' },
  refundNotice: {
    ru: 'Регистрация перенесена на дистанцию «{race}», она дешевле прежней: разница в цене возвращена.',
    en: 'The registration moved to “{race}”, which costs less than the previous race: the difference is refunded.',
  },
} as const;

export type EntryService = ReturnType<typeof createEntryService>;
