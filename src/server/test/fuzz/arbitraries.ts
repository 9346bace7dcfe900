import fc from 'fast-check';

/*
 * Hostile values for the route fuzz suite (routes-fuzz.test.ts): strings, numbers and JSON values. The
 * HTTP-level garbage (bodies, content types, URLs) is in http-garbage.ts.
 */

/** A JSON number written as-is (`1e309`, `-0`, 30 digits): JSON.stringify cannot write these. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson leaves; lone surrogates come out as `\ud800` escapes. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A list written as one line of space-separated items. */
export const words = (text: string) => text.split(' ');

/** Strings that broke software before: empty, blank, controls, invisible and combining marks, RTL, surrogates… */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u001b[31m\u001f\u007f',
  '\u0085\u00a0\u2028\u2029',
  '\u200b\u200c\u200d\ufeff',
  'e\u0301\u0327\u0338',
  'Z̴̡̪͉̖̩̓̆̊̀a̶̛͈l̴go',
  '😀👩‍👩‍👧‍👦🏳️‍🌈𝕏𝔂𝖟\u{10ffff}',
  '\u202eevil\u202c',
  'שלום مرحبا Анна 東京',
  '\ud800',
  'a\udfffb',
  '\udc00\ud800',
  '\ud800\u200b\udc00',
  "' OR '1'='1",
  "'); DROP TABLE users;--",
  '<script>alert(1)</script>',
  ...words(`' " \\ % %00 %s%n%x \${7*7} {{7*7}} ../../../etc/passwd / //`),
  ...words('__proto__ constructor prototype toString null undefined true [] {}'),
  ...words('NaN Infinity -Infinity -0 0 -1 1.5 1e309 -1e309 0x1f 1_000 +1 １２３ ٣ 2147483647 2147483648'),
  ...words('-2147483649 9007199254740993 1970-01-01 0000-00-00 9999-12-31 2024-02-30 +79161234567 a@b'),
  '9'.repeat(400),
  'x'.repeat(101),
  'x'.repeat(257),
  'я'.repeat(2001),
  'a'.repeat(100_000),
];

const CONTROL = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
const SURROGATE = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const ODD_CHARS = [
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\u0301',
  '\ufffd',
  '😀',
  '%00',
  "'",
  '\\',
];

/** One character that breaks things: U+0000 (PostgreSQL text cannot hold it), other controls, lone surrogates. */
export const hostileChar: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constant('\u0000') },
  { weight: 1, arbitrary: CONTROL },
  { weight: 1, arbitrary: SURROGATE },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_CHARS) },
);

/** The strings of `base` with one hostile character put in somewhere: still valid-looking, so it gets far. */
export function withHostileChar(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(base, hostileChar, fc.nat()).map(([text, char, at]) => {
    const i = at % (text.length + 1);
    return `${text.slice(0, i)}${char}${text.slice(i)}`;
  });
}

/** A hostile string: a known troublemaker, random unicode, controls, lone surrogates or a long run. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 4, arbitrary: withHostileChar(fc.string({ maxLength: 12 })) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom('a', 'я', '😀', '\u0000'), fc.nat(5000)).map(([c, n]) => c.repeat(n)),
  },
);

export const RAW_NUMBERS = words('1e309 -1e309 -0 -0.0 1e-400 123456789012345678901234567890 1E+2 0.0000001');

/** A hostile JSON number: out of range, negative zero, huge integers, fractions where ints are due. */
export const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    -0,
    0.5,
    -1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
  ),
  fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const nastyKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', '', '\u0000', 'a.b', '$where'),
  nastyString,
);

/** Any JSON value, hostile leaves, nested objects and arrays (deep ones included). */
export const nastyJsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyKey, tie('value'), { maxKeys: 4 }),
    fc.nat(3000).map((depth) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
    fc.nat(3000).map((n) => new RawJson(`[${'0,'.repeat(n)}0]`)),
  ),
})).value;
