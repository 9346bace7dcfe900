import { lexemesOf, readQuoted, type TextQuery } from './text-query.js';

/**
 * An event's `search` tsvector in the list index (ADR 033), one Int32Array: [n, the n lexeme ids ascending,
 * the n end offsets of their positions, the positions]. A position is PostgreSQL's WordEntryPos: the
 * position in the low 14 bits, the weight (D=0 … A=3) in the top two.
 */
export type EventText = Int32Array;

/** One tenant's lexemes as small integers: an event keeps ids, a query looks each lexeme up once. */
export class Lexicon {
  private readonly ids = new Map<string, number>();
  readonly words: string[] = [];

  idOf(lexeme: string): number {
    let id = this.ids.get(lexeme);
    if (id === undefined) {
      id = this.words.length;
      this.ids.set(lexeme, id);
      this.words.push(lexeme);
    }
    return id;
  }

  /** The id of a lexeme some event has had; -1 for one none has. */
  find(lexeme: string): number {
    return this.ids.get(lexeme) ?? -1;
  }
}

const WEIGHT: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
const EMPTY: EventText = new Int32Array([0]);

/** A tsvector's text (tsvectorout: `'lex':1,2A 'x'`) as an EventText. */
export function parseTsvector(text: string, lexicon: Lexicon): EventText {
  const entries: { id: number; positions: number[] }[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === ' ') {
      at += 1;
      continue;
    }
    const read = text[at] === "'" ? readQuoted(text, at) : null;
    if (!read) throw new Error(`not a tsvector: ${text}`);
    const [word, end] = read;
    at = end;
    const positions: number[] = [];
    if (text[at] === ':') {
      at += 1;
      for (;;) {
        let n = 0;
        while (text[at]! >= '0' && text[at]! <= '9') n = n * 10 + text.charCodeAt(at++) - 48;
        const weight = WEIGHT[text[at]!];
        if (weight !== undefined) at += 1;
        positions.push(n | ((weight ?? 0) << 14));
        if (text[at] !== ',') break;
        at += 1;
      }
    }
    entries.push({ id: lexicon.idOf(word), positions });
  }
  if (!entries.length) return EMPTY;
  entries.sort((a, b) => a.id - b.id);
  const n = entries.length;
  const out = new Int32Array(1 + 2 * n + entries.reduce((s, e) => s + e.positions.length, 0));
  out[0] = n;
  let p = 1 + 2 * n;
  entries.forEach((e, i) => {
    out[1 + i] = e.id;
    for (const pos of e.positions) out[p++] = pos;
    out[1 + n + i] = p;
  });
  return out;
}

/** The index of lexeme `id` in `t` (binary search over its ids); -1 when it has none. */
function entryOf(t: EventText, id: number): number {
  let lo = 0;
  let hi = t[0]!;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = t[1 + mid]!;
    if (v === id) return mid;
    if (v < id) lo = mid + 1;
    else hi = mid;
  }
  return -1;
}

/** Where entry `i`'s positions are: [from, to) of `t`. */
function positionsOf(t: EventText, i: number): [number, number] {
  const n = t[0]!;
  return [i === 0 ? 1 + 2 * n : t[n + i]!, t[n + 1 + i]!];
}

/** A query with its lexemes as this tenant's ids (-1: no event has it). */
export type CompiledQuery =
  | { op: 'word'; id: number }
  | { op: 'not'; arg: CompiledQuery }
  | { op: 'and' | 'or'; left: CompiledQuery; right: CompiledQuery }
  | { op: 'phrase'; distance: number; left: CompiledQuery; right: CompiledQuery };

export function compileQuery(q: TextQuery, lexicon: Lexicon): CompiledQuery {
  switch (q.op) {
    case 'word':
      return { op: 'word', id: lexicon.find(q.lexeme) };
    case 'not':
      return { op: 'not', arg: compileQuery(q.arg, lexicon) };
    default:
      return { ...q, left: compileQuery(q.left, lexicon), right: compileQuery(q.right, lexicon) };
  }
}

const POS_MASK = 0x3fff;

/**
 * Where a phrase (of words and phrases only: text-query.ts) matches in `t`: the positions of its last word
 * at each match, ascending, and its width (TS_phrase_execute: `L <d> R` matches where L's position + d +
 * R's width is R's position).
 */
function phraseAt(q: CompiledQuery, t: EventText): { at: number[]; width: number } {
  if (q.op === 'word') {
    const i = entryOf(t, q.id);
    if (i < 0) return { at: [], width: 0 };
    const [from, to] = positionsOf(t, i);
    const at: number[] = [];
    for (let p = from; p < to; p += 1) at.push(t[p]! & POS_MASK);
    return { at, width: 0 };
  }
  if (q.op !== 'phrase') throw new Error('not a phrase');
  const left = phraseAt(q.left, t);
  const right = phraseAt(q.right, t);
  const shift = q.distance + right.width;
  const lefts = new Set(left.at);
  return { at: right.at.filter((p) => lefts.has(p - shift)), width: q.distance + left.width + right.width };
}

/** Whether `t @@ q` (TS_execute). */
export function textMatches(q: CompiledQuery, t: EventText): boolean {
  switch (q.op) {
    case 'word':
      return q.id >= 0 && entryOf(t, q.id) >= 0;
    case 'not':
      return !textMatches(q.arg, t);
    case 'and':
      return textMatches(q.left, t) && textMatches(q.right, t);
    case 'or':
      return textMatches(q.left, t) || textMatches(q.right, t);
    case 'phrase':
      return phraseAt(q, t).at.length > 0;
  }
}

/**
 * The lexeme ids one of which every match has, or null when the query does not say (a NOT): the lists the
 * index walks for a search. `sizeOf` is how many events have a lexeme, to keep an AND's shorter side.
 */
export function requiredIds(q: CompiledQuery, sizeOf: (id: number) => number): number[] | null {
  switch (q.op) {
    case 'word':
      return [q.id];
    case 'not':
      return null;
    case 'or': {
      const left = requiredIds(q.left, sizeOf);
      const right = requiredIds(q.right, sizeOf);
      return left && right ? [...new Set([...left, ...right])] : null;
    }
    default: {
      const left = requiredIds(q.left, sizeOf);
      const right = requiredIds(q.right, sizeOf);
      if (!left || !right) return left ?? right;
      const total = (ids: number[]) => ids.reduce((s, id) => s + sizeOf(id), 0);
      return total(left) <= total(right) ? left : right;
    }
  }
}

const f32 = Math.fround;
/** ts_rank's default weights of D, C, B, A. */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(f32);
const MAXENTRYPOS = 1 << 14;
const TINY = f32(1e-30);

/** word_distance of tsrank.c. */
function wordDistance(dist: number): number {
  if (dist > 100) return TINY;
  return f32(1.0 / (1.005 + 0.05 * Math.exp(f32(dist) / 1.5 - 2)));
}

const utf8 = (s: string) => Buffer.from(s, 'utf8');

/**
 * What ts_rank needs of a query: its top operator and its lexemes once each, in PostgreSQL's order
 * (SortAndUniqItems: by their UTF-8 bytes), as ids.
 */
export interface RankQuery {
  and: boolean;
  ids: number[];
}

export function rankQueryOf(q: TextQuery, lexicon: Lexicon): RankQuery {
  const words = [...lexemesOf(q)].sort((a, b) => Buffer.compare(utf8(a), utf8(b)));
  return { and: q.op === 'and' || q.op === 'phrase', ids: words.map((w) => lexicon.find(w)) };
}

/** calc_rank_or of tsrank.c, in its float4 steps. */
function rankOr(q: RankQuery, t: EventText): number {
  let res = 0;
  for (const id of q.ids) {
    const i = id < 0 ? -1 : entryOf(t, id);
    if (i < 0) continue;
    const [from, to] = positionsOf(t, i);
    // a lexeme without positions counts as one of weight D
    const positions = from < to ? t.subarray(from, to) : [0];
    let resj = 0;
    let wjm = -1;
    let jm = 0;
    for (let j = 0; j < positions.length; j += 1) {
      const w = WEIGHTS[positions[j]! >>> 14]!;
      resj = f32(resj + f32(w / ((j + 1) * (j + 1))));
      if (w > wjm) {
        wjm = w;
        jm = j;
      }
    }
    const part = f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1))));
    res = f32(res + part / 1.64493406685);
  }
  return q.ids.length > 0 ? f32(res / q.ids.length) : res;
}

/** calc_rank_and of tsrank.c, in its float4 steps. */
function rankAnd(q: RankQuery, t: EventText): number {
  if (q.ids.length < 2) return rankOr(q, t);
  // each lexeme's positions; a lexeme without any has one at MAXENTRYPOS - 1 of weight D (POSNULL)
  const found: ({ at: ArrayLike<number>; none: boolean } | null)[] = [];
  let res = -1;
  for (let i = 0; i < q.ids.length; i += 1) {
    const id = q.ids[i]!;
    const e = id < 0 ? -1 : entryOf(t, id);
    if (e < 0) {
      found.push(null);
      continue;
    }
    const [from, to] = positionsOf(t, e);
    const mine =
      from < to ? { at: t.subarray(from, to), none: false } : { at: [MAXENTRYPOS - 1], none: true };
    found.push(mine);
    const post = mine.at;
    for (let k = 0; k < i; k += 1) {
      const other = found[k];
      if (!other) continue;
      const ct = other.at;
      for (let l = 0; l < post.length; l += 1) {
        for (let p = 0; p < ct.length; p += 1) {
          let dist = Math.abs((post[l]! & POS_MASK) - (ct[p]! & POS_MASK));
          if (dist || mine.none || other.none) {
            if (!dist) dist = MAXENTRYPOS;
            const curw = f32(
              Math.sqrt(f32(f32(WEIGHTS[post[l]! >>> 14]! * WEIGHTS[ct[p]! >>> 14]!) * wordDistance(dist))),
            );
            res = res < 0 ? curw : f32(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/**
 * `round(ts_rank(search, query) * 10000)::int` (searchScore of list-conditions.ts): the float4 rank times
 * 10000 in float8, rounded half to even as PostgreSQL's round(float8) does.
 */
export function textScore(q: RankQuery, t: EventText): number {
  if (t[0] === 0 || q.ids.length === 0) return 0;
  let rank = q.and ? rankAnd(q, t) : rankOr(q, t);
  if (rank < 0) rank = f32(1e-20);
  const x = rank * 10000;
  const floor = Math.floor(x);
  const frac = x - floor;
  return frac > 0.5 || (frac === 0.5 && floor % 2 === 1) ? floor + 1 : floor;
}
