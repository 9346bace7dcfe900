/**
 * A full-text query as the list index evaluates it (ADR 033): the tree of the `tsquery` PostgreSQL made of
 * the search text (`websearch_to_tsquery('simple', …)`, or the typo corrections joined with `||` and `&&`),
 * read from its text form. PostgreSQL parses; the index only matches and ranks.
 */
export type TextQuery =
  | { op: 'word'; lexeme: string }
  | { op: 'not'; arg: TextQuery }
  | { op: 'and' | 'or'; left: TextQuery; right: TextQuery }
  /** `left <distance> right`: `<->` is a distance of 1. */
  | { op: 'phrase'; distance: number; left: TextQuery; right: TextQuery };

/**
 * The quoted lexeme at `at` of a tsquery's or tsvector's text (`''` is a quote, a backslash escapes the
 * next character): the lexeme and where the text goes on; null when the quote does not close.
 */
export function readQuoted(text: string, at: number): [string, number] | null {
  let word = '';
  for (let i = at + 1; ;) {
    const ch = text[i];
    if (ch === undefined) return null;
    if (ch === '\\') {
      if (i + 1 >= text.length) return null;
      word += text[i + 1];
      i += 2;
    } else if (ch === "'") {
      if (text[i + 1] !== "'") return [word, i + 1];
      word += "'";
      i += 2;
    } else {
      word += ch;
      i += 1;
    }
  }
}

/** A query form the index does not evaluate (a prefix or weight, a phrase around a NOT, AND or OR). */
class Unsupported extends Error {}

const PHRASE_CHILD = new Set(['word', 'phrase']);

/**
 * The tree of a tsquery's text (tsqueryout's form: `'a' & ( 'b' | !'c' ) <-> 'd'`); null for an empty query.
 * Undefined when the text has a form the index leaves to the database.
 */
export function parseTsquery(text: string): TextQuery | null | undefined {
  let at = 0;
  const skip = () => {
    while (text[at] === ' ') at += 1;
  };
  const fail = (): never => {
    throw new Unsupported(text);
  };

  function lexeme(): TextQuery {
    const read = readQuoted(text, at);
    if (!read) return fail();
    const [word, end] = read;
    at = end;
    // a prefix (:*) or weights (:AB) are left to the database
    if (text[at] === ':') fail();
    return { op: 'word', lexeme: word };
  }

  function unary(): TextQuery {
    skip();
    const ch = text[at];
    if (ch === '!') {
      at += 1;
      return { op: 'not', arg: unary() };
    }
    if (ch === '(') {
      at += 1;
      const inner = or();
      skip();
      if (text[at] !== ')') fail();
      at += 1;
      return inner;
    }
    if (ch === "'") return lexeme();
    return fail();
  }

  function phrase(): TextQuery {
    let left = unary();
    for (;;) {
      skip();
      const m = /^<(-|\d+)>/.exec(text.slice(at, at + 8));
      if (!m) return left;
      at += m[0].length;
      const right = unary();
      if (!PHRASE_CHILD.has(left.op) || !PHRASE_CHILD.has(right.op)) fail();
      left = { op: 'phrase', distance: m[1] === '-' ? 1 : Number(m[1]), left, right };
    }
  }

  function binary(op: 'and' | 'or', sign: string, next: () => TextQuery): TextQuery {
    let left = next();
    for (;;) {
      skip();
      if (text[at] !== sign) return left;
      at += 1;
      left = { op, left, right: next() };
    }
  }
  const and = () => binary('and', '&', phrase);
  const or = (): TextQuery => binary('or', '|', and);

  if (text.trim() === '') return null;
  try {
    const tree = or();
    skip();
    return at === text.length ? tree : undefined;
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}

/** `a && b` of tsqueries: an empty side gives the other. */
const join = (op: 'and' | 'or', parts: (TextQuery | null)[]): TextQuery | null =>
  parts.reduce<TextQuery | null>(
    (left, right) => (!left ? right : !right ? left : { op, left, right }),
    null,
  );

/**
 * The query the list's SQL runs for a search (searchTsquery of list-conditions.ts), from the search probe:
 * the text's own query when the tenant has a full-text match; else each word's corrections, any of them,
 * every word (`null`: a word resembling nothing, so only the city arm is left). Undefined when some part
 * has a form the index does not evaluate.
 */
export function searchQueryOf(
  textQuery: string | null,
  correctionQueries: string[][],
): TextQuery | null | undefined {
  if (textQuery !== null) return parseTsquery(textQuery);
  if (!correctionQueries.length || correctionQueries.some((words) => !words.length)) return null;
  const groups: (TextQuery | null)[] = [];
  for (const words of correctionQueries) {
    const parsed = words.map(parseTsquery);
    if (parsed.some((q) => q === undefined)) return undefined;
    groups.push(join('or', parsed as (TextQuery | null)[]));
  }
  return join('and', groups);
}

/** Every lexeme of the query (under a NOT too), once each. */
export function lexemesOf(q: TextQuery, into = new Set<string>()): Set<string> {
  if (q.op === 'word') into.add(q.lexeme);
  else if (q.op === 'not') lexemesOf(q.arg, into);
  else {
    lexemesOf(q.left, into);
    lexemesOf(q.right, into);
  }
  return into;
}
