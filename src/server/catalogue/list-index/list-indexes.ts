import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { TenantId } from '../../tenants/tenant-id.js';
import { preparedRowsOf, rowsOf } from '../db-rows.js';
import { listedEventOf, listedEventsSql, type ListedEventRow } from './listed-event.js';
import { TenantListIndex } from './tenant-list-index.js';

/** An index not brought up to date for this long loads its tenant again (the triggers keep a day). */
const RELOAD_AFTER_MS = 12 * 3600_000;
/** More changed events than this (an import, a bulk edit) load the tenant again: cheaper than one by one. */
const RELOAD_OVER_EVENTS = 5000;

interface Changes {
  snapshot: string;
  now_ms: number;
  /** Events changed since the last snapshot; a null among them: the series. */
  changed: (number | null)[];
}

/**
 * The changes committed since `snapshot` (ADR 032): rows of `catalogue_changes` whose transaction this
 * statement sees and `snapshot` did not; with this statement's own snapshot, which the next call passes.
 */
const changesSince = (tenantId: TenantId, snapshot: string) =>
  sql`select pg_current_snapshot()::text as snapshot, (extract(epoch from now()) * 1000)::float8 as now_ms,
    coalesce((select json_agg(distinct c.event_id) from catalogue_changes c where c.tenant_id = ${tenantId}
      and c.xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
      and not pg_visible_in_snapshot(c.xid, ${snapshot}::pg_snapshot)), '[]'::json) as changed`;

/** Where a first load starts: the snapshot it is current as of. */
const snapshotNow = sql`select pg_current_snapshot()::text as snapshot,
  (extract(epoch from now()) * 1000)::float8 as now_ms, '[]'::json as changed`;

const seriesSql = (tenantId: TenantId) =>
  sql`select s.code, s.id from series s where s.tenant_id = ${tenantId}`;

/** One tenant's index with what it has seen of the database. */
class TenantSlot {
  readonly index = new TenantListIndex();
  /** The snapshot the index is current as of; null before the first load. */
  private snapshot: string | null = null;
  private syncedAtMs = 0;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  /**
   * A load of the whole tenant under way (the first one, or after a long idle or a bulk change): seconds on
   * 100,000 events, during which the index answers nothing and the database answers the list.
   */
  private loading: Promise<void> | null = null;
  private loadError: unknown = null;

  constructor(
    private readonly db: Executor,
    private readonly tenantId: TenantId,
  ) {}

  /** Brings the index up to what is committed now, loading the whole tenant when it must, and waits. */
  async current(): Promise<void> {
    await this.synced();
    if (this.loading) await this.loading;
    if (this.loadError) throw this.loadError;
  }

  /**
   * The index brought up to what is committed now; null while the tenant loads in full, so that a visitor
   * never waits for a load (the list is then answered by the database, as before the index).
   */
  async answering(): Promise<TenantListIndex | null> {
    if (this.loading) return null;
    if (this.snapshot === null) {
      // the first load starts in the background (once the app listens, ADR 032, it already has)
      this.synced().catch(() => undefined);
      return null;
    }
    await this.synced();
    return this.loading || this.snapshot === null ? null : this.index;
  }

  /**
   * A sync started after this call (one already running may have begun before a write its caller made, so
   * a caller then waits for the next one, which all callers meanwhile share).
   */
  private synced(): Promise<void> {
    if (!this.running) {
      this.running = this.sync().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.synced();
      });
    return this.queued;
  }

  private async sync(): Promise<void> {
    if (this.loading) await this.loading;
    const [row] = await preparedRowsOf<Changes>(
      this.db,
      this.snapshot === null ? snapshotNow : changesSince(this.tenantId, this.snapshot),
    );
    if (!row) throw new Error('no snapshot');
    if (
      this.snapshot === null ||
      row.now_ms - this.syncedAtMs > RELOAD_AFTER_MS ||
      row.changed.length > RELOAD_OVER_EVENTS
    ) {
      // not awaited here: `answering` callers go on to the database meanwhile, `current` callers wait
      this.loadError = null;
      this.loading = this.load(row)
        .catch((error: unknown) => {
          // the next sync loads again
          this.snapshot = null;
          this.loadError = error;
        })
        .finally(() => {
          this.loading = null;
        });
      return;
    }
    if (row.changed.length) await this.reload(row.changed);
    this.snapshot = row.snapshot;
    this.syncedAtMs = row.now_ms;
  }

  private async seriesIds(): Promise<Map<string, number>> {
    const rows = await preparedRowsOf<{ code: string; id: number }>(this.db, seriesSql(this.tenantId));
    return new Map(rows.map((r) => [r.code, r.id]));
  }

  /**
   * Everything of the tenant, read after `from`'s snapshot was taken (whatever changed meanwhile comes
   * again with the next sync); the index is then current as of that snapshot.
   */
  private async load(from: Changes): Promise<void> {
    this.snapshot = null;
    const [rows, series] = await Promise.all([
      rowsOf<ListedEventRow>(this.db, listedEventsSql(this.tenantId, null)),
      this.seriesIds(),
    ]);
    this.index.replace(
      rows.map((r) => listedEventOf(r, this.index.lexicon)),
      series,
    );
    this.snapshot = from.snapshot;
    this.syncedAtMs = from.now_ms;
  }

  private async reload(changed: (number | null)[]): Promise<void> {
    const ids = changed.filter((id): id is number => id !== null);
    const [rows, series] = await Promise.all([
      ids.length ? preparedRowsOf<ListedEventRow>(this.db, listedEventsSql(this.tenantId, ids)) : [],
      changed.includes(null) ? this.seriesIds() : null,
    ]);
    const found = new Map(rows.map((r) => [r.id, listedEventOf(r, this.index.lexicon)]));
    for (const id of ids) this.index.set(id, found.get(id) ?? null);
    if (series) this.index.setSeries(series);
  }
}

/** The list indexes of every tenant this process serves, each brought up to date before it answers. */
export function createListIndexes(db: Executor) {
  const slots = new Map<TenantId, TenantSlot>();
  const slotOf = (tenantId: TenantId) => {
    let slot = slots.get(tenantId);
    if (!slot) {
      slot = new TenantSlot(db, tenantId);
      slots.set(tenantId, slot);
    }
    return slot;
  };
  async function current(tenantId: TenantId): Promise<TenantListIndex> {
    const slot = slotOf(tenantId);
    await slot.current();
    return slot.index;
  }
  return {
    /** The tenant's index, current as of this call's moment (waiting for a load of the whole tenant). */
    current,
    /** The same, or null while the tenant loads in full: the database answers meanwhile. */
    answering: (tenantId: TenantId) => slotOf(tenantId).answering(),
    /** Loads every tenant's index, one after another (once the app listens: not on a visitor's time). */
    async warm(): Promise<void> {
      const tenants = await rowsOf<{ id: TenantId }>(db, sql`select id from tenants order by id`);
      for (const t of tenants) await current(t.id);
    },
  };
}

export type ListIndexes = ReturnType<typeof createListIndexes>;
