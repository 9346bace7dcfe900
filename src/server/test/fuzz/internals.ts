/*
 * Whether an answer shows internals: stack frames, paths of our sources or dependencies, database and
 * JavaScript error texts. Our own error answers say what went wrong in the user's words, never these.
 */

const LEAKS: readonly [string, RegExp][] = [
  ['stack frame', /^\s+at (?:async )?\S.*(?::\d+:\d+\)?|<anonymous>\)?|native\)?)$/m],
  ['node_modules path', /node_modules/],
  ['source file and line', /\.[cm]?[jt]sx?:\d+/],
  ['file URL', /file:\/\/\//],
  [
    'database error',
    /syntax error at or near|violates \w+(?: \w+)? constraint|duplicate key value|invalid input syntax for|invalid byte sequence|out of range for type|relation "\w+" does not exist|Failed query:|PostgresError|DrizzleQueryError|PGlite|unterminated quoted/i,
  ],
  ['JavaScript error', /\b(?:TypeError|ReferenceError|RangeError|ZodError|SyntaxError): /],
];

/** What in an answer looks like internals (stack, paths, SQL errors), unless the request itself said it. */
export function internalsIn(body: string, requestText = ''): string | null {
  for (const [name, pattern] of LEAKS) {
    const match = pattern.exec(body);
    if (match && !requestText.includes(match[0])) return `${name}: ${match[0].slice(0, 120)}`;
  }
  return null;
}
