import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../db/demo/prng.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { rowsOf } from '../db-rows.js';
import { compileQuery, Lexicon, parseTsvector, rankQueryOf, textMatches, textScore } from './event-text.js';
import { parseTsquery, searchQueryOf } from './text-query.js';

const VOCABULARY = [
  'марафон',
  'ночной',
  'трейл',
  'забег',
  'кубок',
  'санкт-петербург',
  "o'brien",
  'a\\b',
  'лыжная',
  'гонка',
  'night',
  'run',
  '2026',
  'ёлка',
  'ß',
  '🏃',
];

/**
 * ADR 033: the list index matches and ranks a search as PostgreSQL does — `search @@ query` and
 * `round(ts_rank(search, query) * 10000)::int` — on the tsvector and tsquery texts PostgreSQL writes.
 */
describe('an event text in the list index', () => {
  let testDb: TestDatabase;
  const { next: rnd, pick, chance } = createRandom(20261208);

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.dispose();
  });

  const words = (n: number) => Array.from({ length: n }, () => pick(VOCABULARY)).join(' ');

  /** A search as visitors type them: words, phrases in quotes, `or`, a minus. */
  function randomSearch(): string {
    const parts = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
      const word = pick(VOCABULARY);
      if (chance(0.15)) return `"${word} ${pick(VOCABULARY)}"`;
      if (chance(0.1)) return `-${word}`;
      if (chance(0.1)) return `${word} or`;
      return word;
    });
    return parts.join(' ');
  }

  /** A tsquery as its text, with what websearch_to_tsquery does not write: distances, nested phrases. */
  function randomTsquery(): string {
    const word = () => `'${pick(VOCABULARY.filter((w) => /^[а-яa-z]+$/.test(w)))}'`;
    const distance = () => (chance(0.5) ? '<->' : `<${1 + Math.floor(rnd() * 3)}>`);
    return pick([
      () => `${word()} ${distance()} ( ${word()} ${distance()} ${word()} )`,
      () => `( ${word()} ${distance()} ${word()} ) ${distance()} ${word()}`,
      () => `${word()} ${distance()} ${word()} & !${word()}`,
      () => `!${word()} | ${word()} & ${word()}`,
      () => `${word()} ${distance()} ${word()} | ${word()} ${distance()} ${word()}`,
    ])();
  }

  it('matches and scores random documents and searches as PostgreSQL does', async () => {
    // phrases nested on the right (a width) and at a distance, found and missed
    const phrases = [
      ['ночной run забег марафон', "'ночной' <2> ( 'забег' <-> 'марафон' )"],
      ['ночной забег марафон', "'ночной' <2> ( 'забег' <-> 'марафон' )"],
      ['ночной забег марафон', "'ночной' <-> ( 'забег' <-> 'марафон' )"],
      ['кубок ночной забег run марафон', "( 'ночной' <-> 'забег' ) <2> 'марафон'"],
      ['кубок ночной забег марафон', "( 'ночной' <-> 'забег' ) <2> 'марафон'"],
    ].map(([body, q]) => ({ head: '', body, weight: 'D', raw: true, q }));
    const random = Array.from({ length: 500 }, () => {
      const raw = chance(0.25);
      return {
        head: words(Math.floor(rnd() * 4)),
        body: words(Math.floor(rnd() * 40)),
        // weights other than D, as setweight writes them
        weight: pick(['A', 'B', 'C', 'D']),
        raw,
        q: raw ? randomTsquery() : randomSearch(),
      };
    });
    const cases = [...phrases, ...random];
    const rows = await rowsOf<{ doc: string; query: string; hit: boolean; score: number }>(
      testDb.database.db,
      sql`select v::text as doc, q::text as query, v @@ q as hit, round(ts_rank(v, q) * 10000)::int as score
        from (select setweight(to_tsvector('simple', c->>'head'), (c->>'weight')::"char")
            || to_tsvector('simple', c->>'body') as v, case when (c->>'raw')::boolean then (c->>'q')::tsquery
            else websearch_to_tsquery('simple', c->>'q') end as q, n
          from json_array_elements(${JSON.stringify(cases)}::json) with ordinality as t(c, n)) x order by n`,
    );
    let evaluated = 0;
    let ranked = 0;
    rows.forEach((row, i) => {
      const lexicon = new Lexicon();
      const text = parseTsvector(row.doc, lexicon);
      const query = parseTsquery(row.query);
      const label = JSON.stringify({ ...cases[i], ...row });
      if (query === undefined) return; // a phrase around a NOT: the database's
      evaluated += 1;
      if (query === null) {
        expect(row.hit, label).toBe(false);
        return;
      }
      expect(textMatches(compileQuery(query, lexicon), text), label).toBe(row.hit);
      expect(textScore(rankQueryOf(query, lexicon), text), label).toBe(row.score);
      if (row.score > 0) ranked += 1;
    });
    // nearly every search is one the index evaluates, and most of them score
    expect(evaluated).toBeGreaterThan(450);
    expect(ranked).toBeGreaterThan(200);
  });

  it('reads the corrections of a misspelt search as PostgreSQL joins them', async () => {
    const groups = [['марафон', 'марафоны'], ['ночной'], ['санкт-петербург', 'санкт']];
    const [row] = await rowsOf<{ doc: string; queries: string[][]; hit: boolean; score: number }>(
      testDb.database.db,
      sql`with q as (select (websearch_to_tsquery('simple', 'марафон') || websearch_to_tsquery('simple', 'марафоны'))
          && websearch_to_tsquery('simple', 'ночной')
          && (websearch_to_tsquery('simple', 'санкт-петербург') || websearch_to_tsquery('simple', 'санкт')) as q),
        v as (select to_tsvector('simple', 'Ночной марафон Санкт-Петербург и санкт марафон') as v)
        select v::text as doc, v @@ q as hit, round(ts_rank(v, q) * 10000)::int as score,
          (select json_agg(x.queries) from (select array(select websearch_to_tsquery('simple', w)::text
            from json_array_elements_text(g) w) as queries from json_array_elements(${JSON.stringify(groups)}::json) g) x) as queries
        from q, v`,
    );
    const lexicon = new Lexicon();
    const text = parseTsvector(row!.doc, lexicon);
    const query = searchQueryOf(null, row!.queries)!;
    expect(textMatches(compileQuery(query, lexicon), text)).toBe(row!.hit);
    expect(row!.hit).toBe(true);
    expect(textScore(rankQueryOf(query, lexicon), text)).toBe(row!.score);
    // a word that resembles nothing known leaves no full text to match
    expect(searchQueryOf(null, [['марафон'], []])).toBeNull();
  });

  it('leaves prefixes, weights and a NOT inside a phrase to the database', () => {
    expect(parseTsquery("'марафон':*")).toBeUndefined();
    expect(parseTsquery("'марафон':AB & 'ночной'")).toBeUndefined();
    expect(parseTsquery("'a' <-> !'b'")).toBeUndefined();
    expect(parseTsquery("'a' <2> ( 'b' <-> 'c' )")).toEqual({
      op: 'phrase',
      distance: 2,
      left: { op: 'word', lexeme: 'a' },
      right: {
        op: 'phrase',
        distance: 1,
        left: { op: 'word', lexeme: 'b' },
        right: { op: 'word', lexeme: 'c' },
      },
    });
  });
});
