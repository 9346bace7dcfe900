import { DEFAULT_LANGUAGE } from '../../shared/constants.js';
import { eligibility, ageOnRaceDay } from '../../shared/domain/race-eligibility.js';
import { isPayable } from '../../shared/domain/order-state.js';
import { placesLeft } from '../../shared/domain/race-state.js';
import {
  CORP_EMPLOYEES_PAGE,
  type CorpBooked,
  type CorpBooking,
  type CorpOrder,
  type CorpOrders,
  type CorpPay,
  type CorpPaymentStarted,
  type CorpPlaceLink,
  type CorpRace,
  type CorpRaceChoice,
  type CorpRaces,
} from '../../shared/schemas/corp-registrations.js';
import { invoicePayerSchema, type InvoicePayer } from '../../shared/schemas/payments.js';
import { newToken, tokenHash } from '../auth/sessions.js';
import { pick } from '../catalogue/cards.js';
import type { Executor } from '../db/client.js';
import type { RaceRow } from '../db/schema.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { PdfFile } from '../payments/payment-documents.service.js';
import { createRegistrationRepo, type EventOfRace } from '../registration/registration.repo.js';
import { friendEntryPath } from '../registration/registration-mails.js';
import { commissionOf, raceRequirements } from '../registration/registration.service.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { companyFor } from './company-access.js';
import { bookPlaces, checkedEmployees, employeeName, entrantOf } from './corp-booking.js';
import { corpBookingMail } from './corp-booking-mails.js';
import { createCorpBookingRepo, type CorpBookingRepo, type RaceToBook } from './corp-booking.repo.js';
import type { CorpDeps } from './corp-deps.js';

/*
 * Bulk registration in the corporate cabinet (issue 19 item 7, ADR 031 point 6): the races open to book,
 * the employees' verdicts for one, the booking (corp-booking.ts: the registration flow's own rules under
 * the race's row lock), the company's orders, and paying one by card or by invoice through the payments
 * service on the placer's behalf (its idempotency makes a second payment of one invoice a no-op). Every
 * call asks `companyFor` first: no role 404, a role without the permission 403 (support views only).
 */

/** Races a search answers at most (the soonest): the wizard's search finds the others. */
const RACES_LIMIT = 12;
/** Orders the company's list shows (newest first). */
const ORDERS_LIMIT = 200;

export function createCorpRegistrationsService(deps: CorpDeps) {
  const { db, mailer, payments } = deps;
  const clock = () => deps.clock?.() ?? new Date();

  const eventRef = (ctx: RequestContext, event: EventOfRace) => ({
    code: event.code,
    name: pick(ctx.language, event.nameRu, event.nameEn),
    startsAt: event.startsAt.toISOString(),
    timeZone: event.timeZone,
  });

  /** A race as the wizard lists it: its event, price in force and places left. */
  function raceView(
    ctx: RequestContext,
    { event, race }: { event: EventOfRace; race: RaceRow },
    price: { amount: number; currency: string },
    taken: number,
  ): CorpRace {
    return {
      id: race.id,
      code: race.code,
      name: pick(ctx.language, race.nameRu, race.nameEn),
      startsAt: race.startsAt.toISOString(),
      event: eventRef(ctx, event),
      price: { amount: race.customPriceMin ?? price.amount, currency: price.currency },
      placesLeft: placesLeft(race.capacity, taken),
    };
  }

  /** The company's requisites as an invoice's payer; refused until they are complete and valid. */
  async function invoicePayer(corp: CorpBookingRepo, companyId: number): Promise<InvoicePayer> {
    const row = await corp.payerOf(companyId);
    const parsed = invoicePayerSchema.safeParse({
      name: row?.legalName || row?.name || '',
      inn: row?.inn ?? '',
      kpp: row?.kpp ?? '',
      address: row?.address ?? '',
    });
    if (!parsed.success) throw new DomainError('CORP_REQUISITES_MISSING');
    return parsed.data;
  }

  /** The company's order by number, with the user's right to `action` on the company checked first. */
  async function orderOf(
    tx: Executor,
    ctx: RequestContext,
    companyId: number,
    number: string,
    action: 'registrations.view' | 'registrations.pay' | 'registrations.create',
  ) {
    const access = await companyFor(tx, ctx, companyId, action);
    const corp = createCorpBookingRepo(tx, ctx.tenant.id);
    const found = await corp.order(companyId, number);
    if (!found) throw new DomainError('NOT_FOUND');
    return { ...found, corp, access };
  }

  /** Mails each employee with an address that the company booked a place for them; a failed mail is logged. */
  async function mailEmployees(
    ctx: RequestContext,
    company: string,
    race: RaceToBook,
    order: string,
    booked: { employee: { email: string | null; lastName: string; firstName: string }; token: string }[],
  ) {
    const lang = DEFAULT_LANGUAGE;
    const mail = {
      lang,
      siteName: ctx.tenant.name,
      origin: ctx.origin,
      company,
      event: {
        code: race.event.code,
        name: pick(lang, race.event.nameRu, race.event.nameEn),
        startsAt: race.event.startsAt,
        timeZone: race.event.timeZone,
      },
      race: { code: race.race.code, name: pick(lang, race.race.nameRu, race.race.nameEn) },
      order,
    };
    for (const { employee, token } of booked) {
      if (!employee.email) continue;
      try {
        await mailer.send(
          ctx.tenant.id,
          corpBookingMail(mail, { to: employee.email, name: employeeName(employee), token }),
        );
      } catch (err) {
        ctx.log.error({ err }, 'a corporate booking mail could not be sent');
      }
    }
  }

  const linkOf = (
    ctx: RequestContext,
    race: { event: { code: string }; race: { code: string } },
    token: string,
  ) => `${ctx.origin}${friendEntryPath(race.event.code, race.race.code, token)}`;

  return {
    /** GET …/registrations/races: individual races open for registration now, matching a search. */
    async races(ctx: RequestContext, companyId: number, q: string | undefined): Promise<CorpRaces> {
      const now = clock();
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        await companyFor(tx, ctx, companyId, 'registrations.create');
        const rows = await createCorpBookingRepo(tx, ctx.tenant.id).openRaces(
          q || undefined,
          now,
          RACES_LIMIT,
        );
        const registrations = createRegistrationRepo(tx, ctx.tenant.id);
        const races: CorpRace[] = [];
        for (const row of rows) {
          const { price } = await registrations.bookingState(
            row.race.id,
            { personIds: [], emails: [], userId: 0, payer: 'MY_SELF' },
            now,
          );
          races.push(raceView(ctx, row, price, row.taken));
        }
        return { races };
      });
    },

    /**
     * GET …/registrations/races/:raceId: the race and the company's employees (a search's first page), each
     * with whether the race's rules admit them and whether they hold a place in it already.
     */
    async raceChoice(
      ctx: RequestContext,
      companyId: number,
      raceId: number,
      q: string | undefined,
    ): Promise<CorpRaceChoice> {
      const now = clock();
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        await companyFor(tx, ctx, companyId, 'registrations.create');
        const corp = createCorpBookingRepo(tx, ctx.tenant.id);
        const found = await corp.race(raceId);
        if (!found || found.race.format !== 'individual') throw new DomainError('NOT_FOUND');
        const { rows, total } = await corp.searchEmployees(companyId, q || undefined, CORP_EMPLOYEES_PAGE);
        const state = await createRegistrationRepo(tx, ctx.tenant.id).bookingState(
          raceId,
          {
            personIds: rows.flatMap((e) => (e.personId === null ? [] : [e.personId])),
            emails: rows.flatMap((e) => (e.email ? [e.email.toLowerCase()] : [])),
            userId: 0,
            payer: 'MY_SELF',
          },
          now,
        );
        const holding = await corp.employeesHolding(
          raceId,
          rows.map((e) => e.id),
          now,
        );
        const requirements = raceRequirements(found);
        const taken =
          found.race.childCapacity === null ? state.taken.adults + state.taken.children : state.taken.adults;
        return {
          race: {
            ...raceView(ctx, found, state.price, taken),
            gender: found.race.gender,
            minAge: found.race.minAge,
            maxAge: found.race.maxAge,
            holdDays: found.event.corporateHoldDays,
            commissionBasisPoints: commissionOf(ctx, found.event),
          },
          employees: rows.map((e) => {
            const verdict = eligibility(entrantOf(e), requirements);
            return {
              id: e.id,
              fullName: [e.lastName, e.firstName, e.patronymic].filter(Boolean).join(' '),
              email: e.email,
              linked: e.personId !== null,
              eligible: verdict.eligible,
              reason: verdict.eligible ? null : verdict.reason,
              age: ageOnRaceDay(entrantOf(e), requirements),
              registered:
                holding.has(e.id) ||
                (e.personId !== null && state.personsHolding.has(e.personId)) ||
                (e.email !== null && state.emailsHolding.has(e.email.toLowerCase())),
            };
          }),
          total,
        };
      });
    },

    /**
     * POST …/registrations: one order of the company for the chosen employees and places by link, all or
     * nothing, in one transaction under the race's row lock; then each employee is mailed.
     */
    async book(ctx: RequestContext, companyId: number, input: CorpBooking): Promise<CorpBooked> {
      const userId = userIdOf(signedInUser(ctx));
      const booked = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { company } = await companyFor(tx, ctx, companyId, 'registrations.create');
        const corp = createCorpBookingRepo(tx, ctx.tenant.id);
        const race = await corp.race(input.raceId);
        if (!race || race.race.format !== 'individual') throw new DomainError('NOT_FOUND');
        const employees = await checkedEmployees(corp, companyId, input, race);
        const places = await bookPlaces(
          tx,
          ctx,
          corp,
          { race, employees, quota: input.quota },
          { companyId, userId, now: clock() },
        );
        return { company, race, places };
      });
      const { company, race, places } = booked;
      await mailEmployees(ctx, company.name, race, places.order.number, places.employees);
      return {
        orderNumber: places.order.number,
        links: places.links.map((token) => ({ url: linkOf(ctx, race, token) })),
      };
    },

    /** GET …/registrations: the company's orders, newest first. */
    async orders(ctx: RequestContext, companyId: number): Promise<CorpOrders> {
      const now = clock();
      const rows = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        await companyFor(tx, ctx, companyId, 'registrations.view');
        return createCorpBookingRepo(tx, ctx.tenant.id).orders(companyId, ORDERS_LIMIT);
      });
      return {
        orders: rows.map(({ order, event, race, places }) => {
          const lapsed =
            order.status === 'awaiting-payment' && order.expiresAt !== null && order.expiresAt <= now;
          return {
            number: order.number,
            status: lapsed ? 'expired' : order.status,
            createdAt: order.createdAt.toISOString(),
            expiresAt:
              order.status === 'awaiting-payment' && !lapsed
                ? (order.expiresAt?.toISOString() ?? null)
                : null,
            total: { amount: order.totalAmount, currency: order.currency },
            event: eventRef(ctx, event),
            race: { code: race.code, name: pick(ctx.language, race.nameRu, race.nameEn) },
            places: Number(places),
          };
        }),
      };
    },

    /** GET …/registrations/:number: the order's amount, hold, state, places and ways to pay. */
    async order(ctx: RequestContext, companyId: number, number: string): Promise<CorpOrder> {
      const now = clock();
      const read = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const found = await orderOf(tx, ctx, companyId, number, 'registrations.view');
        const [places, payer] = await Promise.all([
          found.corp.places(found.order.id),
          invoicePayer(found.corp, companyId).catch(() => null),
        ]);
        return { ...found, places, payer };
      });
      const { order, event, race, places, payer, access } = read;
      // the payment step's own view of the order: its methods, invoice and payments
      const payment = await payments.show(ctx, number, { ownerId: order.userId ?? 0 });
      const lapsed = (at: Date | null) => at !== null && at <= now;
      const status =
        order.status === 'awaiting-payment' && lapsed(order.expiresAt) ? 'expired' : order.status;
      const offered = new Set(payment.methods);
      const mayPay = access.role !== 'support' && isPayable(status);
      return {
        number: order.number,
        status,
        createdAt: order.createdAt.toISOString(),
        expiresAt: status === 'awaiting-payment' ? (order.expiresAt?.toISOString() ?? null) : null,
        paidAt: order.paidAt?.toISOString() ?? null,
        total: { amount: order.totalAmount, currency: order.currency },
        event: eventRef(ctx, event),
        race: { code: race.code, name: pick(ctx.language, race.nameRu, race.nameEn) },
        places: places.length,
        bookedBy:
          [read.bookerLastName, read.bookerFirstName].filter(Boolean).join(' ') || (read.bookedBy ?? ''),
        placesList: places.map((p) => {
          const name = `${p.lastName ?? ''} ${p.firstName ?? ''}`.trim();
          return {
            id: p.id,
            kind: p.employeeId === null ? 'link' : 'employee',
            fullName: name,
            status: p.status === 'pending' && lapsed(p.expiresAt) ? 'expired' : p.status,
            claimed: p.employeeId === null && p.personId !== null,
          };
        }),
        methods: mayPay ? (['card', 'bank-details'] as const).filter((m) => offered.has(m)) : [],
        invoice: payment.invoice
          ? { issuedAt: payment.invoice.issuedAt, paymentUrl: mayPay ? payment.invoice.paymentUrl : null }
          : null,
        payer,
      };
    },

    /**
     * POST …/registrations/:number/pay: by card, or by invoice made out to the company's requisites (the
     * organizer's as payee); the payments service finds the pending payment of a second click.
     */
    async pay(
      ctx: RequestContext,
      companyId: number,
      number: string,
      input: CorpPay,
    ): Promise<CorpPaymentStarted> {
      const { order, payer } = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const found = await orderOf(tx, ctx, companyId, number, 'registrations.pay');
        const payer = input.method === 'bank-details' ? await invoicePayer(found.corp, companyId) : undefined;
        return { order: found.order, payer };
      });
      const started = await payments.pay(
        ctx,
        number,
        { method: input.method, ...(payer ? { payer } : {}) },
        {
          ownerId: order.userId ?? 0,
          returnUrl: `${ctx.origin}/corp/registrations/${encodeURIComponent(number)}?company=${companyId}`,
        },
      );
      return { confirmationUrl: started.confirmationUrl };
    },

    /** GET …/registrations/:number/invoice.pdf: the invoice, the organizer its payee and the company its payer. */
    async invoice(ctx: RequestContext, companyId: number, number: string): Promise<PdfFile> {
      const { order } = await tenantTransaction(db, ctx.tenant.id, (tx) =>
        orderOf(tx, ctx, companyId, number, 'registrations.view'),
      );
      return payments.documents.invoice(ctx, number, { ownerId: order.userId ?? 0 });
    },

    /**
     * POST …/registrations/:number/places/:placeId/link: a new link for a place by link nobody has taken
     * yet (the old one stops working); the link is shown once, as at booking.
     */
    async relink(
      ctx: RequestContext,
      companyId: number,
      number: string,
      placeId: number,
    ): Promise<CorpPlaceLink> {
      const token = newToken();
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { order, event, race, corp } = await orderOf(
          tx,
          ctx,
          companyId,
          number,
          'registrations.create',
        );
        const place = await corp.place(order.id, placeId);
        if (!place || place.employeeId !== null) throw new DomainError('NOT_FOUND');
        if (!(await corp.relink(order.id, placeId, tokenHash(token))))
          throw new DomainError('CORP_PLACE_CLAIMED');
        return { url: linkOf(ctx, { event, race }, token) };
      });
    },
  };
}

export type CorpRegistrationsService = ReturnType<typeof createCorpRegistrationsService>;
