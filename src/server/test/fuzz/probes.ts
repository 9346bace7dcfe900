import fc from 'fast-check';
import { toJsonText } from './arbitraries.js';
import { percentEncode, toQueryString } from './http-garbage.js';
import {
  fillPath,
  paramNames,
  PARTS,
  type FuzzRequest,
  type FuzzRoute,
  type Part,
  type RequestContext,
} from './route-requests.js';
import { validArbitrary, type JsonSchema } from './schema-arbitrary.js';

/*
 * Edge probes, run before the random requests of a route: a request the route accepts, then the same request
 * with one field at a time at the edge of what the database stores — a text with U+0000 or with lone
 * surrogates in it, an integer just past PostgreSQL's `integer`. Random inputs find these too, but not every
 * time; the probes always do.
 */

const INT4_PAST_MAX = 2 ** 31;

/** The shortest of a few samples the route's schema accepts (fewest optional fields: the likeliest to get far). */
function acceptedSample(route: FuzzRoute, part: Part, ctx: RequestContext, seed: number): unknown {
  const schema = route[part];
  if (!schema) return undefined;
  const samples = fc.sample(validArbitrary(schema, ctx.examples), { seed, numRuns: 30 });
  const accepted = samples.filter((value) => route.accepts(part, value));
  const size = (value: unknown) => toJsonText(value).length;
  return accepted.sort((a, b) => size(a) - size(b))[0] ?? samples[0];
}

/** Real codes and ids first: the first one the params schema takes, per parameter. */
function acceptedParams(route: FuzzRoute, ctx: RequestContext): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of paramNames(route.url)) {
    const fits = (value: string) => route.accepts('params', { ...params, [name]: value });
    params[name] = ctx.plausibleParams.find(fits) ?? ctx.plausibleParams[0] ?? '1';
  }
  return params;
}

/** Put into a string after its first character: U+0000, and ill-formed UTF-16 (lone surrogates around a character). */
const STRING_EDGES = ['\u0000', '\ud800\u200b\udc00'];

/** The probe values of a field: a string with each of STRING_EDGES, 2^31 for a number; none for other kinds. */
function edgeValues(schema: JsonSchema | undefined, base: unknown): unknown[] {
  const type = schema?.type ?? (schema?.anyOf ?? []).map((s) => s.type).find((t) => t === 'string');
  if (type === 'integer' || type === 'number') return [INT4_PAST_MAX];
  if (type !== 'string' && schema !== undefined) return [];
  const text = typeof base === 'string' && base.length > 0 ? base : 'ab';
  const max = schema?.maxLength ?? Infinity;
  return STRING_EDGES.map((edge) => `${text.slice(0, 1)}${edge}${text.slice(1)}`.slice(0, Math.max(4, max)));
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The accepted request, then one probe per field of the path, query and body. */
export function edgeProbes(route: FuzzRoute, ctx: RequestContext, seed: number): FuzzRequest[] {
  const params: Record<string, unknown> = acceptedParams(route, ctx);
  const base: Record<Part, unknown> = {
    params,
    querystring: acceptedSample(route, 'querystring', ctx, seed),
    body: acceptedSample(route, 'body', ctx, seed),
  };
  let count = 0;
  const request = (parts: Record<Part, unknown>): FuzzRequest => {
    count += 1;
    const path = fillPath(
      route.url,
      Object.fromEntries(
        Object.entries(asRecord(parts.params)).map(([k, v]) => [k, percentEncode(String(v))]),
      ),
    );
    const query = parts.querystring === undefined ? '' : toQueryString(asRecord(parts.querystring));
    const withBody = parts.body !== undefined && !['GET', 'HEAD'].includes(route.method);
    return {
      method: route.method,
      url: query ? `${path}?${query}` : path,
      headers: {
        host: ctx.hosts[0] ?? 'localhost',
        ...(withBody ? { 'content-type': 'application/json' } : {}),
      },
      ip: `10.9.${count >> 8}.${count & 255}`,
      ...(withBody ? { payload: toJsonText(parts.body) } : {}),
    };
  };
  const probes = [request(base)];
  for (const part of PARTS) {
    const fields = part === 'params' ? paramNames(route.url) : Object.keys(route[part]?.properties ?? {});
    for (const field of fields) {
      const current = asRecord(base[part]);
      for (const value of edgeValues(route[part]?.properties?.[field], current[field])) {
        probes.push(request({ ...base, [part]: { ...current, [field]: value } }));
      }
    }
  }
  return probes;
}
