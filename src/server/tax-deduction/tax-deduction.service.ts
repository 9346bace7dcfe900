import { can, type CabinetAction } from '../../shared/domain/cabinet-permissions.js';
import {
  certificateState,
  isChildInYear,
  participantAmount,
  taxYearOf,
  taxYearsOf,
  taxYearsOffered,
} from '../../shared/domain/tax-deduction.js';
import {
  tv,
  type CabinetTaxCertificates,
  type CabinetTaxOrganizers,
  type TaxCertificate,
  type TaxDeductionPage,
  type TaxDeductionRequest,
  type TaxEntry,
  type TaxRequestAnswer,
} from '../../shared/schemas/tax-deduction.js';
import { validationText } from '../../shared/validation-messages.js';
import { cabinetRoleFor, organizerFor } from '../cabinet/cabinet-access.js';
import { createCabinetRepo } from '../cabinet/cabinet.repo.js';
import type { Db, Executor } from '../db/client.js';
import type {
  TaxBasisLine,
  TaxCertificateRow,
  TaxDeductionRequestRow,
  TaxPersonSnapshot,
} from '../db/schema.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Mailer } from '../mail/mailer.js';
import { nameIn } from '../payments/payment-mails.js';
import type { PdfFile } from '../payments/payment-documents.service.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { renderTaxCertificatePdf } from './tax-certificate-pdf.js';
import { certificatesMail } from './tax-deduction-mails.js';
import {
  createTaxDeductionRepo,
  type PaidOrder,
  type TaxDeductionRepo,
  type TaxPerson,
} from './tax-deduction.repo.js';

/*
 * Certificates for the tax deduction for sports services (issue 19, ADR 030). A runner asks for a year and
 * a participant (themselves or a child of their family group), naming who claims (they or their spouse)
 * and that claimant's INN; each organizer of the official list that was paid for that participant in that
 * year issues one certificate, numbered per organizer and year in the issuing transaction. What a
 * certificate says is recomputed on every read: a refund (or another payment) since makes it outdated, and
 * a new correction of it can be issued — by the runner, and by the organizer's office and support, who see
 * every certificate of the organizer.
 */

export const CERTIFICATES_PER_MINUTE = 20;

const fullName = (p: Pick<TaxPersonSnapshot, 'lastName' | 'firstName' | 'patronymic'>) =>
  [p.lastName, p.firstName, p.patronymic].filter(Boolean).join(' ');

const snapshotOf = (p: TaxPerson): TaxPersonSnapshot => ({
  lastName: p.lastName,
  firstName: p.firstName,
  patronymic: p.patronymic,
  birthDate: p.birthDate ?? '',
});

const isComplete = (p: TaxPerson) => p.lastName !== '' && p.firstName !== '' && p.birthDate !== null;

/** What an organizer's certificate for a participant and year would say now. */
interface OrganizerAmount {
  organizer: NonNullable<PaidOrder['organizer']>;
  amount: number;
  basis: TaxBasisLine[];
}

/** The participant's amounts of the year, per organizer of the orders. */
function amountsByOrganizer(orders: readonly PaidOrder[], personId: number, year: number) {
  const out = new Map<number, OrganizerAmount>();
  for (const order of orders) {
    if (!order.organizer) continue;
    const amount = participantAmount(order.tax, personId, year);
    if (amount === 0) continue;
    const entry = out.get(order.organizer.id) ?? { organizer: order.organizer, amount: 0, basis: [] };
    entry.amount += amount;
    entry.basis.push({ orderNumber: order.number, event: order.event.nameRu, amount });
    out.set(order.organizer.id, entry);
  }
  return out;
}

/** A certificate as the lists show it, with what it would say now. */
function certificateView(
  row: TaxCertificateRow,
  request: TaxDeductionRequestRow,
  organizerName: string,
  currentAmount: number,
): TaxCertificate {
  const money = (amount: number) => ({ amount, currency: row.currency });
  return {
    id: row.id,
    year: row.year,
    number: row.number,
    correction: row.correction,
    organizer: { id: row.organizerId, name: organizerName },
    payer: { kind: request.payer, name: fullName(row.payer), inn: row.payer.inn },
    participant: { kind: request.participant, name: fullName(row.participant) },
    amount: money(row.amount),
    currentAmount: money(currentAmount),
    state: certificateState(row.amount, currentAmount, row.replacedAt !== null),
    issuedAt: row.issuedAt.toISOString(),
    byStaff: !row.issuedBy.startsWith('user:'),
  };
}

export function createTaxDeductionService(deps: {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  clock?: () => Date;
}) {
  const { db, mailer, limiter } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** What each live certificate of `rows` would say now: its participant's amount at its organizer. */
  async function currentAmounts(
    repo: TaxDeductionRepo,
    rows: readonly { certificate: TaxCertificateRow; request: TaxDeductionRequestRow }[],
    organizerId?: number,
  ): Promise<Map<number, number>> {
    const userIds = [...new Set(rows.map((r) => r.request.userId))];
    const orders = await repo.paidOrders(userIds, organizerId);
    const out = new Map<number, number>();
    for (const { certificate, request } of rows) {
      const own = orders.filter((o) => o.userId === request.userId);
      const amounts =
        request.participantPersonId === null
          ? null
          : amountsByOrganizer(own, request.participantPersonId, certificate.year);
      out.set(certificate.id, amounts?.get(certificate.organizerId)?.amount ?? 0);
    }
    return out;
  }

  /** The organizer names of the tenant by id (a certificate prints its snapshot; lists show today's name). */
  async function organizerNames(repo: TaxDeductionRepo): Promise<Map<number, string>> {
    return new Map((await repo.organizers(null)).map((o) => [o.id, o.name]));
  }

  /**
   * Issues one organizer's certificate for the request: a new number of the organizer's year, or, when
   * `replacing` is given, the next correction of that certificate's number (which is marked replaced).
   */
  async function issue(
    repo: TaxDeductionRepo,
    input: {
      request: TaxDeductionRequestRow;
      participant: TaxPersonSnapshot;
      amount: OrganizerAmount;
      actor: string;
      now: Date;
      replacing: TaxCertificateRow | null;
    },
  ): Promise<TaxCertificateRow> {
    const { request, amount, replacing, now } = input;
    const organizer = await repo.organizer(amount.organizer.id);
    if (!organizer?.listed) throw new DomainError('TAX_ORGANIZER_NOT_LISTED');
    if (replacing) await repo.markReplaced(replacing.id, now);
    return repo.insertCertificate({
      requestId: request.id,
      organizerId: organizer.id,
      year: request.year,
      number: replacing?.number ?? (await repo.nextNumber(organizer.id, request.year)),
      correction: replacing ? replacing.correction + 1 : 0,
      amount: amount.amount,
      organizer: {
        name: organizer.name,
        legalName: organizer.legalName,
        inn: organizer.inn,
        kpp: organizer.kpp,
        address: organizer.address,
      },
      payer: { ...request.payerPerson, inn: request.payerInn },
      participant: input.participant,
      payerIsParticipant: request.payer === 'MY_SELF' && request.participant === 'MY_SELF',
      basis: amount.basis,
      issuedAt: now,
      issuedBy: input.actor,
    });
  }

  /** Mails the runner about certificates just issued, after the commit; a failed mail fails nothing. */
  async function tellRunner(
    ctx: RequestContext,
    to: string,
    request: TaxDeductionRequestRow,
    rows: readonly TaxCertificateRow[],
    byStaff: boolean,
  ) {
    const first = rows[0];
    if (!first) return;
    try {
      await mailer.send(
        ctx.tenant.id,
        certificatesMail({
          to,
          lang: request.language,
          tenant: ctx.tenant.name,
          origin: ctx.origin,
          byStaff,
          year: request.year,
          participant: fullName(first.participant),
          certificates: rows.map((row) => ({
            organizer: row.organizer.name,
            number: row.number,
            correction: row.correction,
            amount: row.amount,
            currency: row.currency,
          })),
        }),
      );
    } catch (error) {
      ctx.log.error({ err: error }, 'tax certificate mail not written');
    }
  }

  /** The field refusal of a request, in the request's language. */
  const fieldError = (ctx: RequestContext, field: string, key: Parameters<typeof tv>[0]) =>
    new DomainError('VALIDATION_FAILED', {
      fields: { [field]: validationText(tv(key).error, ctx.language) },
    });

  /**
   * A reissue of a live certificate by `actor`, under its request's lock: refused when a newer one has
   * replaced it meanwhile, when the organizer left the list, or when nothing is paid any more.
   */
  async function reissue(
    repo: TaxDeductionRepo,
    found: { certificate: TaxCertificateRow; request: TaxDeductionRequestRow },
    actor: string,
    options: { onlyIfChanged: boolean },
  ) {
    const request = (await repo.requestById(found.request.id))!;
    const live = (await repo.liveCertificates({ requestId: request.id })).find(
      (row) => row.certificate.organizerId === found.certificate.organizerId,
    );
    if (live?.certificate.id !== found.certificate.id) throw new DomainError('TAX_CERTIFICATE_REPLACED');
    const personId = request.participantPersonId;
    const orders = await repo.paidOrders([request.userId], found.certificate.organizerId);
    const amount =
      personId === null
        ? undefined
        : amountsByOrganizer(orders, personId, request.year).get(found.certificate.organizerId);
    if (!amount) throw new DomainError('TAX_NOTHING_PAID', { params: { year: request.year } });
    if (options.onlyIfChanged && amount.amount === found.certificate.amount) {
      throw new DomainError('TAX_ALREADY_ISSUED', { params: { year: request.year } });
    }
    // the participant as the profile says now (a typo fixed since), else as printed before
    const self = await repo.selfPerson(request.userId);
    const person =
      self?.id === personId
        ? self
        : ((await repo.relatives(request.userId)).find((r) => r.id === personId) ?? null);
    const row = await issue(repo, {
      request,
      participant: person && isComplete(person) ? snapshotOf(person) : found.certificate.participant,
      amount,
      actor,
      now: clock(),
      replacing: found.certificate,
    });
    return { row, request, account: live.account };
  }

  /** The role of the signed-in user for the organizer, when it allows `action`; else null. */
  async function staffMay(tx: Executor, ctx: RequestContext, organizerId: number, action: CabinetAction) {
    return can(await cabinetRoleFor(tx, ctx, organizerId), action);
  }

  return {
    /** GET /api/tax-deduction */
    async page(ctx: RequestContext): Promise<TaxDeductionPage> {
      const userId = userIdOf(signedInUser(ctx));
      const years = taxYearsOffered(clock());
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createTaxDeductionRepo(tx, ctx.tenant.id);
        const [self, relatives, orders, certificates, names] = await Promise.all([
          repo.selfPerson(userId),
          repo.relatives(userId),
          repo.paidOrders([userId]),
          repo.liveCertificates({ userId }),
          organizerNames(repo),
        ]);
        const children = relatives.filter((r) => years.some((year) => isChildInYear(r.birthDate, year)));
        const participants = [
          ...(self ? [{ person: self, kind: 'MY_SELF' as const }] : []),
          ...children.map((person) => ({ person, kind: 'KIDS' as const })),
        ];
        const byYear = new Map<number, TaxEntry[]>();
        for (const order of orders) {
          for (const year of taxYearsOf(order.tax)) {
            for (const { person, kind } of participants) {
              if (kind === 'KIDS' && !isChildInYear(person.birthDate, year)) continue;
              const amount = participantAmount(order.tax, person.id, year);
              if (amount === 0) continue;
              const paidAt =
                order.tax.payments.find((p) => taxYearOf(p.paidAt) === year)?.paidAt ?? order.tax.paidAt;
              const entries = byYear.get(year) ?? [];
              entries.push({
                orderNumber: order.number,
                event: nameIn(ctx.language, order.event),
                paidAt: (paidAt ?? new Date(0)).toISOString(),
                amount: { amount, currency: 'RUB' },
                participant: { kind, id: person.id, name: fullName(person) },
                organizer: order.organizer ?? { id: null, name: '', listed: false },
              });
              byYear.set(year, entries);
            }
          }
        }
        const current = await currentAmounts(repo, certificates);
        return {
          years,
          self: { name: self ? fullName(self) : '', complete: self !== null && isComplete(self) },
          children: children.map((c) => ({ id: c.id, name: fullName(c), birthDate: c.birthDate })),
          paid: [...byYear.entries()].sort(([a], [b]) => b - a).map(([year, entries]) => ({ year, entries })),
          certificates: certificates.map(({ certificate, request }) =>
            certificateView(
              certificate,
              request,
              names.get(certificate.organizerId) ?? certificate.organizer.name,
              current.get(certificate.id) ?? 0,
            ),
          ),
        };
      });
    },

    /** POST /api/tax-deduction/requests: the certificates of the year and participant, issued or corrected. */
    async request(ctx: RequestContext, body: TaxDeductionRequest): Promise<TaxRequestAnswer> {
      const user = signedInUser(ctx);
      const userId = userIdOf(user);
      const now = clock();
      if (body.year > taxYearOf(now)) throw fieldError(ctx, 'year', 'taxYearFuture');
      const { request, rows, names } = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createTaxDeductionRepo(tx, ctx.tenant.id);
        const self = await repo.selfPerson(userId);
        if (!self || !isComplete(self)) throw new DomainError('TAX_PROFILE_INCOMPLETE');
        let participant = self;
        if (body.participant === 'KIDS') {
          const child = (await repo.relatives(userId)).find((r) => r.id === body.childId);
          if (!child) throw fieldError(ctx, 'childId', 'taxChildUnknown');
          if (!isChildInYear(child.birthDate, body.year)) throw fieldError(ctx, 'childId', 'taxChildTooOld');
          if (!isComplete(child)) throw new DomainError('TAX_PROFILE_INCOMPLETE');
          participant = child;
        }
        const payerPerson: TaxPersonSnapshot = body.spouse ?? snapshotOf(self);
        // the request first: a second one of the same account, year and participant waits for this one
        const { row: locked } = await repo.lockRequest({
          userId,
          year: body.year,
          payer: body.payer,
          payerInn: body.payerInn,
          payerPerson,
          participant: body.participant,
          participantPersonId: participant.id,
          language: ctx.language,
        });
        const request: TaxDeductionRequestRow = {
          ...locked,
          payer: body.payer,
          payerInn: body.payerInn,
          payerPerson,
          participant: body.participant,
          language: ctx.language,
          updatedAt: now,
        };
        const amounts = amountsByOrganizer(await repo.paidOrders([userId]), participant.id, body.year);
        const listed = [...amounts.values()].filter((a) => a.organizer.listed);
        if (listed.length === 0) {
          throw new DomainError(amounts.size > 0 ? 'TAX_NOT_LISTED' : 'TAX_NOTHING_PAID', {
            params: { year: body.year },
          });
        }
        await repo.updateRequest(request.id, request);
        const live = await repo.liveCertificates({ requestId: request.id });
        const samePayer = (row: TaxCertificateRow) =>
          row.payer.inn === request.payerInn &&
          fullName(row.payer) === fullName(payerPerson) &&
          row.payer.birthDate === payerPerson.birthDate;
        const issued: TaxCertificateRow[] = [];
        for (const amount of listed) {
          const current = live.find((c) => c.certificate.organizerId === amount.organizer.id)?.certificate;
          if (current && current.amount === amount.amount && samePayer(current)) continue;
          issued.push(
            await issue(repo, {
              request,
              participant: snapshotOf(participant),
              amount,
              actor: `user:${userId}`,
              now,
              replacing: current ?? null,
            }),
          );
        }
        if (issued.length === 0) throw new DomainError('TAX_ALREADY_ISSUED', { params: { year: body.year } });
        return { request, rows: issued, names: await organizerNames(repo) };
      });
      await tellRunner(ctx, user.email, request, rows, false);
      return {
        certificates: rows.map((row) =>
          certificateView(row, request, names.get(row.organizerId) ?? row.organizer.name, row.amount),
        ),
      };
    },

    /** POST /api/tax-deduction/certificates/:id/reissue: the runner's own certificate, outdated, anew. */
    async reissueOwn(ctx: RequestContext, certificateId: number): Promise<TaxCertificate> {
      const userId = userIdOf(signedInUser(ctx));
      const { row, request } = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createTaxDeductionRepo(tx, ctx.tenant.id);
        const found = await repo.certificate(certificateId);
        if (!found || found.request.userId !== userId) throw new DomainError('NOT_FOUND');
        return reissue(repo, found, `user:${userId}`, { onlyIfChanged: true });
      });
      return certificateView(row, request, row.organizer.name, row.amount);
    },

    /** GET …/certificates/:id/certificate.pdf: the runner's own, or one of an organizer the reader may see. */
    async pdf(ctx: RequestContext, certificateId: number): Promise<PdfFile> {
      const user = signedInUser(ctx);
      await limiter.take([
        {
          bucket: `tax-certificates:${ctx.tenant.id}:${user.id}`,
          limit: CERTIFICATES_PER_MINUTE,
          windowMs: 60_000,
          error: 'RATE_LIMITED',
        },
      ]);
      const certificate = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const found = await createTaxDeductionRepo(tx, ctx.tenant.id).certificate(certificateId);
        if (!found) throw new DomainError('NOT_FOUND');
        const own = found.request.userId === userIdOf(user);
        if (!own && !(await staffMay(tx, ctx, found.certificate.organizerId, 'taxCertificates.view'))) {
          throw new DomainError('NOT_FOUND');
        }
        return found.certificate;
      });
      const pdf = await renderTaxCertificatePdf({
        ...certificate,
        site: ctx.tenant.name,
        amount: {
          amount: certificate.amount,
          currency: certificate.currency,
        },
      });
      const base = `${certificate.year}-${certificate.number}${certificate.correction ? `-${certificate.correction}` : ''}`;
      return {
        pdf,
        fileName: {
          ascii: `tax-certificate-${base}.pdf`,
          localized: ctx.language === 'en' ? `Tax certificate ${base}.pdf` : `Справка для вычета ${base}.pdf`,
        },
      };
    },

    /** GET /api/cabinet/tax-certificates: the organizers whose certificates the user sees. */
    async cabinetOrganizers(ctx: RequestContext): Promise<CabinetTaxOrganizers> {
      const user = signedInUser(ctx);
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const memberships = await createCabinetRepo(tx, ctx.tenant.id).memberships(userIdOf(user));
        const support = user.roles.includes('Administrator');
        if (memberships.length === 0 && !support) throw new DomainError('FORBIDDEN');
        const repo = createTaxDeductionRepo(tx, ctx.tenant.id);
        const visible = support
          ? null
          : memberships.filter((m) => can(m.role, 'taxCertificates.view')).map((m) => m.organizerId);
        const [organizers, counts] = await Promise.all([
          visible?.length === 0 ? [] : repo.organizers(visible),
          repo.countsByOrganizer(),
        ]);
        const countOf = new Map(counts.map((c) => [c.organizerId, c.certificates]));
        return {
          organizers: organizers.map((o) => ({ ...o, certificates: countOf.get(o.id) ?? 0 })),
        };
      });
    },

    /** GET /api/cabinet/organizers/:id/tax-certificates */
    async cabinetList(ctx: RequestContext, organizerId: number): Promise<CabinetTaxCertificates> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { organizer, role } = await organizerFor(tx, ctx, organizerId, 'taxCertificates.view');
        const repo = createTaxDeductionRepo(tx, ctx.tenant.id);
        const [rows, own] = await Promise.all([
          repo.liveCertificates({ organizerId: organizer.id }),
          repo.organizer(organizer.id),
        ]);
        const current = await currentAmounts(repo, rows, organizer.id);
        return {
          organizer: { id: organizer.id, name: organizer.name, listed: own?.listed ?? false },
          certificates: rows.map(({ certificate, request, account }) => ({
            ...certificateView(certificate, request, organizer.name, current.get(certificate.id) ?? 0),
            account,
          })),
          canReissue: can(role, 'taxCertificates.reissue'),
        };
      });
    },

    /** POST /api/cabinet/organizers/:id/tax-certificates/:certificateId/reissue */
    async cabinetReissue(
      ctx: RequestContext,
      organizerId: number,
      certificateId: number,
    ): Promise<TaxCertificate> {
      const { row, request, account } = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { organizer, role } = await organizerFor(tx, ctx, organizerId, 'taxCertificates.reissue');
        const repo = createTaxDeductionRepo(tx, ctx.tenant.id);
        const found = await repo.certificate(certificateId);
        // another organizer's certificate is unknown here, as one that does not exist
        if (!found || found.certificate.organizerId !== organizer.id) throw new DomainError('NOT_FOUND');
        return reissue(repo, found, `${role}:${userIdOf(signedInUser(ctx))}`, { onlyIfChanged: false });
      });
      if (account) await tellRunner(ctx, account, request, [row], true);
      return certificateView(row, request, row.organizer.name, row.amount);
    },
  };
}

export type TaxDeductionService = ReturnType<typeof createTaxDeductionService>;
