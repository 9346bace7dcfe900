import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../catalogue/db-rows.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { seedCatalogueFixture } from '../test/catalogue-fixture.js';
import { createTestAccount } from '../test/accounts-fixture.js';
import { createTestDatabase, tenantIdOf, type TestDatabase } from '../test/test-app.js';
import type { Executor } from './client.js';
import { APP_ROLE, TENANT_SETTING, tenantTransaction } from './tenant-transaction.js';

/*
 * Row-level security (migration 0009, ADR 014) on whichever database the run uses: PGlite, or real PostgreSQL
 * with DATABASE_URL (CI). Both enforce it: PGlite runs as a superuser too, and SET ROLE binds it alike.
 */

let testDb: TestDatabase;
let a: TenantId;
let b: TenantId;

const rows = <T>(db: Executor, query: SQL) => rowsOf<T>(db, query);
const tenantsOf = async (db: Executor, table: string) =>
  (await rows<{ tenant_id: number }>(db, sql`select tenant_id from ${sql.identifier(table)}`)).map(
    (r) => r.tenant_id,
  );

/** The database error under drizzle's wrapping (its code, e.g. 42501, and message). */
function databaseError(err: unknown): { code?: string; message?: string } {
  let e = err as { code?: string; message?: string; cause?: unknown } | undefined;
  while (e?.cause && !e.code) e = e.cause as typeof e;
  return e ?? {};
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedCatalogueFixture(testDb.database);
  a = await tenantIdOf(testDb.database, 'default');
  b = await tenantIdOf(testDb.database, 'pionercup');
  await createTestAccount(testDb.database, a, { email: 'anna@a.example' });
  await createTestAccount(testDb.database, b, { email: 'boris@b.example' });
});
afterAll(async () => {
  await testDb.dispose();
});

describe('tenantTransaction', () => {
  it('sees only its tenant in tables the statement does not filter', async () => {
    const { db } = testDb.database;
    for (const table of ['registrations', 'persons', 'events', 'users', 'races']) {
      const all = await tenantsOf(db, table);
      const own = await tenantTransaction(db, a, (tx) => tenantsOf(tx, table));
      expect(own.length, table).toBeGreaterThan(0);
      expect(new Set(own), table).toEqual(new Set([a]));
      expect(own.length, table).toBe(all.filter((t) => t === a).length);
    }
    const pioner = await tenantTransaction(db, b, (tx) => tenantsOf(tx, 'events'));
    expect(new Set(pioner)).toEqual(new Set([b]));
  });

  it("writes no other tenant's rows: an insert fails the policy, an update or delete finds nothing", async () => {
    const { db } = testDb.database;
    const insert = tenantTransaction(db, a, (tx) =>
      tx.execute(sql`insert into persons (tenant_id, first_name) values (${b}, 'Intruder')`),
    );
    const err = databaseError(
      await insert.then(
        () => null,
        (e: unknown) => e,
      ),
    );
    expect(err.code).toBe('42501');
    expect(err.message).toMatch(/row-level security/);

    const changed = await tenantTransaction(db, a, async (tx) => ({
      updated: await rows(
        tx,
        sql`update events set name_en = 'Hijacked' where tenant_id = ${b} returning id`,
      ),
      deleted: await rows(tx, sql`delete from search_words where tenant_id = ${b} returning word`),
    }));
    expect(changed).toEqual({ updated: [], deleted: [] });
    expect(await rows(db, sql`select id from persons where first_name = 'Intruder'`)).toEqual([]);
    expect(await rows(db, sql`select id from events where name_en = 'Hijacked'`)).toEqual([]);
  });

  it('moving a row to another tenant fails the policy', async () => {
    const { db } = testDb.database;
    const move = tenantTransaction(db, a, (tx) =>
      tx.execute(sql`update search_words set tenant_id = ${b} where tenant_id = ${a}`),
    );
    expect(
      databaseError(
        await move.then(
          () => null,
          (e: unknown) => e,
        ),
      ).code,
    ).toBe('42501');
  });

  it("writes its own tenant's rows, and answers what the work answers", async () => {
    const { db } = testDb.database;
    const inserted = await tenantTransaction(db, a, async (tx) =>
      rows<{ id: number }>(
        tx,
        sql`insert into persons (tenant_id, first_name) values (${a}, 'Own') returning id`,
      ),
    );
    expect(inserted).toHaveLength(1);
    const [row] = await rows<{ tenant_id: number }>(
      db,
      sql`select tenant_id from persons where id = ${inserted[0]?.id}`,
    );
    expect(row?.tenant_id).toBe(a);
  });

  it('runs as the app role with the tenant set, and only inside the transaction', async () => {
    const { db } = testDb.database;
    const setting = sql`select current_user as role, current_setting(${TENANT_SETTING}, true) as tenant`;
    const inside = await tenantTransaction(db, a, (tx) =>
      rows<{ role: string; tenant: string }>(tx, setting),
    );
    expect(inside).toEqual([{ role: APP_ROLE, tenant: String(a) }]);
    for (let i = 0; i < 6; i += 1) {
      const [outside] = await rows<{ role: string; tenant: string | null }>(db, setting);
      expect(outside?.role).not.toBe(APP_ROLE);
      expect(outside?.tenant ?? '').toBe('');
    }
  });

  it('the owner outside a tenant transaction sees every tenant', async () => {
    const { db } = testDb.database;
    expect(new Set(await tenantsOf(db, 'events'))).toEqual(new Set([a, b]));
    expect(new Set(await tenantsOf(db, 'users'))).toEqual(new Set([a, b]));
  });
});

describe('migration 0009', () => {
  it('puts every table with a tenant_id under the tenant_isolation policy', async () => {
    const { db } = testDb.database;
    const tables = await rows<{ table_name: string; rls: boolean; policy: string | null }>(
      db,
      sql`select c.table_name, k.relrowsecurity as rls, p.policyname as policy
        from information_schema.columns c
        join pg_class k on k.relname = c.table_name and k.relnamespace = 'public'::regnamespace
        left join pg_policies p on p.schemaname = 'public' and p.tablename = c.table_name
          and p.policyname = 'tenant_isolation'
        where c.table_schema = 'public' and c.column_name = 'tenant_id' and k.relkind = 'r'
        order by 1`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['registration_drafts', 'registrations', 'persons', 'users', 'sessions']),
    );
    expect(tables.filter((t) => !t.rls || t.policy === null)).toEqual([]);
  });

  it('lets the app role read and write every table and use every sequence', async () => {
    const { db } = testDb.database;
    const missing = await rows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and (
          (c.relkind = 'r' and not (has_table_privilege(${APP_ROLE}, c.oid, 'select')
            and has_table_privilege(${APP_ROLE}, c.oid, 'insert')
            and has_table_privilege(${APP_ROLE}, c.oid, 'update')
            and has_table_privilege(${APP_ROLE}, c.oid, 'delete')))
          or (c.relkind = 'S' and not has_sequence_privilege(${APP_ROLE}, c.oid, 'usage'))
        )`,
    );
    expect(missing).toEqual([]);
  });
});
