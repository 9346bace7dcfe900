import type { Keyset, PageKey } from '../events-list.repo.js';
import { isDescending, type ListCriteria } from '../list-conditions.js';
import { rankQueryOf, textScore, type Lexicon } from './event-text.js';
import { compare, type ListedEvent } from './listed-event.js';

/**
 * A search's page from its candidates (the search branch of pageKeys in events-list.repo.ts, ADR 012 and
 * 033): `found` are the first EVENTS_TOTAL_CAP + 1 matches in the tab's date order; they are ranked by
 * their score (ts_rank's, event-text.ts), then that date order, and the page is the `limit` after `after`,
 * whose score is part of the keyset. Every page counts the candidates.
 */
export function rankedPage(
  found: ListedEvent[],
  c: ListCriteria,
  after: Keyset | null,
  limit: number,
  lexicon: Lexicon,
): { keys: PageKey[]; matches?: number } {
  const rank = c.searchQuery ? rankQueryOf(c.searchQuery, lexicon) : null;
  const dir = isDescending(c.type) ? -1 : 1;
  const byKey = (a: PageKey, b: PageKey) =>
    compare({ startsKey: a.starts_key, id: a.id }, { startsKey: b.starts_key, id: b.id }) * dir;
  let ranked: PageKey[] = found.map((e) => ({
    id: e.id,
    starts_key: e.startsKey,
    score: rank ? textScore(rank, e.text) : 0,
  }));
  ranked.sort((a, b) => b.score - a.score || byKey(a, b));
  if (after) {
    const key: PageKey = { id: after.id, starts_key: after.startsAt, score: 0 };
    const later = (k: PageKey) => byKey(k, key) > 0;
    const score = after.score;
    ranked = ranked.filter((k) =>
      score === undefined ? later(k) : k.score < score || (k.score === score && later(k)),
    );
  }
  const keys = ranked.slice(0, limit);
  // no candidate on a first page: none match; past every candidate: the cursor's count, or a count
  const matches = keys.length ? found.length : after ? undefined : 0;
  return matches === undefined ? { keys } : { keys, matches };
}
