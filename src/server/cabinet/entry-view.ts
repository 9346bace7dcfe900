import { CABINET_ACTIONS, can, type CabinetRole } from '../../shared/domain/cabinet-permissions.js';
import { poolLeft } from '../../shared/domain/slot-pools.js';
import type { Language } from '../../shared/constants.js';
import { OFFLINE_PAYMENT_METHODS } from '../../shared/domain/payment-methods.js';
import { ADMISSION_STATUSES } from '../../shared/schemas/account.js';
import type { CabinetEntry, EntryHistoryItem } from '../../shared/schemas/cabinet-entry.js';
import type { Actor } from '../../shared/schemas/cabinet-orders.js';
import type { RegistrationRow } from '../db/schema.js';
import { pick } from '../catalogue/cards.js';
import type { Executor } from '../db/client.js';
import { DomainError } from '../domain-error.js';
import { raceFormFields } from '../registration/entry.js';
import { createRegistrationRepo } from '../registration/registration.repo.js';
import type { RequestContext } from '../request-context.js';
import type { CabinetEventRow } from './cabinet.repo.js';
import { actorIds, actorOf, cabinetOrderOf, type Accounts } from './cabinet-order-view.js';
import { createCabinetOrdersRepo } from './cabinet-orders.repo.js';
import { createEntryDetailRepo, type EntryRaceRow } from './entry-detail.repo.js';

/*
 * One entry as the cabinet's entry page shows it (shared/schemas/cabinet-entry.ts): the participant, their
 * admission, the orders (the entry's own, and any a change made), the races it may move to, and a history
 * of the orders' transitions, the entry's changes and the start-pack point's events, newest first.
 */

/** The registration's state at `now`: a pending hold past its time reads expired. */
export function stateAt(
  row: Pick<RegistrationRow, 'status' | 'expiresAt'>,
  now: Date,
): RegistrationRow['status'] {
  return row.status === 'pending' && row.expiresAt !== null && row.expiresAt <= now ? 'expired' : row.status;
}

/** Places a race has left for an entry of `pool` (null: no limit), from the counts read at `now`. */
export function placesLeft(
  race: Pick<EntryRaceRow, 'capacity' | 'childCapacity'>,
  taken: { adults: number; children: number },
  pool: 'adults' | 'children',
): number | null {
  const left =
    pool === 'children' && race.childCapacity !== null
      ? poolLeft({ capacity: race.childCapacity, taken: taken.children })
      : poolLeft({
          capacity: race.capacity,
          taken: race.childCapacity === null ? taken.adults + taken.children : taken.adults,
        });
  return Number.isFinite(left) ? left : null;
}

type AdmissionStatus = (typeof ADMISSION_STATUSES)[number];

/** A stored admission status; one the app does not know reads as still required. */
const admission = (status: string): AdmissionStatus =>
  (ADMISSION_STATUSES as readonly string[]).includes(status) ? (status as AdmissionStatus) : 'required';
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** A start-pack point's event of the entry (ADR 025) as its history shows it. */
function checkinHistoryItem(
  lang: Language,
  kind: 'start-pack-given' | 'start-pack-returned' | 'registered-offline',
  base: { at: string; actor: Actor },
  d: Record<string, unknown>,
  accounts: Accounts,
): EntryHistoryItem {
  if (kind === 'start-pack-given') {
    const seen = record(d['admission']);
    return {
      ...base,
      kind,
      admission: {
        medical: admission(text(seen['medical'])),
        insurance: admission(text(seen['insurance'])),
        identity: admission(text(seen['identity'])),
      },
    };
  }
  if (kind === 'start-pack-returned') {
    const giver = typeof d['givenBy'] === 'number' ? accounts.get(d['givenBy']) : undefined;
    return { ...base, kind, givenAt: text(d['givenAt']) || null, givenBy: giver?.name ?? '' };
  }
  const race = record(d['race']);
  const method = OFFLINE_PAYMENT_METHODS.find((m) => m === d['method']) ?? null;
  return {
    ...base,
    kind,
    race: text(lang === 'en' ? race['en'] : race['ru']) || text(race['ru']),
    paid: moneyOrNull(d['amount'], text(d['currency']) || 'RUB'),
    method,
    mailedTo: text(d['mailedTo']) || null,
  };
}
const moneyOrNull = (amount: unknown, currency: string) =>
  typeof amount === 'number' && amount > 0 ? { amount, currency } : null;

export async function entryView(
  executor: Executor,
  ctx: RequestContext,
  event: CabinetEventRow,
  role: CabinetRole,
  id: number,
  now: Date,
): Promise<CabinetEntry> {
  const repo = createEntryDetailRepo(executor, ctx.tenant.id);
  const found = await repo.entry(event.id, id);
  if (!found) throw new DomainError('NOT_FOUND');
  const { registration: r, race } = found;
  const ordersRepo = createCabinetOrdersRepo(executor, ctx.tenant.id);
  const changes = await repo.changes(r.id);
  const orderIds = [...new Set([r.orderId, ...changes.map((c) => c.orderId)])].filter(
    (o): o is number => o !== null,
  );
  const orderRows = await ordersRepo.byIds(orderIds);
  const orders = await Promise.all(orderRows.map((o) => cabinetOrderOf(ordersRepo, o)));
  const currency = orderRows[0]?.currency ?? 'RUB';
  // who acted, and who had given a start pack that was taken back
  const givers = changes.flatMap((c) =>
    typeof c.details['givenBy'] === 'number' ? [c.details['givenBy']] : [],
  );
  const accounts = await ordersRepo.accountsOf([
    ...new Set([...actorIds(changes.map((c) => c.actor)), ...givers]),
  ]);
  const line = await repo.placeLine(r.id);

  const history: EntryHistoryItem[] = [
    ...orders.flatMap((o) => o.transitions.map((t) => ({ kind: 'order' as const, order: o.number, ...t }))),
    ...changes.map((c): EntryHistoryItem => {
      const base = { at: c.createdAt.toISOString(), actor: actorOf(c.actor, accounts) };
      const d = c.details;
      if (c.kind === 'edited') {
        return {
          ...base,
          kind: 'edited',
          changes: (d['changes'] as { field: string; from: string; to: string }[]) ?? [],
        };
      }
      if (c.kind === 'moved') {
        return {
          ...base,
          kind: 'moved',
          from: text(d['from']),
          to: text(d['to']),
          due: moneyOrNull(d['due'], currency),
          refunded: moneyOrNull(d['refund'], currency),
          order: orderRows.find((o) => o.id === c.orderId)?.number ?? null,
          reason: text(d['reason']),
        };
      }
      if (c.kind === 'cancelled') {
        return {
          ...base,
          kind: 'cancelled',
          reason: text(d['reason']),
          refunded: moneyOrNull(d['refund'], currency),
        };
      }
      return checkinHistoryItem(ctx.language, c.kind, base, d, accounts);
    }),
  ]
    // newest first; of two at the same moment, the one written later (changes come in the order written)
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (a.item.at < b.item.at ? 1 : a.item.at > b.item.at ? -1 : b.i - a.i))
    .map(({ item }) => item);

  const registrations = createRegistrationRepo(executor, ctx.tenant.id);
  const targets = (await repo.races(event.id)).filter((t) => t.id !== r.raceId && t.format === 'individual');
  const races = await Promise.all(
    targets.map(async (t) => {
      const state = await registrations.bookingState(
        t.id,
        { personIds: [], emails: [], userId: 0, payer: 'MY_SELF' },
        now,
      );
      return {
        code: t.code,
        name: pick(ctx.language, t.nameRu, t.nameEn),
        price: state.price.amount > 0 ? state.price : null,
        left: placesLeft(t, state.taken, r.pool),
      };
    }),
  );

  return {
    event: {
      code: event.code,
      name: pick(ctx.language, event.nameRu, event.nameEn),
      timeZone: event.timeZone,
    },
    entry: {
      id: r.id,
      bib: r.bib,
      state: stateAt(r, now),
      race: { code: race?.code ?? '', name: race ? pick(ctx.language, race.nameRu, race.nameEn) : '' },
      lastName: r.lastName ?? '',
      firstName: r.firstName ?? '',
      gender: r.gender,
      birthDate: r.birthDate,
      city: r.cityName ?? '',
      email: r.email ?? found.accountEmail,
      registeredAt: r.createdAt.toISOString(),
      team: found.team,
      admission: {
        medical: admission(r.medicalStatus),
        insurance: admission(r.insuranceStatus),
        identity: admission(r.identityStatus),
      },
      fields: raceFormFields(race?.formFields ?? []),
      form: r.entry ?? {},
      price: line ? { amount: line.priceAmount, currency } : null,
    },
    orders,
    history,
    races,
    permissions: CABINET_ACTIONS.filter((a) => can(role, a)),
  };
}
