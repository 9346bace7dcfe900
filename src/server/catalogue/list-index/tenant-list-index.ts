import { EVENTS_TOTAL_CAP } from '../../../shared/schemas/catalogue.js';
import type { CardOfPage, Keyset, PageKey } from '../events-list.repo.js';
import { isDescending, type ListCriteria } from '../list-conditions.js';
import { compileQuery, Lexicon, requiredIds } from './event-text.js';
import { indexPredicate, startRange } from './index-conditions.js';
import { compare, racesAt, type ListedEvent } from './listed-event.js';
import { rankedPage } from './search-page.js';

/** The lists an event is on besides the whole one: each a filter or tab that only its members pass. */
function listsOf(e: ListedEvent): string[] {
  const keys = [`sport:${e.sportType}`, `activity:${e.activityType}`];
  if (e.cityId !== null) keys.push(`city:${e.cityId}`);
  if (e.seriesId !== null) keys.push(`series:${e.seriesId}`, 'series');
  // the rating filter is a minimum: an event of 4 stars is on the lists of 1 to 4
  for (let stars = 1; stars <= (e.starRating ?? 0); stars += 1) keys.push(`rating:${stars}`);
  if (e.isNational) keys.push('national');
  if (e.fastIdentification) keys.push('fastId');
  if (e.isOnline) keys.push('online');
  if (e.hasResults) keys.push('results');
  return keys;
}

/** The first position in `list` whose entry is not before `key` (or, with `after`, is after it). */
function position(list: ListedEvent[], key: { startsKey: string; id: number }, after = false): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const c = compare(list[mid]!, key);
    if (c < 0 || (after && c === 0)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first position in `list` whose event starts at or after `ms`. */
function positionOfTime(list: ListedEvent[], ms: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]!.startsMs < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function remove(list: ListedEvent[], e: ListedEvent): void {
  const at = position(list, e);
  if (list[at] === e) list.splice(at, 1);
  else {
    const i = list.indexOf(e);
    if (i >= 0) list.splice(i, 1);
  }
}

const NONE: ListedEvent[] = [];

/** The lexeme ids of an event's text (event-text.ts). */
function wordsOf(e: ListedEvent): Int32Array {
  return e.text.subarray(1, 1 + e.text[0]!);
}

/**
 * One tenant's published events in the list's order, in memory (ADR 032): what the list's page keys and
 * capped count are read from, for the queries `indexAnswers`. Besides the whole list, each city, sport,
 * series, activity and flag has its own list in the same order; a query walks the shortest one its filters
 * allow and tests each event there with every condition. Kept current by `list-indexes.ts`.
 */
export class TenantListIndex {
  /** Sorted by (startsKey, id). */
  private all: ListedEvent[] = [];
  private lists = new Map<string, ListedEvent[]>();
  /** Each lexeme's events (by lexeme id), in the same order: where a search walks (ADR 033). */
  private words: ListedEvent[][] = [];
  readonly lexicon = new Lexicon();
  private readonly byId = new Map<number, ListedEvent>();
  private seriesIds = new Map<string, number>();
  /** At least the longest event's end − start (kept as a maximum between full loads). */
  private longestMs = 0;

  /** At least the longest time from an event's start to its last race's start (kept as `longestMs`). */
  private raceLagMs = 0;

  private noteLength(e: ListedEvent): void {
    if (e.endsMs !== null) this.longestMs = Math.max(this.longestMs, e.endsMs - e.startsMs);
    for (const r of e.races) this.raceLagMs = Math.max(this.raceLagMs, r.starts_ms - e.startsMs);
  }

  get size(): number {
    return this.all.length;
  }

  /** Puts an event in (or in its new place), or takes out `id` when it is no longer listed. */
  set(id: number, event: ListedEvent | null): void {
    const old = this.byId.get(id);
    if (old) {
      remove(this.all, old);
      for (const key of listsOf(old)) {
        const list = this.lists.get(key);
        if (list) remove(list, old);
      }
      for (const w of wordsOf(old)) {
        const list = this.words[w];
        if (list) remove(list, old);
      }
      this.byId.delete(id);
    }
    if (event) {
      this.noteLength(event);
      this.all.splice(position(this.all, event), 0, event);
      for (const key of listsOf(event)) {
        let list = this.lists.get(key);
        if (!list) this.lists.set(key, (list = []));
        list.splice(position(list, event), 0, event);
      }
      for (const w of wordsOf(event)) {
        const list = (this.words[w] ??= []);
        list.splice(position(list, event), 0, event);
      }
      this.byId.set(id, event);
    }
  }

  /** Replaces everything (a full load). */
  replace(events: ListedEvent[], seriesIds: Map<string, number>): void {
    this.byId.clear();
    this.longestMs = 0;
    this.raceLagMs = 0;
    for (const e of events) {
      this.byId.set(e.id, e);
      this.noteLength(e);
    }
    this.all = [...this.byId.values()].sort(compare);
    this.lists = new Map();
    this.words = [];
    for (const e of this.all) {
      for (const key of listsOf(e)) {
        const list = this.lists.get(key);
        if (list) list.push(e);
        else this.lists.set(key, [e]);
      }
      for (const w of wordsOf(e)) (this.words[w] ??= []).push(e);
    }
    this.seriesIds = seriesIds;
  }

  setSeries(seriesIds: Map<string, number>): void {
    this.seriesIds = seriesIds;
  }

  /**
   * What `pageKeys` of events-list.repo.ts answers for a query the index answers: at most `limit` keys
   * after `after` in the list's order, and on a first page the capped count of the filter set.
   */
  pageKeys(c: ListCriteria, after: Keyset | null, limit: number): { keys: PageKey[]; matches?: number } {
    if (c.filter.q) return this.searchKeys(c, after, limit);
    const keys: PageKey[] = [];
    const counting = !after;
    const cap = EVENTS_TOTAL_CAP + 1;
    let matches = 0;
    this.walk(c, after, (e) => {
      if (keys.length < limit) keys.push({ id: e.id, starts_key: e.startsKey, score: 0 });
      matches += 1;
      return counting ? matches < cap : keys.length < limit;
    });
    return counting ? { keys, matches } : { keys };
  }

  /** A search's page: its first EVENTS_TOTAL_CAP + 1 matches in the tab's order, ranked (search-page.ts). */
  private searchKeys(
    c: ListCriteria,
    after: Keyset | null,
    limit: number,
  ): { keys: PageKey[]; matches?: number } {
    const found: ListedEvent[] = [];
    const cap = EVENTS_TOTAL_CAP + 1;
    this.walk(c, null, (e) => found.push(e) < cap);
    return rankedPage(found, c, after, limit, this.lexicon);
  }

  /**
   * The cards of some events at `now`, in the order of `ids`, as the cards statement answers them
   * (ADR 034); null when one of them is not in the index.
   */
  cards(ids: number[], now: Date): CardOfPage[] | null {
    const nowMs = now.getTime();
    const cards: CardOfPage[] = [];
    for (const id of ids) {
      const e = this.byId.get(id);
      if (!e) return null;
      cards.push({ row: e.card, races: racesAt(e, nowMs) });
    }
    return cards;
  }

  /** The number of matches, counting at most `cap + 1` (the list's capped total, ADR 012). */
  count(c: ListCriteria, cap: number): number {
    let n = 0;
    this.walk(c, null, () => ++n <= cap);
    return n;
  }

  /**
   * The shortest list every match of `c` is on: the tab's, a filter's, or the club's events (few) in
   * order; the whole list when no condition narrows it.
   */
  private candidates(c: ListCriteria): ListedEvent[][] {
    const f = c.filter;
    const options: ListedEvent[][][] = [];
    const list = (key: string) => [this.lists.get(key) ?? NONE];
    if (c.type === 'virtual') options.push(list('online'));
    if (c.type === 'results') options.push(list('results'));
    if (c.type === 'series') options.push(list('series'));
    if (f.city !== undefined) options.push(list(`city:${f.city}`));
    // several sports: their lists together, merged as they are walked
    if (f.sport?.length) options.push([...new Set(f.sport)].map((s) => this.lists.get(`sport:${s}`) ?? NONE));
    if (f.activity) options.push(list(`activity:${f.activity}`));
    if (f.rating !== undefined) options.push(list(`rating:${f.rating}`));
    if (f.national) options.push(list('national'));
    if (f.fastId) options.push(list('fastId'));
    if (f.series) {
      const id = this.seriesIds.get(f.series);
      options.push(id === undefined ? [NONE] : list(`series:${id}`));
    }
    if (f.q) options.push(this.searchLists(c));
    if (f.club !== undefined) {
      const club = (c.clubEventIds ?? [])
        .map((id) => this.byId.get(id))
        .filter((e): e is ListedEvent => e !== undefined);
      options.push([club.sort(compare)]);
    }
    const sizeOf = (lists: ListedEvent[][]) => lists.reduce((n, l) => n + l.length, 0);
    let best = [this.all];
    for (const o of options) if (sizeOf(o) < sizeOf(best)) best = o;
    return best;
  }

  /**
   * The lists a search's matches are all on (searchCondition: its full text or one of the cities its text
   * names): the lists of lexemes one of which every full-text match has, and the cities'; the whole list
   * when the query does not say (a NOT).
   */
  private searchLists(c: ListCriteria): ListedEvent[][] {
    const cities = (c.searchCityIds ?? []).map((id) => this.lists.get(`city:${id}`) ?? NONE);
    if (!c.searchQuery) return cities.length ? cities : [NONE];
    const ids = requiredIds(compileQuery(c.searchQuery, this.lexicon), (id) => this.words[id]?.length ?? 0);
    if (!ids) return [this.all];
    return [...ids.map((id) => (id >= 0 ? this.words[id] : undefined) ?? NONE), ...cities];
  }

  /**
   * Calls `visit` with each match in the list's order after `after` while it answers true: the candidate
   * lists cut to the start range and the keyset by binary search, merged when there are several (an event
   * on more than one of them once).
   */
  private walk(c: ListCriteria, after: Keyset | null, visit: (e: ListedEvent) => boolean): void {
    const matches = indexPredicate(c, this.seriesIds, this.lexicon);
    const { from, to } = startRange(c, this.longestMs, this.raceLagMs);
    const desc = isDescending(c.type);
    const key = after ? { startsKey: after.startsAt, id: after.id } : null;
    const ranges = this.candidates(c).map((list) => {
      let lo = from === -Infinity ? 0 : positionOfTime(list, from);
      let hi = to === Infinity ? list.length : positionOfTime(list, to);
      if (key) {
        if (desc) hi = Math.min(hi, position(list, key));
        else lo = Math.max(lo, position(list, key, true));
      }
      // the next position to read, moving towards `end`
      return desc ? { list, at: hi - 1, end: lo - 1 } : { list, at: lo, end: hi };
    });
    const step = desc ? -1 : 1;
    for (;;) {
      // the next event in the list's order among the lists' heads
      let next: (typeof ranges)[number] | null = null;
      for (const r of ranges) {
        if (desc ? r.at <= r.end : r.at >= r.end) continue;
        if (!next || compare(r.list[r.at]!, next.list[next.at]!) * step < 0) next = r;
      }
      if (!next) return;
      const e = next.list[next.at]!;
      // an event on several of the lists (a search's words and cities) is visited once
      for (const r of ranges) if ((desc ? r.at > r.end : r.at < r.end) && r.list[r.at] === e) r.at += step;
      if (matches(e) && !visit(e)) return;
    }
  }
}
