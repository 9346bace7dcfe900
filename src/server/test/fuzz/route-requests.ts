import type { InjectOptions, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { z } from 'zod';
import { nastyJsonValue, nastyString, toJsonText } from './arbitraries.js';
import {
  CONTENT_TYPES,
  garbageBytes,
  INVALID_JSON,
  multipartGarbage,
  percentEncode,
  RAW_URL_GARBAGE,
  toQueryString,
} from './http-garbage.js';
import {
  inputArbitrary,
  jsonSchemaOf,
  validArbitrary,
  type Examples,
  type JsonSchema,
} from './schema-arbitrary.js';

export type Part = 'params' | 'querystring' | 'body';
export const PARTS: readonly Part[] = ['params', 'querystring', 'body'];

/** One entry of the app's route table, as the `onRoute` hook saw it. */
export interface FuzzRoute {
  method: string;
  url: string;
  params: JsonSchema | null;
  querystring: JsonSchema | null;
  body: JsonSchema | null;
  /** Whether the route's own schema takes a value for a part (true where it has no zod schema). */
  accepts(part: Part, value: unknown): boolean;
}

/** The route table entries of one `onRoute` call (a route may carry several methods). */
export function fuzzRoutesOf(route: RouteOptions): FuzzRoute[] {
  const schema = (route.schema ?? {}) as Partial<Record<Part, unknown>>;
  const part = (name: Part) => (schema[name] ? jsonSchemaOf(schema[name]) : null);
  const accepts = (name: Part, value: unknown) => {
    const own = schema[name];
    return !(own instanceof z.ZodType) || own.safeParse(value).success;
  };
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => ({
    method,
    url: route.url,
    params: part('params'),
    querystring: part('querystring'),
    body: part('body'),
    accepts,
  }));
}

/** The names of a route's path parameters, `*` for a wildcard. */
export function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_$][\w$]*)|\*/g)].map((m) => m[1] ?? '*');
}

/** The path with its parameters (already encoded) in place. */
export function fillPath(url: string, values: Readonly<Record<string, string>>): string {
  return url.replace(/:([A-Za-z_$][\w$]*)|\*/g, (_m, name: string | undefined) => values[name ?? '*'] ?? '');
}

/** A request as sent, small enough to print as a counterexample. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The caller's address: a new one per request, so per-address limits rarely stop the input early. */
  ip: string;
}

export interface RequestContext {
  /** Real codes and ids of the seeded data, tried as path parameters. */
  plausibleParams: readonly string[];
  /** Known-good values by property name (see schema-arbitrary.ts). */
  examples: Examples;
  /** Hosts of tenants to call; the first is the usual one. */
  hosts: readonly string[];
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WILDCARD_PATHS = [
  'event',
  'series',
  'events/future',
  'campaign',
  'assets',
  'static/icons',
  'index.html',
];

function paramValue(route: FuzzRoute, name: string, ctx: RequestContext): fc.Arbitrary<string> {
  const schema = route.params?.properties?.[name];
  const valid = schema ? validArbitrary(schema, ctx.examples).map(String) : nastyString;
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...ctx.plausibleParams).map(percentEncode) },
    { weight: 1, arbitrary: valid.map(percentEncode) },
    { weight: 3, arbitrary: nastyString.filter((s) => s !== '').map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_GARBAGE) },
  );
}

/** The path with each `:param` (and a `*` wildcard) filled in. */
function pathArbitrary(route: FuzzRoute, ctx: RequestContext): fc.Arbitrary<string> {
  const names = paramNames(route.url);
  const value = (name: string) =>
    name === '*'
      ? fc
          .tuple(fc.constantFrom(...WILDCARD_PATHS), paramValue(route, name, ctx))
          .map(([dir, rest]) => `${dir}/${rest}`)
      : paramValue(route, name, ctx);
  return fc
    .tuple(...names.map(value))
    .map((values) =>
      fillPath(route.url, Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']))),
    );
}

function queryArbitrary(route: FuzzRoute, ctx: RequestContext): fc.Arbitrary<string> {
  const input = route.querystring ? inputArbitrary(route.querystring, ctx.examples) : nastyJsonValue;
  const record = input.map((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? v : { q: v }));
  const repeated = fc.tuple(
    fc.constantFrom(...Object.keys(route.querystring?.properties ?? { q: 0 })),
    fc.array(nastyString, { minLength: 2, maxLength: 3 }),
  );
  const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
  return fc
    .tuple(
      record,
      sometimes(repeated),
      sometimes(fc.array(fc.constantFrom(...RAW_URL_GARBAGE), { minLength: 1, maxLength: 2 })),
    )
    .map(([query, repeat, raw]) => {
      const all = repeat
        ? { ...(query as object), [repeat[0]]: repeat[1] }
        : (query as Record<string, unknown>);
      return toQueryString(all, raw ?? []);
    });
}

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

function bodyArbitrary(route: FuzzRoute, ctx: RequestContext): fc.Arbitrary<Body> {
  const input = route.body ? inputArbitrary(route.body, ctx.examples) : nastyJsonValue;
  const contentType = fc.constantFrom(...CONTENT_TYPES);
  return fc.oneof(
    {
      weight: 12,
      arbitrary: input.map((v) => ({ contentType: 'application/json', payload: toJsonText(v) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...INVALID_JSON)
        .map((payload) => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(contentType, input)
        .map(([type, v]) => ({ contentType: type, payload: toJsonText(v) })),
    },
    {
      weight: 1,
      arbitrary: input.map((v) => ({
        contentType: 'application/x-www-form-urlencoded',
        payload: toQueryString(v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : { v }),
      })),
    },
    {
      weight: 1,
      arbitrary: multipartGarbage.chain((payload) =>
        contentType.map((type) => ({ contentType: type, payload })),
      ),
    },
    {
      weight: 1,
      arbitrary: garbageBytes.chain((payload) => contentType.map((type) => ({ contentType: type, payload }))),
    },
    { weight: 1, arbitrary: fc.oneof(nastyString, fc.constant('')).map((payload) => ({ payload })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

const CULTURES = ['c=en|uic=en', 'c=ru|uic=ru', 'c=xx|uic=', '', '%', '\u00ff', 'c=en|uic=en|c=ru'];

/** Requests to one route: path parameters, query, body and content type, host, language, accept. */
export function requestArbitrary(route: FuzzRoute, ctx: RequestContext): fc.Arbitrary<FuzzRequest> {
  const body: fc.Arbitrary<Body> = BODYLESS.has(route.method) ? fc.constant({}) : bodyArbitrary(route, ctx);
  return fc
    .record({
      path: pathArbitrary(route, ctx),
      query: fc.option(queryArbitrary(route, ctx), { freq: 6 }),
      body,
      host: fc.oneof(
        { weight: 6, arbitrary: fc.constant(ctx.hosts[0] ?? 'localhost') },
        { weight: 1, arbitrary: fc.constantFrom(...ctx.hosts, 'unknown.example') },
      ),
      culture: fc.option(fc.constantFrom(...CULTURES), { freq: 2 }),
      accept: fc.option(
        fc.constantFrom('application/json', 'text/html', '*/*', 'text/html;q=0, */*;q=0.1', 'image/*'),
        { freq: 2 },
      ),
      ip: fc.ipV4(),
    })
    .map(({ path, query, body: b, host, culture, accept, ip }) => {
      const headers: Record<string, string> = { host };
      if (culture !== null) headers.cookie = `_rr_culture=${percentEncode(culture)}`;
      if (accept !== null) headers.accept = accept;
      if (b.contentType !== undefined) headers['content-type'] = b.contentType;
      return {
        method: route.method,
        url: query === null ? path : `${path}?${query}`,
        headers,
        ip,
        ...(b.payload !== undefined ? { payload: b.payload } : {}),
      };
    });
}

/** What `inject` needs for a fuzz request, signed in with a session cookie when there is one. */
export function injectOptions(request: FuzzRequest, sessionCookie: string | null): InjectOptions {
  const headers = { ...request.headers };
  if (sessionCookie) headers.cookie = headers.cookie ? `${headers.cookie}; ${sessionCookie}` : sessionCookie;
  return {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
    remoteAddress: request.ip,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  };
}
