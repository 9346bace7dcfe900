import {
  bibOf,
  NUMBERS_MESSAGES,
  type AssignBibs,
  type AssignBibsResult,
  type BibRange,
  type CabinetNumbers,
  type EntryBibResult,
  type NumbersRace,
} from '../../shared/schemas/cabinet-numbers.js';
import { assignBibsSchema } from '../../shared/schemas/cabinet-numbers.js';
import { pick } from '../catalogue/cards.js';
import type { Db, Executor } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { RequestContext } from '../request-context.js';
import { uniqueViolationOf } from '../teams/teams.repo.js';
import { eventFor } from './cabinet-access.js';
import { createNumbersRepo, type NumbersRaceRow } from './numbers.repo.js';

/*
 * Start numbers (issue 18 item 4): a range per race, automatic assignment in a chosen order, a manual
 * change of one entry's number. Who may: 'numbers.assign' on the event (cabinet-access.ts). Assignment
 * and a manual change of one race queue on the race's row lock, so they never hand out one number twice;
 * the unique index registrations_race_bib_active_unique is the backstop (BIB_TAKEN).
 */

const BIB_INDEX = 'registrations_race_bib_active_unique';

/** The free numbers of a range: used ones are those typed exactly as the number (`"0101"` is not 101). */
function freeNumbers(race: NumbersRaceRow, used: Iterable<string>) {
  const { bibFrom: from, bibTo: to } = race;
  if (from === null || to === null) return { free: 0, nextFree: null, take: () => [] as number[] };
  const taken = new Set<number>();
  for (const bib of used) {
    const n = Number(bib);
    if (/^[1-9]\d*$/.test(bib) && n >= from && n <= to) taken.add(n);
  }
  const free = to - from + 1 - taken.size;
  let nextFree: number | null = null;
  for (let n = from; n <= to; n++) {
    if (!taken.has(n)) {
      nextFree = n;
      break;
    }
  }
  /** The first `count` free numbers, in order. */
  const take = (count: number): number[] => {
    const out: number[] = [];
    for (let n = from; n <= to && out.length < count; n++) if (!taken.has(n)) out.push(n);
    return out;
  };
  return { free, nextFree, take };
}

const rangeMessage = (ctx: RequestContext, key: 'rangeOrder' | 'rangeOverlap', race = '') =>
  NUMBERS_MESSAGES[key][ctx.language].replace('{race}', race);

export function createNumbersService(db: Db, clock: () => Date = () => new Date()) {
  async function raceView(
    executor: Executor,
    ctx: RequestContext,
    eventId: number,
    race: NumbersRaceRow,
  ): Promise<NumbersRace> {
    const repo = createNumbersRepo(executor, ctx.tenant.id);
    const counts = (await repo.counts(eventId, clock())).get(race.id) ?? { numbered: 0, missing: 0 };
    const { free, nextFree } = freeNumbers(race, await repo.usedBibs(race.id));
    return {
      code: race.code,
      name: pick(ctx.language, race.nameRu, race.nameEn),
      from: race.bibFrom,
      to: race.bibTo,
      numbered: counts.numbered,
      missing: counts.missing,
      nextFree,
      free,
    };
  }

  /** The event and its race (locked), for a change of the race's numbers. */
  async function lockedRace(executor: Executor, ctx: RequestContext, code: string, raceCode: string) {
    const { event } = await eventFor(executor, ctx, code, 'numbers.assign');
    const race = await createNumbersRepo(executor, ctx.tenant.id).lockRace(event.id, raceCode);
    if (!race) throw new DomainError('NOT_FOUND');
    return { event, race };
  }

  return {
    /** GET /api/cabinet/events/:code/numbers */
    async overview(ctx: RequestContext, code: string): Promise<CabinetNumbers> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event } = await eventFor(tx, ctx, code, 'numbers.assign');
        const repo = createNumbersRepo(tx, ctx.tenant.id);
        const counts = await repo.counts(event.id, clock());
        const races: NumbersRace[] = [];
        for (const race of await repo.races(event.id)) {
          const { free, nextFree } = freeNumbers(race, await repo.usedBibs(race.id));
          const c = counts.get(race.id) ?? { numbered: 0, missing: 0 };
          races.push({
            code: race.code,
            name: pick(ctx.language, race.nameRu, race.nameEn),
            from: race.bibFrom,
            to: race.bibTo,
            numbered: c.numbered,
            missing: c.missing,
            nextFree,
            free,
          });
        }
        return { event: { code: event.code, name: pick(ctx.language, event.nameRu, event.nameEn) }, races };
      });
    },

    /** PUT /api/cabinet/events/:code/races/:race/numbers */
    async setRange(
      ctx: RequestContext,
      code: string,
      raceCode: string,
      range: BibRange,
    ): Promise<NumbersRace> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event, race } = await lockedRace(tx, ctx, code, raceCode);
        if (range.to < range.from) {
          throw new DomainError('VALIDATION_FAILED', { fields: { to: rangeMessage(ctx, 'rangeOrder') } });
        }
        const repo = createNumbersRepo(tx, ctx.tenant.id);
        const other = (await repo.races(event.id)).find(
          (r) =>
            r.id !== race.id &&
            r.bibFrom !== null &&
            r.bibTo !== null &&
            r.bibFrom <= range.to &&
            range.from <= r.bibTo,
        );
        if (other) {
          const name = pick(ctx.language, other.nameRu, other.nameEn);
          throw new DomainError('VALIDATION_FAILED', {
            fields: { from: rangeMessage(ctx, 'rangeOverlap', name) },
          });
        }
        await repo.setRange(race.id, range.from, range.to);
        return raceView(tx, ctx, event.id, { ...race, bibFrom: range.from, bibTo: range.to });
      });
    },

    /** POST /api/cabinet/events/:code/races/:race/numbers/assign */
    async assign(
      ctx: RequestContext,
      code: string,
      raceCode: string,
      input: AssignBibs,
    ): Promise<AssignBibsResult> {
      const { order, onlyMissing } = assignBibsSchema.parse(input);
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event, race } = await lockedRace(tx, ctx, code, raceCode);
        if (race.bibFrom === null || race.bibTo === null) throw new DomainError('BIB_RANGE_MISSING');
        const repo = createNumbersRepo(tx, ctx.tenant.id);
        const now = clock();
        const ids = await repo.toNumber(race.id, order, onlyMissing, now);
        // numbered anew: their own numbers are free for them (taken away first, or the index refuses a swap)
        const used = await repo.usedBibs(race.id);
        const chosen = new Set(ids);
        const own = onlyMissing
          ? new Set<string>()
          : new Set((await repo.numberedIds(race.id)).filter((r) => chosen.has(r.id)).map((r) => r.bib));
        const { free, take } = freeNumbers(
          race,
          used.filter((b) => !own.has(b)),
        );
        if (ids.length > free) {
          throw new DomainError('BIB_RANGE_FULL', { params: { needed: ids.length, free } });
        }
        const numbers = take(ids.length);
        if (!onlyMissing) await repo.clearBibs(ids);
        await repo.setBibs(
          ids,
          numbers.map((n) => String(n)),
        );
        return {
          assigned: ids.length,
          first: numbers[0] ?? null,
          last: numbers.at(-1) ?? null,
          race: await raceView(tx, ctx, event.id, race),
        };
      });
    },

    /** PUT /api/cabinet/entries/:id/bib */
    async setEntryBib(ctx: RequestContext, id: number, typed: string | null): Promise<EntryBibResult> {
      const bib = bibOf(typed);
      if (bib === false) {
        throw new DomainError('VALIDATION_FAILED', {
          fields: { bib: NUMBERS_MESSAGES.bibInvalid[ctx.language] },
        });
      }
      try {
        return await tenantTransaction(db, ctx.tenant.id, async (tx) => {
          const repo = createNumbersRepo(tx, ctx.tenant.id);
          const entry = await repo.entry(id);
          if (!entry) throw new DomainError('NOT_FOUND');
          await eventFor(tx, ctx, entry.eventCode, 'numbers.assign');
          if (entry.raceId === null) throw new DomainError('NOT_FOUND');
          await repo.lockRaceById(entry.raceId);
          if (bib !== null && (await repo.holderOf(entry.raceId, bib, id)) !== null) {
            throw new DomainError('BIB_TAKEN', { params: { bib } });
          }
          await repo.setBib(id, bib);
          return { id, bib };
        });
      } catch (error) {
        if (bib !== null && uniqueViolationOf(error) === BIB_INDEX) {
          throw new DomainError('BIB_TAKEN', { params: { bib } });
        }
        throw error;
      }
    },
  };
}

export type NumbersService = ReturnType<typeof createNumbersService>;
