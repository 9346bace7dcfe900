import fc from 'fast-check';
import { nastyString, RawJson, words } from './arbitraries.js';

/* HTTP-level garbage for the route fuzz suite: broken JSON texts, content types, raw bytes and URL pieces. */

/** Texts sent as JSON that are not JSON, or JSON the parser must refuse. */
export const INVALID_JSON = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[1,]',
  'NaN',
  'undefined',
  '\u0000',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '"\\ud800"',
  '"\\u0000"',
  '{"a":"\\x41"}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":Infinity}',
  '\u00ff\u00fe{',
  'null',
  '""',
  '0',
  'true',
  '[]',
  '{}',
  `{"a":"${'b'.repeat(5000)}`,
];

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json; charset="nope"',
  'application/vnd.api+json',
  'application/jsonx',
  'text/plain',
  'text/plain; charset=utf-8',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
  'garbage',
  ';;;',
  'application/json, text/plain',
  '*/*',
  '',
];

/** Bytes that start like an image and go wrong (profile photos and other raw uploads). */
export const garbageBytes: fc.Arbitrary<Buffer> = fc
  .tuple(
    fc.constantFrom(
      [],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [0xff, 0xd8, 0xff, 0xe0],
      [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
      [0x3c, 0x73, 0x76, 0x67],
    ),
    fc.uint8Array({ maxLength: 300 }),
  )
  .map(([head, tail]) => Buffer.concat([Buffer.from(head), tail]));

/** Multipart text with or without a matching boundary, with hostile parts. */
export const multipartGarbage: fc.Arbitrary<string> = fc
  .tuple(nastyString, nastyString, fc.boolean())
  .map(
    ([name, value, closed]) =>
      `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n${closed ? '--fuzz--\r\n' : ''}`,
  );

/** Percent-encoding that survives lone surrogates (they become U+FFFD's UTF-8, as a browser sends them). */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

/** Query and path fragments no encoder makes: broken escapes, encoded NUL, overlong and surrogate UTF-8. */
export const RAW_URL_GARBAGE = words(
  '% %% %2 %zz %00 %0a%0d %C0%80 %ED%A0%80 %FF%FE %E2%80%AE + %2F %2e%2e .. . ; & = # [] [0] [__proto__]',
);

/** A query string from a record (arrays repeat the key, objects use brackets) plus raw garbage pieces. */
export function toQueryString(query: Record<string, unknown>, raw: readonly string[] = []): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (Array.isArray(value)) value.forEach((item) => add(key, item));
    else if (value instanceof RawJson) pairs.push(`${percentEncode(key)}=${percentEncode(value.text)}`);
    else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else if (value === undefined) pairs.push(percentEncode(key));
    else pairs.push(`${percentEncode(key)}=${percentEncode(String(value))}`);
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return [...pairs, ...raw].join('&');
}
