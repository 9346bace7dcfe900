import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { VALID_REQUISITES } from '../../shared/domain/requisites-fixture.js';
import { EN, PASSWORD, uniqueIp } from '../auth/auth-test-helpers.js';
import { rowsOf } from '../catalogue/db-rows.js';
import { organizers, races, rateLimitHits, registrations, users } from '../db/schema.js';
import { createTestSession, validProfileInput } from '../test/accounts-fixture.js';
import {
  fillPath,
  fuzzRoutesOf,
  paramNames,
  type FuzzRoute,
  type Part,
} from '../test/fuzz/route-requests.js';
import { validArbitrary, type JsonSchema } from '../test/fuzz/schema-arbitrary.js';
import { seedIsolationFixture } from '../test/tenant-isolation-fixture.js';
import { createTestApp, createTestDatabase } from '../test/test-app.js';

/*
 * DESIGN §3: no API answers tenant A's data to a request of tenant B. Every route of the app, found in its
 * route table (AppDeps.onRoute), is called on B's host with A's codes, ids, tokens and order numbers in its
 * path, query and body: as a visitor, with A's session cookie, and with a session of a B account. No answer
 * is a 5xx or holds a text only A's rows hold; A's cookie signs nobody in on B; and after all of it, not one
 * of A's rows has changed. A new route is called without a change here, or fails until its parameters (or a
 * valid body) can be made from A's values below.
 */

const A_HOST = 'localhost';
const B_HOST = 'pionercup.localhost';

/** Routes not called, with why: they read no tenant's data. */
const TENANT_FREE: Readonly<Record<string, string>> = {
  'GET /healthz': 'liveness probe: answers before any tenant is resolved (skipTenant), reads nothing',
  'HEAD /healthz': 'liveness probe (HEAD)',
  'GET /readyz': 'readiness probe: pings the database, no tenant (skipTenant)',
  'HEAD /readyz': 'readiness probe (HEAD)',
};

// a web build, so the page routes (`/`, the static files' `/*`) and the boot data they carry are in the table
const webRoot = mkdtempSync(join(tmpdir(), 'startline-isolation-web-'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html lang="ru"><head><title>x</title></head><body><div id="root"></div></body></html>',
);

const routes: FuzzRoute[] = [];
const testDb = await createTestDatabase();
const fx = await seedIsolationFixture(testDb.database);
const app = await createTestApp(
  testDb.database,
  // the catalogue's micro-cache on, as in production: A's lists (read first) must not be B's answer
  { webRoot, catalogueCacheMs: 60_000 },
  { onRoute: (route) => routes.push(...fuzzRoutesOf(route)) },
);
let closed = false;
afterAll(async () => {
  if (!closed) await app.close();
  await testDb.dispose();
  rmSync(webRoot, { recursive: true, force: true });
});
const { db } = testDb.database;

/** A's organizers: B's cabinet creating an event for one of them, or opening their requisites, must find none. */
const organizerIds = (
  await testDb.database.db.select({ id: organizers.id }).from(organizers).where(eq(organizers.tenantId, fx.a))
).map((row) => row.id);

/** A's races and entries: B's company booking one, or handing out a place of one by link, must find none. */
const raceIds = (await db.select({ id: races.id }).from(races).where(eq(races.tenantId, fx.a))).map((r) =>
  String(r.id),
);
const placeIds = (
  await db.select({ id: registrations.id }).from(registrations).where(eq(registrations.tenantId, fx.a))
).map((r) => String(r.id));

/** A's values for every path parameter name; a route with a parameter not here fails. */
const PARAMS: Readonly<Record<string, readonly string[]>> = {
  code: [...fx.eventCodes, ...fx.seriesCodes, ...fx.campaignCodes, ...fx.joinCodes],
  // and B's own race, so that A's ids in the body (a relative to register) get past the race's look-up
  eventCode: [...fx.eventCodes, 'pioner-run'],
  raceCode: [...fx.raceCodes, ...fx.teamRaceCodes, 'r5'],
  race: [...fx.raceCodes, ...fx.teamRaceCodes],
  id: [
    ...new Set([...fx.relativeIds, ...fx.vacancyIds, ...fx.teamIds, ...organizerIds, ...fx.certificateIds]),
  ].map(String),
  // A's certificate for the tax deduction (under an organizer of A's in the cabinet's path)
  certificateId: fx.certificateIds.map(String),
  memberId: fx.teamMemberIds.map(String),
  personId: fx.personIds.map(String),
  // a member of an organizer's cabinet is an account
  userId: [String(fx.alice.userId)],
  // A's company in the corporate cabinet, its contact, lead and invitation (issue 19)
  companyId: fx.companyIds.map(String),
  contactId: fx.contactIds.map(String),
  leadId: fx.leadIds.map(String),
  invitationId: fx.companyInvitationIds.map(String),
  // a race to book for employees, and a place of an order handed out by link (issue 19)
  raceId: raceIds,
  placeId: placeIds,
  number: fx.orderNumbers,
  token: fx.tokens,
  // the sandbox provider's book is known by payment ids, not by tenant: an id no tenant has
  paymentId: ['6f1d2c3b-0a9e-4f8d-9c7b-5a4e3d2c1b0a'],
  provider: ['sandbox', 'yookassa'],
  // the page routes: a page of A's event, A's campaign landing, the personal account
  '*': ['event/moscow-marathon', 'a-iso-offer', 'MyAccount/Relatives'],
};

/** A's values for query properties: each is tried on its own (a filter by A's club, series, campaign …). */
const QUERY: Readonly<Record<string, readonly unknown[]>> = {
  club: fx.clubIds,
  series: fx.seriesCodes,
  campaign: fx.campaignCodes,
  race: fx.raceCodes,
  q: ['Marathon'],
  token: fx.tokens,
};

/** A participant's entry of a B user, as a race's form asks it. */
const ENTRY = {
  lastName: 'Бетова',
  firstName: 'Беттина',
  birthDate: '1990-05-14',
  gender: 'female',
  phone: '+79161234567',
  emergencyPhone: '+79031234567',
};

/**
 * Body properties: A's codes, ids and tokens, and for the rest plausible input of a B user (which must hold
 * no marker). Each further value of a property makes one more body.
 */
const BODY: Readonly<Record<string, readonly unknown[]>> = {
  ...Object.fromEntries(
    Object.entries(validProfileInput({ lastName: 'Бетова', firstName: 'Беттина', patronymic: '' })).map(
      ([key, value]) => [key, [value]],
    ),
  ),
  // A's second account: its address is what B's sign-up, sign-in, reset and relative forms get
  email: [fx.amelie.email],
  // and what B's support names as a new company's first admin (corporate cabinet)
  adminEmail: [fx.amelie.email],
  password: [PASSWORD],
  acceptTerms: [true],
  consent: [true],
  token: fx.tokens,
  text: ['Вопрос с сайта B'],
  answer: ['Ответ с сайта B'],
  name: ['Беттина Бетова'],
  contactName: ['Беттина Бетова'],
  company: ['ООО Бета'],
  message: ['Сообщение с сайта B'],
  interests: [['wellness']],
  // B's own race first: each of A's codes and relatives then comes into an otherwise valid body
  eventCode: ['pioner-run', ...fx.eventCodes],
  raceCode: ['r5', ...fx.raceCodes],
  relativeId: fx.relativeIds,
  // A's team: its join code typed on B, its id in B's order
  code: fx.joinCodes,
  teamId: fx.teamIds,
  // A's relatives entered for a race (B's own race gets that far), and B's user alone
  participants: [
    ...fx.relativeIds.map((relativeId) => [{ key: 'p1', kind: 'relative', relativeId, form: ENTRY }]),
    [{ key: 'p1', kind: 'self', form: ENTRY }],
  ],
  updatedAt: [new Date().toISOString()],
};

/** A contact person of a company, as B's user would type it. */
const CORP_CONTACT = { name: ['Беттина Бетова'], position: [''], email: ['betta@b.test'], phone: [''] };

/**
 * Bodies whose rules reach past their JSON schema (refinements), where BODY's values of the same names (a
 * profile's documents, a team's join code) do not fit: a whole valid body by route, A's ids in it.
 */
const ROUTE_BODY: Readonly<Record<string, Readonly<Record<string, readonly unknown[]>>>> = {
  'POST /api/cabinet/events': eventForm({ organizerId: organizerIds, code: ['b-spring-run'] }),
  'PUT /api/cabinet/events/:code/edit': eventForm({}),
  // B's own requisites, valid by their check digits (shared/schemas/cabinet-organizer.ts)
  // B's runner asking for a certificate of herself, and of A's relatives as her children
  'POST /api/tax-deduction/requests': {
    year: [new Date().getFullYear() - 1],
    payer: ['MY_SELF'],
    payerInn: ['500100732259'],
    participant: ['MY_SELF', 'KIDS'],
    childId: [...fx.personIds, ...fx.relativeIds],
  },
  'PUT /api/cabinet/organizers/:id/requisites': Object.fromEntries(
    Object.entries(VALID_REQUISITES).map(([field, value]) => [field, [value]]),
  ),
  // a company's profile and contact in the corporate cabinet, valid by their rules (corp-company.ts)
  'PUT /api/corp/companies/:companyId': {
    ...Object.fromEntries(Object.entries(VALID_REQUISITES).map(([field, value]) => [field, [value]])),
    name: ['Бета'],
    legalAddress: [VALID_REQUISITES.address],
    postalAddress: [''],
  },
  'POST /api/corp/companies/:companyId/contacts': CORP_CONTACT,
  'PUT /api/corp/companies/:companyId/contacts/:contactId': CORP_CONTACT,
};

/** The event editor's form (shared/schemas/cabinet-event-editor.ts) with these values over a valid one. */
function eventForm(over: Record<string, readonly unknown[]>): Record<string, readonly unknown[]> {
  return {
    ...BODY,
    startsAt: ['2031-05-01T09:00'],
    endsAt: [''],
    timeZone: ['Europe/Moscow'],
    documents: [[]],
    contactEmail: [''],
    website: [''],
    beneficiary: [{ name: '', inn: '', ogrnip: '', address: '' }],
    ...over,
  };
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

// ---- inputs made from A's values -----------------------------------------------------------------------

function deref(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const name = schema.$ref?.replace(/^#\/\$defs\//, '');
  return name !== undefined ? (root.$defs?.[name] ?? {}) : schema;
}

/** A value the schema takes: an object of its required properties, one item of a required list, a sample. */
function exampleOf(
  schema: JsonSchema,
  values: Readonly<Record<string, readonly unknown[]>>,
  root: JsonSchema,
): unknown {
  const s = deref(schema, root);
  if (s.properties) {
    const required = new Set(s.required ?? []);
    return Object.fromEntries(
      Object.entries(s.properties)
        .filter(([key]) => required.has(key) || values[key] !== undefined)
        .map(([key, child]) => [key, values[key]?.[0] ?? exampleOf(child, values, root)]),
    );
  }
  if (s.type === 'array' && (s.minItems ?? 0) > 0) return [exampleOf(s.items ?? {}, values, root)];
  return fc.sample(validArbitrary(s, {}, root), { seed: 7, numRuns: 1 })[0];
}

/**
 * The inputs of an object schema: the first of them has each property that `values` knows (and every required
 * one); each further value of a property makes one more. With `oneAtATime`, optional properties are left out of
 * the first and each value comes alone (a filter at a time).
 */
function inputsOf(
  schema: JsonSchema | null,
  values: Readonly<Record<string, readonly unknown[]>>,
  oneAtATime: boolean,
): Record<string, unknown>[] {
  if (!schema?.properties) return [];
  const required = new Set(schema.required ?? []);
  const base = exampleOf(
    oneAtATime
      ? {
          ...schema,
          properties: Object.fromEntries(Object.entries(schema.properties).filter(([k]) => required.has(k))),
        }
      : schema,
    values,
    schema,
  ) as Record<string, unknown>;
  const more = Object.keys(schema.properties).flatMap((key) =>
    (values[key] ?? [])
      .filter((_, i) => i > 0 || (oneAtATime && !required.has(key)))
      .map((value) => ({ ...base, [key]: value })),
  );
  return [base, ...more];
}

const stringValues = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
const asQuery = (input: Record<string, unknown>) => new URLSearchParams(stringValues(input)).toString();

/** Every combination of A's values for the route's path parameters; throws for a parameter without any. */
function pathsOf(route: FuzzRoute): string[] {
  let combos: Record<string, string>[] = [{}];
  for (const name of paramNames(route.url)) {
    const values = PARAMS[name];
    if (!values?.length) {
      throw new Error(
        `${route.method} ${route.url}: no value of A for the path parameter "${name}"; add A's ${name} to PARAMS`,
      );
    }
    const encode = name === '*' ? (v: string) => v : encodeURIComponent;
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: encode(value) })));
  }
  return combos.map((combo) => fillPath(route.url, combo));
}

interface Call {
  method: string;
  url: string;
  body?: Record<string, unknown>;
}

/** The calls of a route: its paths × its queries × its bodies, each query and body one the route accepts. */
function callsOf(route: FuzzRoute): Call[] {
  const check = (
    part: Part,
    inputs: Record<string, unknown>[],
    asSent: (i: Record<string, unknown>) => unknown,
  ) => {
    const rejected = inputs.find((input) => !route.accepts(part, asSent(input)));
    if (rejected) {
      throw new Error(
        `${route.method} ${route.url}: A's values make a ${part} the route rejects (${JSON.stringify(rejected)}); add values to ${part === 'body' ? 'BODY' : 'QUERY'}`,
      );
    }
    return inputs;
  };
  const queries = check('querystring', inputsOf(route.querystring, QUERY, true), stringValues);
  const bodyValues = ROUTE_BODY[`${route.method} ${route.url}`] ?? BODY;
  const bodies = SAFE.has(route.method)
    ? []
    : check('body', inputsOf(route.body, bodyValues, false), (i) => i);
  // HEAD is GET without the body: its first query will do
  const used = route.method === 'HEAD' ? queries.slice(0, 1) : queries;
  const withQuery = pathsOf(route).flatMap((path) =>
    used.length ? used.map((q) => (asQuery(q) ? `${path}?${asQuery(q)}` : path)) : [path],
  );
  return withQuery.flatMap((url) =>
    bodies.length
      ? bodies.map((body) => ({ method: route.method, url, body }))
      : [{ method: route.method, url }],
  );
}

// ---- calls ----------------------------------------------------------------------------------------------

type Identity = 'visitor' | "A's session" | "B's session";

async function send(call: Call, identity: Identity, host = B_HOST): Promise<LightMyRequestResponse> {
  if (!SAFE.has(call.method)) {
    // limits are not what this test is about: every write reaches its handler
    await db.delete(rateLimitHits);
  }
  const session =
    identity === "A's session"
      ? fx.alice.cookie
      : identity === "B's session"
        ? `sl_session=${await createTestSession(testDb.database, fx.b, fx.bob.userId)}`
        : null;
  return app.inject({
    method: call.method as 'GET',
    url: call.url,
    remoteAddress: uniqueIp(),
    headers: {
      host,
      origin: `http://${host}`,
      cookie: session ? `${EN}; ${session}` : EN,
      ...(call.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(call.body ? { payload: JSON.stringify(call.body) } : {}),
  });
}

/** A's texts in an answer (its body and where it redirects), but for what the request's URL itself carried. */
function markersIn(res: LightMyRequestResponse, url: string): string[] {
  const text = `${res.body}\n${String(res.headers.location ?? '')}`;
  const asked = decodeURIComponent(url);
  return fx.markers.filter((marker) => text.includes(marker) && !asked.includes(marker));
}

/** Every row of A (tenant-owned tables, and A's tenants row), as JSON text, sorted. */
async function rowsOfA(): Promise<Record<string, string[]>> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'tenant_id' order by 1`,
  );
  const snapshot: Record<string, string[]> = {};
  const json = (query: SQL) =>
    rowsOf<{ row: string }>(db, query).then((rows) => rows.map((r) => r.row).sort());
  for (const { table_name: table } of tables) {
    snapshot[table] = await json(
      sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t where tenant_id = ${fx.a}`,
    );
  }
  snapshot.tenants = await json(sql`select to_jsonb(t)::text as row from tenants t where id = ${fx.a}`);
  return snapshot;
}

const before = await rowsOfA();

// safe calls first: the writes' mails, sent after their answers, cannot change a later read's answer mid-way
const called = routes
  .filter((route) => TENANT_FREE[`${route.method} ${route.url}`] === undefined)
  .sort((x, y) => Number(!SAFE.has(x.method)) - Number(!SAFE.has(y.method)));

it('finds every route in the route table, and only real routes are tenant-free', () => {
  const table = new Set(routes.map((r) => `${r.method} ${r.url}`));
  expect(table).toContain('GET /api/account/orders');
  expect(table).toContain('GET /*');
  expect(Object.keys(TENANT_FREE).filter((key) => !table.has(key))).toEqual([]);
  expect(called.length + Object.keys(TENANT_FREE).length).toBe(routes.length);
});

it("shows A's data on A's own host: the ids, tokens, session and markers used below are live", async () => {
  const onA = async (url: string) => (await send({ method: 'GET', url }, "A's session", A_HOST)).body;
  const [answerToken, invitationToken] = fx.tokens.slice(-2);
  expect(await onA('/api/users/getCurrent')).toContain(fx.alice.email);
  expect(await onA('/api/account/profile')).toContain('Изоляцкая');
  expect(await onA('/api/account/relatives')).toContain('Родственников');
  expect(await onA('/api/account/orders')).toContain('A-ISO-0042');
  expect(await onA('/api/dev/outbox')).toContain('Письмо только для A-ISO');
  expect(await onA('/api/event/moscow-marathon')).toContain('Moscow Marathon');
  for (const list of ['/api/events/list', '/api/events/list?language=en', '/api/events/map']) {
    expect(await onA(list)).toContain('Moscow Marathon');
  }
  expect(await onA('/api/campaigns/a-iso-offer')).toContain('An offer of A-ISO only');
  expect(await onA(`/api/questions/answer?token=${answerToken}`)).toContain('Секретный вопрос Аделаиды');
  expect(await onA(`/api/account/images/${fx.alice.personId}`)).toContain('A-ISO photo');
  expect(await onA(`/api/registration/invitations/${invitationToken}`)).toContain('Феофан');
  expect(await onA(`/api/teams/${fx.teamIds[0]}`)).toContain('Ростислав');
  expect(await onA(`/api/teams/join/${fx.joinCodes[0]}`)).toContain('Команда Изоляцких');
  expect(JSON.parse(await onA('/Register/ApiCardInfo'))).toMatchObject({ HasDraft: true });
  expect(fx.markers).toEqual(expect.arrayContaining(['A-ISO-0042', fx.alice.email, 'Moscow Marathon']));
});

it.each(called.map((route) => [`${route.method} ${route.url}`, route] as const))(
  '%s on B with A’s values',
  async (_name, route) => {
    const problems: string[] = [];
    for (const call of callsOf(route)) {
      const where = `${call.method} ${call.url}${call.body ? ` ${JSON.stringify(call.body)}` : ''}`;
      const sent = JSON.stringify(call.body ?? '');
      const own = fx.markers.filter((marker) => sent.includes(marker));
      if (own.length) problems.push(`${where}: the test's own body holds A's texts ${JSON.stringify(own)}`);
      const answers = new Map<Identity, LightMyRequestResponse>();
      for (const identity of ['visitor', "A's session", "B's session"] as const) {
        const res = await send(call, identity);
        answers.set(identity, res);
        if (res.statusCode >= 500)
          problems.push(`${where} (${identity}): ${res.statusCode} ${res.body.slice(0, 300)}`);
        const leaked = markersIn(res, call.url);
        if (leaked.length) problems.push(`${where} (${identity}): answers A's ${JSON.stringify(leaked)}`);
      }
      // A's session on B's host is nobody: a read answers as to a visitor, a write a visitor may not make is refused
      const visitor = answers.get('visitor')!;
      const withA = answers.get("A's session")!;
      if (SAFE.has(call.method) && (withA.statusCode !== visitor.statusCode || withA.body !== visitor.body)) {
        problems.push(
          `${where}: with A's session ${withA.statusCode} ${withA.body.slice(0, 200)}, as a visitor ${visitor.statusCode} ${visitor.body.slice(0, 200)}`,
        );
      }
      if (!SAFE.has(call.method) && visitor.statusCode === 401 && withA.statusCode !== 401) {
        problems.push(
          `${where}: a visitor gets 401, A's session ${withA.statusCode} ${withA.body.slice(0, 200)}`,
        );
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  },
);

it("changed nothing of A's, and A's session still signs A in on A", async () => {
  const current = await send({ method: 'GET', url: '/api/users/getCurrent' }, "A's session", A_HOST);
  expect(current.json()).toMatchObject({ isAuthorized: true, email: fx.alice.email });
  // closing drains the mail work still running after its answers
  await app.close();
  closed = true;
  expect(await rowsOfA()).toEqual(before);
  // B's sign-up with A's address made an account of B's own: it did not find A's
  const accounts = await db
    .select({ tenantId: users.tenantId })
    .from(users)
    .where(eq(users.email, fx.amelie.email));
  expect(accounts.map((u) => u.tenantId).sort()).toEqual([fx.a, fx.b].sort());
});
