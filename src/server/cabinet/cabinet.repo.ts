import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { events, organizerMembers, organizers, races } from '../db/schema.js';
import { rowsOf } from '../catalogue/db-rows.js';
import type { MemberRole } from '../../shared/domain/cabinet-permissions.js';
import type { EventStatus } from '../../shared/domain/event-status.js';
import type { TenantId } from '../tenants/tenant-id.js';

/** An event as the cabinet finds it: enough to decide who may see it. */
export interface CabinetEventRow {
  id: number;
  code: string;
  nameRu: string;
  nameEn: string;
  startsAt: Date;
  timeZone: string;
  status: EventStatus;
  organizerId: number | null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Organizers' members, and the events the cabinet shows, on one tenant. */
export function createCabinetRepo(db: Executor, tenantId: TenantId) {
  const eventColumns = {
    id: events.id,
    code: events.code,
    nameRu: events.nameRu,
    nameEn: events.nameEn,
    startsAt: events.startsAt,
    timeZone: events.timeZone,
    status: events.status,
    organizerId: events.organizerId,
  };
  return {
    /** The organizers the user works for, with their role in each. */
    memberships(userId: number): Promise<{ organizerId: number; name: string; role: MemberRole }[]> {
      return db
        .select({ organizerId: organizers.id, name: organizers.name, role: organizerMembers.role })
        .from(organizerMembers)
        .innerJoin(
          organizers,
          and(
            eq(organizers.id, organizerMembers.organizerId),
            eq(organizers.tenantId, organizerMembers.tenantId),
          ),
        )
        .where(and(eq(organizerMembers.tenantId, tenantId), eq(organizerMembers.userId, userId)))
        .orderBy(asc(organizers.name));
    },

    /** The user's role in an organizer's cabinet, null when they have none there. */
    async memberRole(userId: number, organizerId: number): Promise<MemberRole | null> {
      const [row] = await db
        .select({ role: organizerMembers.role })
        .from(organizerMembers)
        .where(
          and(
            eq(organizerMembers.tenantId, tenantId),
            eq(organizerMembers.userId, userId),
            eq(organizerMembers.organizerId, organizerId),
          ),
        );
      return row?.role ?? null;
    },

    /**
     * An organizer of the tenant; `lock`: its row locked FOR UPDATE to the transaction's end, which
     * serializes the changes of its members (the last-owner rule, members.service.ts).
     */
    async organizerById(id: number, lock = false): Promise<{ id: number; name: string } | null> {
      const query = db
        .select({ id: organizers.id, name: organizers.name })
        .from(organizers)
        .where(and(eq(organizers.tenantId, tenantId), eq(organizers.id, id)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async eventByCode(code: string): Promise<CabinetEventRow | null> {
      const [row] = await db
        .select(eventColumns)
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.code, code)));
      return row ?? null;
    },

    /**
     * Events of these organizers (all of the tenant's when `organizerIds` is null: support) in every
     * lifecycle status, a page at a time: the upcoming first, the soonest first; then the past and the
     * finished (a finished event is over even if its date is ahead), the latest first. `q` finds by name or
     * code, `status` keeps one status.
     */
    async events(
      organizerIds: number[] | null,
      options: {
        q?: string | undefined;
        status?: EventStatus | undefined;
        offset: number;
        limit: number;
        now: Date;
      },
    ): Promise<{ rows: (CabinetEventRow & { organizerName: string | null })[]; total: number }> {
      const parts: SQL[] = [eq(events.tenantId, tenantId)];
      if (organizerIds !== null) {
        if (!organizerIds.length) return { rows: [], total: 0 };
        parts.push(inArray(events.organizerId, organizerIds));
      }
      if (options.q) {
        const p = likePattern(options.q);
        parts.push(or(ilike(events.nameRu, p), ilike(events.nameEn, p), ilike(events.code, p))!);
      }
      if (options.status) parts.push(eq(events.status, options.status));
      const where = and(...parts);
      const upcoming = sql`(${events.startsAt} >= ${options.now} and ${events.status} <> 'finished')`;
      const [rows, count] = await Promise.all([
        db
          .select({ ...eventColumns, organizerName: organizers.name })
          .from(events)
          .leftJoin(
            organizers,
            and(eq(organizers.id, events.organizerId), eq(organizers.tenantId, events.tenantId)),
          )
          .where(where)
          .orderBy(
            sql`not ${upcoming}`,
            sql`case when ${upcoming} then ${events.startsAt} end`,
            desc(events.startsAt),
            asc(events.id),
          )
          .limit(options.limit)
          .offset(options.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(events)
          .where(where),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },

    /** Each race of these events with its places taken now (confirmed, and pending holds not past). */
    racesOf(eventIds: number[], now: Date) {
      if (!eventIds.length) return Promise.resolve([]);
      return rowsOf<{
        event_id: number;
        code: string;
        name_ru: string;
        name_en: string;
        capacity: number | null;
        format: string;
        entries: number;
        paid: number;
      }>(
        db,
        sql`select r.event_id, r.code, r.name_ru, r.name_en, r.capacity, r.format,
            (select count(*)::int from registrations g where g.tenant_id = r.tenant_id and g.race_id = r.id
              and (g.status = 'confirmed' or (g.status = 'pending' and (g.expires_at is null or g.expires_at > ${now})))) as entries,
            (select count(*)::int from registrations g where g.tenant_id = r.tenant_id and g.race_id = r.id
              and g.status = 'confirmed') as paid
          from ${races} r where r.tenant_id = ${tenantId} and r.event_id in (${sql.join(
            eventIds.map((id) => sql`${id}`),
            sql`, `,
          )}) order by r.length_m desc, r.id`,
      );
    },
  };
}

export type CabinetRepo = ReturnType<typeof createCabinetRepo>;
