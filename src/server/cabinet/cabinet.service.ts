import { CABINET_ACTIONS, can, type CabinetRole } from '../../shared/domain/cabinet-permissions.js';
import type { RaceFormat } from '../../shared/domain/teams.js';
import type { CabinetEvents, CabinetEventsQuery, CabinetMe } from '../../shared/schemas/cabinet.js';
import { pick } from '../catalogue/cards.js';
import type { Db } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { createCabinetRepo } from './cabinet.repo.js';

/**
 * The organizer cabinet's home (issue 18, ADR 022): who the user works for, and the events they may open,
 * each with the user's role, what it permits, and each race's places taken. Read under the tenant's
 * row-level security.
 */
export function createCabinetService(db: Db, clock: () => Date = () => new Date()) {
  return {
    /** GET /api/cabinet/me: someone with no role anywhere is answered 403 (the cabinet is not theirs). */
    async me(ctx: RequestContext): Promise<CabinetMe> {
      const user = signedInUser(ctx);
      const organizers = await tenantTransaction(db, ctx.tenant.id, (tx) =>
        createCabinetRepo(tx, ctx.tenant.id).memberships(userIdOf(user)),
      );
      const support = user.roles.includes('Administrator');
      if (!organizers.length && !support) throw new DomainError('FORBIDDEN');
      return {
        organizers: organizers.map((o) => ({ id: o.organizerId, name: o.name, role: o.role })),
        support,
      };
    },

    /** GET /api/cabinet/events */
    async events(ctx: RequestContext, query: CabinetEventsQuery): Promise<CabinetEvents> {
      const user = signedInUser(ctx);
      const now = clock();
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createCabinetRepo(tx, ctx.tenant.id);
        const memberships = await repo.memberships(userIdOf(user));
        const support = user.roles.includes('Administrator');
        if (!memberships.length && !support) throw new DomainError('FORBIDDEN');
        const roleOf = new Map(memberships.map((m) => [m.organizerId, m.role]));
        const offset = query.cursor ?? 0;
        const { rows, total } = await repo.events(support ? null : [...roleOf.keys()], {
          q: query.q,
          status: query.status,
          offset,
          limit: query.limit,
          now,
        });
        const races = await repo.racesOf(
          rows.map((r) => r.id),
          now,
        );
        return {
          events: rows.map((e) => {
            const role: CabinetRole = (e.organizerId !== null && roleOf.get(e.organizerId)) || 'support';
            return {
              code: e.code,
              name: pick(ctx.language, e.nameRu, e.nameEn),
              startsAt: e.startsAt.toISOString(),
              timeZone: e.timeZone,
              status: e.status,
              organizer: e.organizerName,
              role,
              permissions: CABINET_ACTIONS.filter((a) => can(role, a)),
              races: races
                .filter((r) => r.event_id === e.id)
                .map((r) => ({
                  code: r.code,
                  name: pick(ctx.language, r.name_ru, r.name_en),
                  format: r.format as RaceFormat,
                  capacity: r.capacity,
                  entries: r.entries,
                  paid: r.paid,
                })),
            };
          }),
          total,
          nextCursor: offset + rows.length < total ? offset + rows.length : null,
        };
      });
    },
  };
}

export type CabinetService = ReturnType<typeof createCabinetService>;
