import { raceEditText, raceInputProblems } from '../../shared/domain/race-editing.js';
import { fromWallTime } from '../../shared/domain/wall-time.js';
import type { CabinetRaces, RaceEditor, RaceInput } from '../../shared/schemas/cabinet-races.js';
import { pick } from '../catalogue/cards.js';
import type { Db, Executor } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { RequestContext } from '../request-context.js';
import { uniqueViolationOf } from '../teams/teams.repo.js';
import { eventFor } from './cabinet-access.js';
import { planLists, type FieldErrors } from './race-options-sync.js';
import { eventHead, raceEditorView } from './races-editor-view.js';
import { createRacesEditorRepo, type RaceFields, type Taken } from './races-editor.repo.js';

/*
 * Races of an event in the organizer cabinet (issue 18 item 2, ADR 029). Who may: 'events.edit' on the
 * event. A save carries the whole race and runs in one transaction under the race's row lock — the lock
 * every booking of the race takes first — so the places it counts cannot change before it writes: the
 * capacity never goes below the places taken, a size's stock never below the units sold, the format
 * never changes under entries or teams. After the commit the catalogue's micro-cache is dropped, so the
 * public pages show the change on the next request.
 */

const RACE_CODE_INDEX = 'races_event_code_unique';
const PROMO_CODE_INDEX = 'promo_codes_tenant_code_unique';

export function createRacesEditorService(
  db: Db,
  options: { clock?: () => Date; onChange?: () => void } = {},
) {
  const clock = options.clock ?? (() => new Date());
  const changed = options.onChange ?? (() => undefined);

  /** The race's own columns from the input (times read in the event's zone; checked valid before). */
  function fieldsOf(input: RaceInput, timeZone: string): RaceFields {
    const at = (wall: string | null) => (wall === null ? null : fromWallTime(wall, timeZone));
    const team = input.format !== 'individual';
    return {
      code: input.code,
      nameRu: input.nameRu,
      nameEn: input.nameEn,
      lengthM: input.lengthM,
      startsAt: at(input.startsAt) ?? new Date(Number.NaN),
      capacity: input.capacity,
      childCapacity: input.childCapacity,
      childrenNeedAdult: input.childrenNeedAdult,
      registrationOpensAt: at(input.registrationOpensAt),
      registrationClosesAt: at(input.registrationClosesAt),
      registrationDisabled: input.registrationDisabled,
      gender: input.gender,
      minAge: input.minAge,
      maxAge: input.maxAge,
      formFields: [...new Set(input.formFields)],
      accessCodeRequired: input.accessCodeRequired,
      format: input.format,
      teamMinMembers: team ? input.teamMinMembers : null,
      teamMaxMembers: team ? input.teamMaxMembers : null,
      teamGenderRule: input.teamGenderRule,
      teamPayment: input.teamPayment,
    };
  }

  /** The capacity rules: never below the places (or teams) taken in each pool. */
  function capacityErrors(ctx: RequestContext, input: RaceInput, taken: Taken, errors: FieldErrors) {
    const text = (n: number) => raceEditText('capacityBelowTaken', ctx.language, n);
    if (input.format !== 'individual') {
      if (input.capacity !== null && input.capacity < taken.teams) errors['capacity'] = text(taken.teams);
      return;
    }
    if (input.childCapacity === null) {
      const all = taken.adults + taken.children;
      if (input.capacity !== null && input.capacity < all) errors['capacity'] = text(all);
      return;
    }
    if (input.capacity !== null && input.capacity < taken.adults) errors['capacity'] = text(taken.adults);
    if (input.childCapacity < taken.children) errors['childCapacity'] = text(taken.children);
  }

  /** The rules that need no count, as field errors in the user's language. */
  function staticErrors(ctx: RequestContext, input: RaceInput, timeZone: string): FieldErrors {
    const errors: FieldErrors = {};
    for (const [path, key] of Object.entries(raceInputProblems(input, timeZone))) {
      errors[path] = raceEditText(key, ctx.language);
    }
    return errors;
  }

  const refuse = (errors: FieldErrors) => {
    if (Object.keys(errors).length) throw new DomainError('VALIDATION_FAILED', { fields: errors });
  };

  /** A unique index refusing a write that a concurrent save got past the checks: named on its field. */
  async function guarded<T>(ctx: RequestContext, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const index = uniqueViolationOf(error);
      if (index === RACE_CODE_INDEX) refuse({ code: raceEditText('raceCodeTaken', ctx.language) });
      if (index === PROMO_CODE_INDEX) refuse({ codes: raceEditText('promoCodeTaken', ctx.language) });
      throw error;
    }
  }

  /** Writes the race's prices and stages (the lists of options and codes come from `planLists`). */
  async function writeOwnLists(
    tx: Executor,
    ctx: RequestContext,
    raceId: number,
    input: RaceInput,
    timeZone: string,
  ) {
    const repo = createRacesEditorRepo(tx, ctx.tenant.id);
    await repo.replacePrices(
      raceId,
      input.prices.map((p) => ({
        validFrom: fromWallTime(p.validFrom, timeZone) ?? new Date(),
        amount: p.amount,
      })),
    );
    await repo.replaceStages(
      raceId,
      input.format === 'relay' ? input.stages.map((s, i) => ({ ...s, position: i + 1 })) : [],
    );
  }

  return {
    /** GET /api/cabinet/events/:code/races */
    async list(ctx: RequestContext, code: string): Promise<CabinetRaces> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event } = await eventFor(tx, ctx, code, 'events.edit');
        const repo = createRacesEditorRepo(tx, ctx.tenant.id);
        const now = clock();
        const rows = await repo.races(event.id);
        const prices = await repo.pricesNow(event.id, now);
        const races = [];
        for (const race of rows) {
          const taken = await repo.taken(race.id, now);
          races.push({
            code: race.code,
            name: pick(ctx.language, race.nameRu, race.nameEn),
            startsAt: race.startsAt.toISOString(),
            lengthM: race.lengthM,
            format: race.format,
            capacity: race.capacity,
            taken: race.format === 'individual' ? taken.adults + taken.children : taken.teams,
            price: prices.get(race.id) ?? null,
          });
        }
        return { event: eventHead(ctx, event), races };
      });
    },

    /** GET /api/cabinet/events/:code/races/:race */
    async get(ctx: RequestContext, code: string, raceCode: string): Promise<RaceEditor> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event } = await eventFor(tx, ctx, code, 'events.edit');
        const race = await createRacesEditorRepo(tx, ctx.tenant.id).race(event.id, raceCode, false);
        if (!race) throw new DomainError('NOT_FOUND');
        return raceEditorView(tx, ctx, event, race, clock());
      });
    },

    /** POST /api/cabinet/events/:code/races */
    async create(ctx: RequestContext, code: string, input: RaceInput): Promise<RaceEditor> {
      const result = await guarded(ctx, () =>
        tenantTransaction(db, ctx.tenant.id, async (tx) => {
          const { event } = await eventFor(tx, ctx, code, 'events.edit');
          const repo = createRacesEditorRepo(tx, ctx.tenant.id);
          const errors = staticErrors(ctx, input, event.timeZone);
          if (await repo.race(event.id, input.code, false))
            errors['code'] = raceEditText('raceCodeTaken', ctx.language);
          const lists = {
            tx,
            tenantId: ctx.tenant.id,
            eventId: event.id,
            raceId: null,
            timeZone: event.timeZone,
          };
          const writeLists = await planLists({ ...lists, lang: ctx.language, now: clock() }, input, errors);
          refuse(errors);
          const race = await repo.insertRace(event.id, fieldsOf(input, event.timeZone));
          await writeOwnLists(tx, ctx, race.id, input, event.timeZone);
          await writeLists(race.id);
          return raceEditorView(tx, ctx, event, race, clock());
        }),
      );
      changed();
      return result;
    },

    /**
     * DELETE /api/cabinet/events/:code/races/:race (ADR 029): a race nobody ever entered. Under the race's
     * row lock, the one every booking of the race takes first: a booking holding it has written its entry
     * when the count reads (the delete is refused, 409: close the registration instead), one that comes
     * after finds no race (404); the foreign keys let no entry refer to a deleted race either way.
     */
    async remove(ctx: RequestContext, code: string, raceCode: string): Promise<void> {
      await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event } = await eventFor(tx, ctx, code, 'events.edit');
        const repo = createRacesEditorRepo(tx, ctx.tenant.id);
        const race = await repo.race(event.id, raceCode, true);
        if (!race) throw new DomainError('NOT_FOUND');
        if (await repo.everEntered(race.id)) throw new DomainError('RACE_HAS_ENTRIES');
        await repo.deleteRace(race.id);
      });
      changed();
    },

    /** PUT /api/cabinet/events/:code/races/:race */
    async update(ctx: RequestContext, code: string, raceCode: string, input: RaceInput): Promise<RaceEditor> {
      const result = await guarded(ctx, () =>
        tenantTransaction(db, ctx.tenant.id, async (tx) => {
          const { event } = await eventFor(tx, ctx, code, 'events.edit');
          const repo = createRacesEditorRepo(tx, ctx.tenant.id);
          // the race's row lock first: bookings of the race wait until this save commits
          const race = await repo.race(event.id, raceCode, true);
          if (!race) throw new DomainError('NOT_FOUND');
          const errors = staticErrors(ctx, input, event.timeZone);
          if (input.code !== race.code && (await repo.race(event.id, input.code, false))) {
            errors['code'] = raceEditText('raceCodeTaken', ctx.language);
          }
          const now = clock();
          capacityErrors(ctx, input, await repo.taken(race.id, now), errors);
          const fixed = await repo.hasEntriesOrTeams(race.id);
          if (input.format !== race.format && (fixed.entries || fixed.teams)) {
            errors['format'] = raceEditText('formatLocked', ctx.language);
          }
          const stages = await repo.stages(race.id);
          if (input.format === 'relay' && fixed.teams && input.stages.length !== stages.length) {
            errors['stages'] = raceEditText('stagesLocked', ctx.language);
          }
          const lists = {
            tx,
            tenantId: ctx.tenant.id,
            eventId: event.id,
            raceId: race.id,
            timeZone: event.timeZone,
          };
          const writeLists = await planLists({ ...lists, lang: ctx.language, now }, input, errors);
          refuse(errors);
          await repo.updateRace(race.id, fieldsOf(input, event.timeZone));
          await writeOwnLists(tx, ctx, race.id, input, event.timeZone);
          await writeLists(race.id);
          const saved = await repo.race(event.id, input.code, false);
          if (!saved) throw new Error('the saved race is gone');
          return raceEditorView(tx, ctx, event, saved, clock());
        }),
      );
      changed();
      return result;
    },
  };
}

export type RacesEditorService = ReturnType<typeof createRacesEditorService>;
