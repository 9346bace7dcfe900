import fc from 'fast-check';
import { z } from 'zod';
import { nastyJsonValue, nastyNumber, nastyString, withHostileChar } from './arbitraries.js';

/*
 * Inputs from a route's schema (zod, read through its JSON Schema): valid values, "nearly valid" ones (valid
 * but for one mutated field, so the input gets past validation into the handler as often as possible) and
 * plain junk. JSON Schema loses zod's refinements (phone, e-mail, real dates), so callers may give known-good
 * examples per property name; they are used next to the generated values.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Known-good values by property name (e.g. `phone: ['+79161234567']`), or an arbitrary of them. */
export type Examples = Readonly<Record<string, readonly unknown[] | fc.Arbitrary<unknown>>>;

/** The input-side JSON Schema of a zod schema (or a JSON Schema as it is); `{}` (anything) when unknown. */
export function jsonSchemaOf(schema: unknown): JsonSchema {
  if (schema instanceof z.ZodType) {
    try {
      return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    } catch {
      return {};
    }
  }
  return schema !== null && typeof schema === 'object' ? (schema as JsonSchema) : {};
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const name = schema.$ref?.replace(/^#\/\$defs\//, '');
  return name !== undefined ? (root.$defs?.[name] ?? {}) : schema;
}

function typeOf(schema: JsonSchema): string | undefined {
  if (schema.properties) return 'object';
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

function validString(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? minLength + 30, minLength + 30);
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'uuid') return fc.uuid();
  if (s.pattern) {
    try {
      // the pattern's strings, also cut to the length limit (no filter: it could look for ever)
      const matching = fc.stringMatching(new RegExp(s.pattern, 'u'));
      return fc.oneof(
        matching,
        matching.map((v) => v.slice(0, s.maxLength ?? Infinity)),
      );
    } catch {
      // a pattern fast-check cannot read: plain strings
    }
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength }) },
  );
}

function validNumber(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 1e-9) : s.minimum;
  const high = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 1e-9) : s.maximum;
  if (!integer) return fc.double({ min: low ?? -1e9, max: high ?? 1e9, noNaN: true });
  const min = Math.max(low ?? Math.min(high ?? 0, 0) - 1e6, Number.MIN_SAFE_INTEGER);
  const max = Math.max(min, Math.min(high ?? Math.max(min, 0) + 1e6, Number.MAX_SAFE_INTEGER));
  return fc.oneof(fc.integer({ min, max: Math.min(max, min + 100) }), fc.integer({ min, max }));
}

/** Whether an example is of the schema's JSON type (`city` is a name in a profile, an id in a filter). */
function fitsType(value: unknown, schema: JsonSchema): boolean {
  const type = typeOf(schema);
  if (type === undefined) return true;
  if (type === 'integer' || type === 'number') return typeof value === 'number';
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return value !== null && typeof value === 'object' && !Array.isArray(value);
  return typeof value === type;
}

/** Values the schema accepts (as far as JSON Schema tells), preferring the examples of each property. */
export function validArbitrary(
  schema: JsonSchema,
  examples: Examples = {},
  root = schema,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  const valid = (child: JsonSchema) => validArbitrary(child, examples, root);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return fc.oneof(...options.map(valid));
  if (s.allOf?.[0]) return valid(s.allOf[0]);
  switch (typeOf(s)) {
    case 'string':
      return validString(s);
    case 'integer':
      return validNumber(s, true);
    case 'number':
      return validNumber(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? minLength + 3, minLength + 3);
      return fc.array(valid(s.items ?? {}), { minLength, maxLength });
    }
    case 'object': {
      // optional properties mostly left out: the fewer fields, the likelier the one mutated field decides
      const required = new Set(s.required ?? []);
      const entries = Object.entries(s.properties ?? {}).map(([key, child]) => {
        const given = examples[key];
        const known = Array.isArray(given) ? given.filter((v) => fitsType(v, resolve(child, root))) : [];
        const good = given instanceof fc.Arbitrary ? given : known.length ? fc.constantFrom(...known) : null;
        const generated = valid(child);
        const value = good
          ? fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary: generated })
          : generated;
        const pair = value.map((v): [string, unknown] | null => [key, v]);
        return required.has(key) ? pair : fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, pair);
      });
      return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter((p) => p !== null)));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A hostile value of about the right kind: strings for strings (within the length limit or not), etc. */
export function nastyFor(schema: JsonSchema, root = schema): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  switch (typeOf(s)) {
    case 'string': {
      const max = s.maxLength ?? Infinity;
      return fc.oneof(
        { weight: 3, arbitrary: withHostileChar(validString(s).map((v) => v.slice(0, max - 1))) },
        { weight: 1, arbitrary: nastyString.map((v) => v.slice(0, max)) },
        { weight: 1, arbitrary: nastyString },
      );
    }
    case 'integer':
    case 'number':
      return fc.oneof(nastyNumber, nastyString);
    case 'array':
      return fc.oneof(
        fc.array(nastyFor(s.items ?? {}, root), { maxLength: 4 }),
        fc.nat(1000).map((n) => Array.from({ length: n }, () => 'x')),
        nastyJsonValue,
      );
    default:
      return nastyJsonValue;
  }
}

type Mutation =
  { kind: 'replace'; value: unknown } | { kind: 'delete' } | { kind: 'add'; key: string; value: unknown };

/**
 * A valid value with one thing wrong: one property replaced by a hostile value (recursively for nested
 * objects and arrays), removed, or an unknown property added. Non-objects get a hostile value of their kind.
 */
export function nearlyValidArbitrary(
  schema: JsonSchema,
  examples: Examples = {},
  root = schema,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  const keys = Object.keys(s.properties ?? {});
  if (typeOf(s) === 'array' && s.items) {
    return fc
      .tuple(
        fc.array(validArbitrary(s.items, examples, root), { maxLength: 3 }),
        nearlyValidArbitrary(s.items, examples, root),
        fc.nat(),
      )
      .map(([items, bad, at]) => {
        const copy = [...items];
        copy.splice(at % (copy.length + 1), 0, bad);
        return copy;
      });
  }
  if (typeOf(s) !== 'object' || keys.length === 0)
    return fc.oneof(nastyFor(s, root), validArbitrary(s, examples, root));
  const mutation: fc.Arbitrary<{ key: string; change: Mutation }> = fc.constantFrom(...keys).chain((key) => {
    const child = s.properties?.[key] ?? {};
    return fc
      .oneof(
        {
          weight: 6,
          arbitrary: nastyFor(child, root).map((value): Mutation => ({ kind: 'replace', value })),
        },
        {
          weight: 2,
          arbitrary: nearlyValidArbitrary(child, examples, root).map((value): Mutation => ({
            kind: 'replace',
            value,
          })),
        },
        { weight: 1, arbitrary: nastyJsonValue.map((value): Mutation => ({ kind: 'replace', value })) },
        { weight: 1, arbitrary: fc.constant<Mutation>({ kind: 'delete' }) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(nastyString, nastyJsonValue)
            .map(([k, value]): Mutation => ({ kind: 'add', key: k, value })),
        },
      )
      .map((change) => ({ key, change }));
  });
  return fc.tuple(validArbitrary(s, examples, root), mutation).map(([value, { key, change }]) => {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (change.kind === 'replace') copy[key] = change.value;
    else if (change.kind === 'delete') delete copy[key];
    else
      Object.defineProperty(copy, change.key, {
        value: change.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return copy;
  });
}

/** What a fuzzed input of a schema is: mostly nearly valid, some valid, some anything at all. */
export function inputArbitrary(schema: JsonSchema, examples: Examples = {}): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: nearlyValidArbitrary(schema, examples) },
    { weight: 3, arbitrary: validArbitrary(schema, examples) },
    { weight: 2, arbitrary: nastyJsonValue },
  );
}
