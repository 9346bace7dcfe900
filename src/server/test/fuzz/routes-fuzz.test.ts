import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { SPORT_TYPES } from '../../../shared/domain/sport-types.js';
import { createAccount, PASSWORD } from '../../auth/auth-test-helpers.js';
import { campaigns, events, persons, series, users, vacancies } from '../../db/schema.js';
import { createTestSession, validProfileInput } from '../accounts-fixture.js';
import { seedCatalogueFixture } from '../catalogue-fixture.js';
import { seedContentFixture } from '../content-fixture.js';
import { createTestApp, createTestDatabase } from '../test-app.js';
import { internalsIn } from './internals.js';
import { edgeProbes } from './probes.js';
import {
  fuzzRoutesOf,
  injectOptions,
  requestArbitrary,
  type FuzzRequest,
  type FuzzRoute,
  type RequestContext,
} from './route-requests.js';

/*
 * Every route of the app, found in its route table (AppDeps.onRoute), is called with inputs generated from its
 * zod schemas (see schema-arbitrary.ts) as a visitor and signed in: the answer is never a 5xx and never shows
 * internals (stack, paths, SQL errors). Reproducible: FUZZ_SEED (default below) and FUZZ_RUNS (requests per
 * route and identity) choose the inputs; a failure prints each distinct problem with its smallest input.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);
const RUNS = Number(process.env.FUZZ_RUNS ?? 32);

/**
 * Requests per route and identity: RUNS, and RUNS/8 more per input field (a 21-field form has more to get
 * wrong than a bare GET). HEAD is Fastify's copy of the GET handler without a body: a quarter of that.
 */
function runsOf(route: FuzzRoute): number {
  const fields = [route.params, route.querystring, route.body].reduce(
    (n, s) => n + Object.keys(s?.properties ?? {}).length,
    0,
  );
  const runs = RUNS + fields * Math.ceil(RUNS / 8);
  return route.method === 'HEAD' ? Math.ceil(runs / 4) : runs;
}

// The web build the SPA routes serve (index.html, an asset), so the static and page routes are in the table too.
const webRoot = mkdtempSync(join(tmpdir(), 'startline-fuzz-web-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html lang="ru"><head><title>x</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1);\n');

interface LoggedError {
  type?: string;
  message?: string;
  stack?: string;
}
const loggedErrors = new Map<string, LoggedError>();
const logStream = {
  write(line: string) {
    const entry = JSON.parse(line) as { reqId?: string; err?: LoggedError };
    if (entry.reqId && entry.err) loggedErrors.set(entry.reqId, entry.err);
  },
};

// The route table is known once the app is built, and the tests are declared from it: built at load time.
const routes: FuzzRoute[] = [];
const testDb = await createTestDatabase();
const fixture = await seedCatalogueFixture(testDb.database);
await seedContentFixture(testDb.database, fixture.tenantIds, fixture.now);
const app = await createTestApp(
  testDb.database,
  { webRoot, logLevel: 'error' },
  { onRoute: (route) => routes.push(...fuzzRoutesOf(route)), logStream },
);
afterAll(async () => {
  await app.close();
  await testDb.dispose();
  rmSync(webRoot, { recursive: true, force: true });
});

const { db } = testDb.database;
const email = 'fuzz.runner@example.com';
const fuzzCookie = await createAccount(app, email);
const [fuzzUser] = await db
  .select({ id: users.id, tenantId: users.tenantId })
  .from(users)
  .where(eq(users.email, email));
if (!fuzzUser) throw new Error('the fuzz account was not created');
const account = fuzzUser;
// a relative of the account, so that /api/account/relatives/:id has a real id to work on
const relative = await app.inject({
  method: 'POST',
  url: '/api/account/relatives',
  headers: { cookie: fuzzCookie },
  payload: validProfileInput({ firstName: 'Олег' }),
});
if (relative.statusCode !== 201) throw new Error(`the fuzz account's relative: ${relative.body}`);
const relativeId = String((relative.json() as { id: number }).id);

const codes = async (table: typeof events | typeof series | typeof campaigns) =>
  (await db.select({ code: table.code }).from(table)).map((r) => r.code);
const ids = [
  ...(await db.select({ id: persons.id }).from(persons).where(eq(persons.accountUserId, account.id))),
  ...(await db.select({ id: vacancies.id }).from(vacancies)),
  ...(await db.select({ id: persons.id }).from(persons)),
].map((r) => String(r.id));

const profile = validProfileInput();
const context: RequestContext = {
  // the edge probes take the first value a route accepts: the account's own relative and person, events first
  plausibleParams: [
    ...new Set([
      ...(await codes(events)),
      relativeId,
      ...ids,
      '1',
      '2',
      '3',
      '4',
      '5',
      ...(await codes(series)),
      ...(await codes(campaigns)),
    ]),
  ].filter(Boolean),
  examples: {
    ...Object.fromEntries(Object.entries(profile).map(([key, value]) => [key, [value]])),
    // many addresses: limits per address (contact form, leads, mails) would stop most inputs early
    email: fc.oneof(
      fc.constantFrom(email, ' Mixed.Case@Example.COM '),
      fc.stringMatching(/^[a-z0-9]{1,12}$/).map((name) => `${name}@example.org`),
    ),
    password: [PASSWORD],
    sport: [SPORT_TYPES.map((s) => s.id).join(','), SPORT_TYPES[0]?.id ?? 'running'],
    dateFrom: ['2020-01-01', '2025-06-30'],
    dateTo: ['2030-12-31', '2025-07-01'],
  },
  hosts: ['localhost', 'pionercup.localhost', 'fontanka.localhost'],
};

/** A new session of the fuzz account: each route gets its own, so logout and logout-all spoil nothing later. */
async function freshSession(): Promise<string> {
  return `sl_session=${await createTestSession(testDb.database, account.tenantId, account.id)}`;
}

/** A 32-bit seed of its own per route and identity: a new route does not change the inputs of the others. */
function seedOf(route: FuzzRoute, signedIn: boolean): number {
  let hash = SEED | 0;
  for (const ch of `${route.method} ${route.url} ${signedIn}`)
    hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

const show = (value: string | Buffer | undefined, max = 400) => {
  const text =
    value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : `<${value.length} bytes> ${value.toString('latin1')}`;
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);
};

interface Failure {
  problem: string;
  error: LoggedError | undefined;
  request: FuzzRequest;
  signedIn: boolean;
  index: number;
  status: number;
  body: string;
  size: number;
}

/** The innermost cause of a logged error (a failed query's database error), in one line. */
function rootCause(error: LoggedError | undefined): string {
  const stack = error?.stack ?? '';
  const innermost = stack.includes('\ncaused by: ') ? stack.split('\ncaused by: ').at(-1) : error?.message;
  return (innermost ?? '').split('\n')[0]?.slice(0, 300) ?? '';
}

/** Where in our code it happened: the first frames under src/. */
const ourFrames = (error: LoggedError | undefined) =>
  (error?.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at .*\/src\//.test(l))
    .slice(0, 2)
    .map((l) => l.trim());

function describeFailure(f: Failure): string {
  return [
    `• ${f.problem} (${f.signedIn ? 'signed in' : 'visitor'}, request #${f.index}, FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`,
    `  error:    ${f.error ? `${f.error.type}: ${JSON.stringify(rootCause(f.error))}` : '(none logged)'}`,
    ...ourFrames(f.error).map((frame) => `            ${frame}`),
    `  request:  ${f.request.method} ${show(f.request.url, 300)}`,
    `  headers:  ${JSON.stringify(f.request.headers)}`,
    `  payload:  ${show(f.request.payload)}`,
    `  answer:   ${f.status} ${show(f.body, 300)}`,
  ].join('\n');
}

/** One problem per kind of answer, error type, innermost cause (numbers and quoted values blanked) and place. */
const signature = (problem: string, error: LoggedError | undefined) =>
  [
    problem,
    error?.type,
    rootCause(error)
      .replace(/(?:0x[0-9a-f]+ ?)+|\d+/gi, 'N')
      .replace(/"[^"]*"|'[^']*'/g, 'Q'),
    ourFrames(error)[0],
  ].join(' | ');

it('finds the routes of the app in its route table', () => {
  expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
    expect.arrayContaining([
      'GET /api/event/:code',
      'PUT /api/account/profile',
      'POST /api/auth/login',
      'GET /*',
    ]),
  );
});

it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
  '%s',
  async (_name, route) => {
    const failures = new Map<string, Failure>();
    for (const signedIn of [false, true]) {
      const seed = seedOf(route, signedIn);
      const requests = [
        ...edgeProbes(route, context, seed),
        ...fc.sample(requestArbitrary(route, context), { seed, numRuns: runsOf(route) }),
      ];
      let session = signedIn ? await freshSession() : null;
      for (const [index, request] of requests.entries()) {
        const res = await app.inject(injectOptions(request, session));
        // signed out (or signed in anew) by the call: the next one gets a session again
        if (session && res.cookies.some((c) => c.name === 'sl_session')) session = await freshSession();
        const requestText = `${request.url} ${typeof request.payload === 'string' ? request.payload : ''}`;
        const problem =
          res.statusCode >= 500 ? `answered ${res.statusCode}` : internalsIn(res.body, requestText);
        if (!problem) continue;
        const error = loggedErrors.get(String(res.headers['x-request-id']));
        const key = signature(problem, error);
        const size = request.url.length + (request.payload?.length ?? 0);
        const known = failures.get(key);
        if (!known || size < known.size) {
          failures.set(key, {
            problem,
            error,
            request,
            signedIn,
            index,
            status: res.statusCode,
            body: res.body,
            size,
          });
        }
      }
    }
    const report = [...failures.values()].map(describeFailure);
    const summary = `${route.method} ${route.url}: ${report.length} distinct problem(s)\n${report.join('\n')}`;
    expect(report.length, summary).toBe(0);
  },
);
