import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { corporateLeadRequestSchema } from '../../../shared/schemas/content.js';
import { personProfileSchema } from '../../../shared/schemas/profile.js';
import { validProfileInput } from '../accounts-fixture.js';
import { nastyString, RawJson, toJsonText } from './arbitraries.js';
import { toQueryString } from './http-garbage.js';
import { internalsIn } from './internals.js';
import { edgeProbes } from './probes.js';
import { fuzzRoutesOf, type RequestContext } from './route-requests.js';
import { jsonSchemaOf, nearlyValidArbitrary, validArbitrary } from './schema-arbitrary.js';

const form = z.object({
  count: z.coerce.number().int().min(1).max(5),
  kind: z.enum(['a', 'b']),
  name: z.string().min(2).max(4),
  flags: z.array(z.boolean()).max(2),
  note: z.string().optional(),
  nested: z.object({ ok: z.literal(true), at: z.string().regex(/^\d{4}-\d{2}$/) }),
});
const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns = 300) => fc.sample(arbitrary, { seed: 42, numRuns });

describe('inputs from a zod schema', () => {
  it('generates values the schema accepts when its rules fit in JSON Schema', () => {
    const values = sample(validArbitrary(jsonSchemaOf(form)));
    expect(values.filter((v) => !form.safeParse(v).success)).toEqual([]);
  });

  it('gets past refinements JSON Schema cannot say (phones, real dates) with known-good examples', () => {
    const examples = {
      ...Object.fromEntries(Object.entries(validProfileInput()).map(([k, v]) => [k, [v]])),
      email: ['anna@example.org'],
    };
    for (const schema of [personProfileSchema, corporateLeadRequestSchema] as z.ZodType[]) {
      const values = sample(validArbitrary(jsonSchemaOf(schema), examples));
      expect(values.filter((v) => schema.safeParse(v).success).length).toBeGreaterThan(values.length * 0.3);
    }
  });

  it('makes nearly valid values: one field wrong at most, and mostly one wrong', () => {
    const values = sample(nearlyValidArbitrary(jsonSchemaOf(form)));
    const wrongFields = values.map((v) => {
      const result = form.safeParse(v);
      return new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0] ?? '_')))
        .size;
    });
    expect(Math.max(...wrongFields)).toBe(1);
    expect(wrongFields.filter((n) => n === 1).length).toBeGreaterThan(values.length / 2);
  });

  it('reads a JSON Schema as it is, and anything it cannot read as "any value"', () => {
    expect(jsonSchemaOf({ type: 'string' })).toEqual({ type: 'string' });
    expect(jsonSchemaOf(null)).toEqual({});
    expect(jsonSchemaOf(z.object({ at: z.date() })).properties?.['at']).toEqual({});
  });
});

describe('hostile values', () => {
  it('includes U+0000, other controls, lone surrogates, astral characters and very long strings', () => {
    const strings = sample(nastyString, 1000);
    expect(strings.some((s) => s.includes('\u0000'))).toBe(true);
    expect(strings.some((s) => [...s].some((ch) => ch > '\u0000' && ch < ' '))).toBe(true);
    expect(strings.some((s) => /[\ud800-\udbff](?![\udc00-\udfff])/.test(s))).toBe(true);
    expect(strings.some((s) => /[\u{10000}-\u{10ffff}]/u.test(s))).toBe(true);
    expect(strings.some((s) => s.length >= 10_000)).toBe(true);
  });

  it('writes JSON numbers JSON.stringify cannot, and lone surrogates as escapes', () => {
    expect(toJsonText({ a: new RawJson('1e309'), b: [new RawJson('-0')], c: '\ud800' })).toBe(
      '{"a":1e309,"b":[-0],"c":"\\ud800"}',
    );
  });

  it('repeats keys for arrays, brackets nested objects and encodes lone surrogates', () => {
    expect(toQueryString({ a: [1, 2], b: { c: 'x' }, d: '\ud800' }, ['%zz'])).toBe(
      'a=1&a=2&b%5Bc%5D=x&d=%ef%bf%bd&%zz',
    );
  });
});

describe('internals in an answer', () => {
  it('finds stack frames, paths and database errors', () => {
    expect(internalsIn('Error: x\n    at handler (/app/src/server/x.ts:10:5)')).toMatch(/^stack frame/);
    expect(internalsIn('{"error":"/app/node_modules/pg/lib/client.js"}')).toMatch(/^node_modules/);
    expect(internalsIn('failed in events.service.ts:90')).toMatch(/^source file/);
    expect(internalsIn('invalid byte sequence for encoding "UTF8": 0x00')).toMatch(/^database error/);
    expect(internalsIn('TypeError: Cannot read properties of undefined')).toMatch(/^JavaScript error/);
  });

  it('passes our error answers, and what the request itself sent', () => {
    expect(internalsIn('{"error":{"code":"INTERNAL","message":"An error occurred. Try later."}}')).toBeNull();
    expect(internalsIn('<p>See node_modules</p>', '/search?q=node_modules')).toBeNull();
  });
});

describe('edge probes', () => {
  const route = fuzzRoutesOf({
    method: 'POST',
    url: '/api/things/:code',
    schema: { params: z.object({ code: z.string().max(20) }), body: form },
    handler: () => undefined,
  })[0]!;
  const ctx: RequestContext = { plausibleParams: ['real-code'], examples: {}, hosts: ['localhost'] };

  it('sends an accepted request, then U+0000, lone surrogates or 2^31 in one field at a time', () => {
    const probes = edgeProbes(route, ctx, 1);
    expect(probes[0]?.url).toBe('/api/things/real-code');
    expect(form.safeParse(JSON.parse(String(probes[0]?.payload))).success).toBe(true);
    expect(probes.map((p) => p.url)).toContain('/api/things/r%00eal-code');
    const bodies = probes.slice(1).map((p) => JSON.parse(String(p.payload)) as Record<string, unknown>);
    expect(bodies.map((b) => b['count'])).toContain(2 ** 31);
    expect(bodies.some((b) => String(b['name']).includes('\u0000'))).toBe(true);
    expect(bodies.some((b) => String(b['name']).includes('\ud800\u200b\udc00'))).toBe(true);
  });
});
