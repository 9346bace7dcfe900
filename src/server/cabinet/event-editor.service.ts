import { can } from '../../shared/domain/cabinet-permissions.js';
import { canMoveEvent, EVENT_TRANSITIONS, type EventStatus } from '../../shared/domain/event-status.js';
import { fromWallTime, toWallTime } from '../../shared/domain/wall-time.js';
import {
  eventFormSchema,
  newEventSchema,
  type Cities,
  type EventEditor,
  type EventForm,
  type EventValues,
  type NewEvent,
} from '../../shared/schemas/cabinet-event-editor.js';
import {
  CABINET_VALIDATION_MESSAGES,
  type CabinetValidationMessageKey,
} from '../../shared/cabinet-validation-messages.js';
import { pick } from '../catalogue/cards.js';
import { sanitizeDescription } from '../catalogue/sanitize.js';
import type { Db, Executor } from '../db/client.js';
import type { EventRow } from '../db/schema.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { uniqueViolationOf } from '../teams/teams.repo.js';
import { cabinetRoleFor, eventFor } from './cabinet-access.js';
import { createCabinetRepo } from './cabinet.repo.js';
import { createEventEditorRepo, type EventEditorColumns } from './event-editor.repo.js';

/*
 * The organizer cabinet's event editor (issue 18 item 2, ADR 028): create an event for an organizer the
 * user may edit for, change its page, move it through its lifecycle. Who may: 'events.edit' on the
 * organizer (cabinet-access.ts). Every write drops the public catalogue's cached pages (`onChange`), so the
 * change shows on the next request, not after the cache time.
 */

const CODE_INDEX = 'events_tenant_code_unique';

const fieldError = (ctx: RequestContext, field: string, key: CabinetValidationMessageKey) =>
  new DomainError('VALIDATION_FAILED', {
    fields: { [field]: CABINET_VALIDATION_MESSAGES[key][ctx.language] },
  });

const orNull = (text: string) => (text === '' ? null : text);
const allBlank = (o: Record<string, string>) => Object.values(o).every((x) => x === '');

/** The row's columns from the form: instants from wall times, HTML sanitised, blanks as nothing. */
function columnsOf(ctx: RequestContext, form: EventForm, now: Date): EventEditorColumns {
  const startsAt = fromWallTime(form.startsAt, form.timeZone);
  if (!startsAt) throw fieldError(ctx, 'startsAt', 'wallTimeInvalid');
  const endsAt = form.endsAt === '' ? null : fromWallTime(form.endsAt, form.timeZone);
  if (form.endsAt !== '' && !endsAt) throw fieldError(ctx, 'endsAt', 'wallTimeInvalid');
  const point = form.lat !== null && form.lng !== null;
  return {
    nameRu: form.nameRu,
    nameEn: form.nameEn,
    descriptionRu: sanitizeDescription(form.descriptionRu),
    descriptionEn: sanitizeDescription(form.descriptionEn),
    sportType: form.sportType,
    activityType: form.activityType,
    isOnline: form.activityType === 'online',
    startsAt,
    endsAt,
    timeZone: form.timeZone,
    cityId: form.cityId,
    placeRu: orNull(form.placeRu),
    placeEn: orNull(form.placeEn),
    lat: point ? form.lat : null,
    lng: point ? form.lng : null,
    program: form.program,
    documents: form.documents,
    beneficiary: allBlank(form.beneficiary) ? null : form.beneficiary,
    contactEmail: orNull(form.contactEmail),
    contactPhone: orNull(form.contactPhone),
    website: orNull(form.website),
    operatorName: orNull(form.operatorName),
    startPack: allBlank(form.startPack) ? null : form.startPack,
    hasLiveStream: form.hasLiveStream,
    fastIdentification: form.fastIdentification,
    isFree: form.isFree,
    isNational: form.isNational,
    ...(form.corporateHoldDays === undefined ? {} : { corporateHoldDays: form.corporateHoldDays }),
    updatedAt: now,
  };
}

/** The form's values of a saved event (wall times in its zone). */
function valuesOf(row: EventRow): EventValues {
  const blank = { descriptionRu: '', descriptionEn: '', place: '', schedule: '' };
  return {
    nameRu: row.nameRu,
    nameEn: row.nameEn,
    descriptionRu: row.descriptionRu,
    descriptionEn: row.descriptionEn,
    sportType: row.sportType,
    activityType: row.activityType,
    startsAt: toWallTime(row.startsAt, row.timeZone),
    endsAt: row.endsAt ? toWallTime(row.endsAt, row.timeZone) : '',
    timeZone: row.timeZone,
    cityId: row.cityId,
    placeRu: row.placeRu ?? '',
    placeEn: row.placeEn ?? '',
    lat: row.lat,
    lng: row.lng,
    program: { ru: row.program.ru ?? [], en: row.program.en ?? [] },
    documents: row.documents,
    beneficiary: row.beneficiary ?? { name: '', inn: '', ogrnip: '', address: '' },
    contactEmail: row.contactEmail ?? '',
    contactPhone: row.contactPhone ?? '',
    website: row.website ?? '',
    operatorName: row.operatorName ?? '',
    startPack: { ...blank, ...row.startPack },
    hasLiveStream: row.hasLiveStream,
    fastIdentification: row.fastIdentification,
    isFree: row.isFree,
    isNational: row.isNational,
    corporateHoldDays: row.corporateHoldDays,
  };
}

export function createEventEditorService(
  db: Db,
  options: { onChange?: () => void; clock?: () => Date } = {},
) {
  const clock = options.clock ?? (() => new Date());
  const changed = options.onChange ?? (() => {});

  async function view(executor: Executor, ctx: RequestContext, eventId: number): Promise<EventEditor> {
    const repo = createEventEditorRepo(executor, ctx.tenant.id);
    const row = await repo.event(eventId);
    if (!row || row.organizerId === null) throw new DomainError('NOT_FOUND');
    const [organizer, races, cities, entries] = await Promise.all([
      repo.organizer(row.organizerId),
      repo.races(row.id),
      citiesOf(executor, ctx),
      repo.entries(row.id, clock()),
    ]);
    if (!organizer) throw new DomainError('NOT_FOUND');
    return {
      code: row.code,
      status: row.status,
      transitions: EVENT_TRANSITIONS[row.status].filter((to) => to !== 'draft' || entries === 0),
      organizer: {
        id: organizer.id,
        name: organizer.name,
        legalName: organizer.legalName,
        inn: organizer.inn,
        ogrn: organizer.ogrn,
        kpp: organizer.kpp,
        address: organizer.address,
        bankName: organizer.bankName,
        bic: organizer.bic,
        settlementAccount: organizer.settlementAccount,
      },
      values: valuesOf(row),
      races: races.map((r) => ({ code: r.code, name: pick(ctx.language, r.nameRu, r.nameEn) })),
      cities,
      entries,
    };
  }

  /** The row's columns of a form, its city one of the list's. */
  async function checkedColumns(executor: Executor, ctx: RequestContext, form: EventForm) {
    const columns = columnsOf(ctx, form, clock());
    const repo = createEventEditorRepo(executor, ctx.tenant.id);
    if (form.cityId !== null && !(await repo.cityExists(form.cityId))) {
      throw fieldError(ctx, 'cityId', 'choiceUnknown');
    }
    return columns;
  }

  /** Runs a write; a code another event of the tenant has is the code field's error, not a 500. */
  async function writing<T>(ctx: RequestContext, work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      changed();
      return result;
    } catch (error) {
      if (uniqueViolationOf(error) === CODE_INDEX) throw fieldError(ctx, 'code', 'eventCodeTaken');
      throw error;
    }
  }

  async function citiesOf(executor: Executor, ctx: RequestContext) {
    const rows = await createEventEditorRepo(executor, ctx.tenant.id).cities();
    return rows.map((c) => ({
      id: c.id,
      name: pick(ctx.language, c.nameRu, c.nameEn),
      lat: c.lat,
      lng: c.lng,
    }));
  }

  return {
    /** GET /api/cabinet/cities: the cities a new event may be placed in (anyone with a cabinet role). */
    async cities(ctx: RequestContext): Promise<Cities> {
      const user = signedInUser(ctx);
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const memberships = await createCabinetRepo(tx, ctx.tenant.id).memberships(userIdOf(user));
        if (!memberships.length && !user.roles.includes('Administrator')) throw new DomainError('FORBIDDEN');
        return { cities: await citiesOf(tx, ctx) };
      });
    },

    /** POST /api/cabinet/events: a draft of an organizer the user may edit for (404 for any other). */
    async create(ctx: RequestContext, input: NewEvent): Promise<EventEditor> {
      const form = newEventSchema.parse(input);
      return writing(ctx, () =>
        tenantTransaction(db, ctx.tenant.id, async (tx) => {
          const repo = createEventEditorRepo(tx, ctx.tenant.id);
          const organizer = await repo.organizer(form.organizerId);
          const role = organizer ? await cabinetRoleFor(tx, ctx, organizer.id) : null;
          if (!organizer || role === null) throw new DomainError('NOT_FOUND');
          if (!can(role, 'events.edit')) throw new DomainError('FORBIDDEN');
          const id = await repo.insert(organizer.id, form.code, await checkedColumns(tx, ctx, form));
          return view(tx, ctx, id);
        }),
      );
    },

    /** GET /api/cabinet/events/:code/edit */
    async get(ctx: RequestContext, code: string): Promise<EventEditor> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event } = await eventFor(tx, ctx, code, 'events.edit');
        return view(tx, ctx, event.id);
      });
    },

    /** PUT /api/cabinet/events/:code/edit */
    async update(ctx: RequestContext, code: string, input: EventForm): Promise<EventEditor> {
      const form = eventFormSchema.parse(input);
      return writing(ctx, () =>
        tenantTransaction(db, ctx.tenant.id, async (tx) => {
          const { event } = await eventFor(tx, ctx, code, 'events.edit');
          await createEventEditorRepo(tx, ctx.tenant.id).update(
            event.id,
            await checkedColumns(tx, ctx, form),
          );
          return view(tx, ctx, event.id);
        }),
      );
    },

    /** POST /api/cabinet/events/:code/status: one step of the lifecycle (event-status.ts). */
    async setStatus(ctx: RequestContext, code: string, status: EventStatus): Promise<EventEditor> {
      return writing(ctx, () =>
        tenantTransaction(db, ctx.tenant.id, async (tx) => {
          const { event } = await eventFor(tx, ctx, code, 'events.edit');
          const repo = createEventEditorRepo(tx, ctx.tenant.id);
          await repo.lockRaces(event.id);
          const row = await repo.event(event.id);
          if (!row) throw new DomainError('NOT_FOUND');
          if (row.status === status) return view(tx, ctx, event.id);
          if (!canMoveEvent(row.status, status)) throw fieldError(ctx, 'status', 'eventStatusNotAllowed');
          if (status === 'draft' && (await repo.entries(event.id, clock())) > 0) {
            throw fieldError(ctx, 'status', 'eventDraftWithEntries');
          }
          await repo.setStatus(event.id, status, clock());
          return view(tx, ctx, event.id);
        }),
      );
    },
  };
}

export type EventEditorService = ReturnType<typeof createEventEditorService>;
