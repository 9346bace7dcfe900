import { beforeAll, describe, expect, it } from 'vitest';
import { can, CABINET_ROLES, type CabinetRole } from '../../shared/domain/cabinet-permissions.js';
import { insertRace, type TestRace } from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { insertPaidEntry } from './cabinet-entry-fixture.js';
import { addMember, assignEvent, insertOrganizer } from './cabinet-fixture.js';
import { CABINET_ROUTE_ACTIONS } from './cabinet-route-actions.js';

/**
 * The permission walk (ADR 022): every route the app has under /api/cabinet, with every role and with
 * none, answers as the permission table says — allowed: 2xx; a role without the action: 403; no role for
 * the event's organizer (a runner, another organizer's owner): 404, as for an event that does not exist.
 * An organizer's own routes (/organizers/:id/…) are walked the same way with the event's organizer.
 */
describe('every cabinet route with every role (issue 18)', () => {
  const ctx = useTestApp();
  let race: TestRace;
  let organizer: number;
  let entry: { id: number; order: string };
  const as = {} as Record<CabinetRole | 'runner' | 'rival', TestAccount>;

  /** The routes the app answers under /api/cabinet, as `METHOD /path` (from Fastify's route tree). */
  function cabinetRoutes(): string[] {
    const tree = ctx.app.printRoutes({ commonPrefix: false, includeHooks: false, method: 'GET' });
    const paths = [...tree.matchAll(/(\/api\/cabinet\S*)/g)].map((m) => m[1]!.replace(/\s.*$/, ''));
    return [...new Set(paths)].map((p) => `GET ${p}`);
  }

  beforeAll(async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    organizer = await insertOrganizer(ctx.database, tenantId, 'Организатор');
    const rival = await insertOrganizer(ctx.database, tenantId, 'Другой организатор');
    race = await insertRace(ctx.database, tenantId);
    await assignEvent(ctx.database, race.eventId, organizer);
    for (const role of CABINET_ROLES) {
      as[role] = await createTestAccount(ctx.database, tenantId, {
        email: `${role}@example.org`,
        roles: role === 'support' ? ['Administrator'] : ['Organization'],
      });
      if (role !== 'support') await addMember(ctx.database, tenantId, organizer, as[role].userId, role);
    }
    as.runner = await createTestAccount(ctx.database, tenantId, { email: 'runner@example.org' });
    as.rival = await createTestAccount(ctx.database, tenantId, {
      email: 'rival@example.org',
      roles: ['Organization'],
    });
    await addMember(ctx.database, tenantId, rival, as.rival.userId, 'owner');
    entry = await insertPaidEntry(ctx.database, tenantId, race, {
      userId: as.runner.userId,
      lastName: 'Иванов',
    });
  });

  it('knows the action of every cabinet route the app has', () => {
    const routes = cabinetRoutes();
    expect(routes.length).toBeGreaterThan(1);
    expect(routes.filter((r) => !(r in CABINET_ROUTE_ACTIONS))).toEqual([]);
  });

  it('answers each route as the permission table says, for every role and for none', async () => {
    const seen: string[] = [];
    const expected: string[] = [];
    for (const route of cabinetRoutes()) {
      const action = CABINET_ROUTE_ACTIONS[route] ?? null;
      // an event's routes open the fixture's event; an organizer's (/organizers/:id/…) its organizer
      const url = route
        .replace(/^GET /, '')
        .replace(':code', race.eventCode)
        .replace('/organizers/:id', `/organizers/${organizer}`)
        // an entry of the event, its order at the support desk (tenant-wide: ADR 026)
        .replace('/entries/:id', `/entries/${entry.id}`)
        .replace('/support/orders/:number', `/support/orders/${entry.order}`)
        .replace(/\/support\/search$/, '/support/search?q=Иванов');
      const desk = route.startsWith('GET /api/cabinet/support/');
      for (const who of [...CABINET_ROLES, 'runner', 'rival'] as const) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: accountHeaders(as[who].cookie) });
        const status = res.statusCode < 300 ? '2xx' : String(res.statusCode);
        seen.push(`${route} ${who}: ${status}`);
        const home = action === null;
        // the support desk: nobody without it (403); another organizer's owner has it, for their own orders
        const rule =
          who === 'runner'
            ? home || desk
              ? '403'
              : '404'
            : who === 'rival'
              ? home || (desk && !route.includes(':number'))
                ? '2xx'
                : '404'
              : can(who, action ?? 'events.view')
                ? '2xx'
                : '403';
        expected.push(`${route} ${who}: ${rule}`);
      }
      const anonymous = await ctx.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      seen.push(`${route} anonymous: ${anonymous.statusCode}`);
      expected.push(`${route} anonymous: 401`);
    }
    expect(seen).toEqual(expected);
  });
});
