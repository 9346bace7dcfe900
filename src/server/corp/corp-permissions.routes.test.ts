import { beforeAll, describe, expect, it } from 'vitest';
import { canInCompany } from '../../shared/domain/company-permissions.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { companyPeople, insertTestCompany, type CompanyPeople } from './company-fixture.js';
import { CORP_ROUTE_ACTIONS } from './corp-route-actions.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Who = keyof CompanyPeople | 'foreign';
const WHO: readonly Who[] = ['admin', 'manager', 'support', 'none', 'rival', 'foreign'];

/**
 * What a route of no company action (null in CORP_ROUTE_ACTIONS) answers each caller: the user's own list,
 * support's leads (403 for anybody else), an unknown invitation's token (404). A null route not named here
 * must at least never fail (no 5xx).
 */
const OWN_ROUTES: Record<string, (who: Who) => '2xx' | '403' | '404'> = {
  'GET /api/corp/me': () => '2xx',
  'GET /api/corp/leads': (who) => (who === 'support' || who === 'foreign' ? '2xx' : '403'),
  'GET /api/corp/invitations/:token': () => '404',
};

/**
 * The permission walk (ADR 031): every route the app has under /api/corp is in CORP_ROUTE_ACTIONS, needs a
 * signed-in user (401), and every GET answers each role as the table says — allowed: 2xx (a route of a
 * thing inside the company may answer 404 for the walk's made-up id); a role without the action: 403; no
 * role in the company (a runner, another company's admin, support of another tenant): 404, as for a
 * company that does not exist.
 */
describe('every corporate cabinet route with every role (issue 19)', () => {
  const ctx = useTestApp();
  let company: number;
  const as = {} as Record<Who, TestAccount>;

  /** The routes the app answers under /api/corp, as `METHOD /path` (from Fastify's route tree). */
  function corpRoutes(): string[] {
    const routes = METHODS.flatMap((method) => {
      const tree = ctx.app.printRoutes({ commonPrefix: false, includeHooks: false, method });
      return [...tree.matchAll(/(\/api\/corp(?:\/\S*)?)(?=\s|$)/g)].map(
        (m) => `${method} ${m[1]!.replace(/\s.*$/, '')}`,
      );
    });
    return [...new Set(routes)];
  }

  beforeAll(async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    company = await insertTestCompany(ctx.database, tenantId, 'Ромашка');
    const rival = await insertTestCompany(ctx.database, tenantId, 'Лютик');
    Object.assign(as, await companyPeople(ctx.database, tenantId, company, rival, 'walk'));
    as.foreign = await createTestAccount(ctx.database, await tenantIdOf(ctx.database, 'pionercup'), {
      email: 'walk-foreign@example.org',
      roles: ['Administrator'],
    });
  });

  it('knows the action of every corporate cabinet route the app has', () => {
    const routes = corpRoutes();
    expect(routes).toContain('GET /api/corp/me');
    expect(routes).toContain('PUT /api/corp/companies/:companyId');
    expect(routes.filter((r) => !(r in CORP_ROUTE_ACTIONS))).toEqual([]);
  });

  it('refuses every route to a visitor (401)', async () => {
    const seen: string[] = [];
    for (const route of corpRoutes()) {
      const [method, path] = route.split(' ') as [(typeof METHODS)[number], string];
      const url = path.replace(/:companyId/, String(company)).replace(/:[A-Za-z]+/g, '1');
      const res = await ctx.app.inject({
        method,
        url,
        headers: { host: 'localhost', origin: 'http://localhost' },
      });
      seen.push(`${route}: ${res.statusCode}`);
    }
    expect(seen).toEqual(corpRoutes().map((route) => `${route}: 401`));
  });

  it('answers each GET route as the permission table says, for every role and for none', async () => {
    const seen: string[] = [];
    const expected: string[] = [];
    for (const route of corpRoutes().filter((r) => r.startsWith('GET '))) {
      const action = CORP_ROUTE_ACTIONS[route] ?? null;
      const path = route.slice('GET '.length);
      const inner = /:(?!companyId\b)[A-Za-z]+/.test(path);
      const url = path
        .replace(':companyId', String(company))
        .replace(':token', 'no-such-token')
        .replace(/:[A-Za-z]+/g, '999999');
      for (const who of WHO) {
        const host = who === 'foreign' ? 'pionercup.localhost' : 'localhost';
        const res = await ctx.app.inject({
          method: 'GET',
          url,
          headers: accountHeaders(as[who].cookie, { host }),
        });
        let status = res.statusCode < 300 ? '2xx' : String(res.statusCode);
        let rule: string;
        if (action === null) {
          const own = OWN_ROUTES[route];
          rule = own ? own(who) : status;
          if (!own && res.statusCode >= 500) rule = '< 500';
        } else if (who === 'none' || who === 'rival' || who === 'foreign') {
          rule = '404';
        } else {
          const role = who === 'support' ? 'support' : who;
          rule = canInCompany(role, action) ? '2xx' : '403';
          if (rule === '2xx' && inner && status === '404') status = '2xx';
        }
        seen.push(`${route} ${who}: ${status}`);
        expected.push(`${route} ${who}: ${rule}`);
      }
    }
    expect(seen).toEqual(expected);
  });
});
