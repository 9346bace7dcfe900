import { count } from 'drizzle-orm';
import type { Db } from './client.js';
import { seedDemoAccounts } from './demo/accounts.js';
import { seedDemoCatalogue } from './demo/insert.js';
import { tenants, type NewTenantRow } from './schema.js';

/** The three tenants of SPEC §1. login_url null: this app's own origin serves /login. */
export const DEMO_TENANTS: readonly NewTenantRow[] = [
  {
    code: 'default',
    organizerId: 'rr',
    name: 'Startline',
    hosts: ['localhost', '127.0.0.1', 'startline.localhost'],
    supportEmail: 'support@startline.run',
    loginUrl: null,
    featureFlags: [{ id: 'ShowLkCorp', enabled: true }],
    theme: { accent: '#e4002b' },
  },
  {
    code: 'pionercup',
    organizerId: 'pionercup',
    name: 'PionerCup',
    hosts: ['pionercup.localhost'],
    supportEmail: 'support@pionercup.ru',
    loginUrl: null,
    featureFlags: [{ id: 'ShowLkCorp', enabled: false }],
    theme: { accent: '#0057b8' },
  },
  {
    code: 'fontanka',
    organizerId: 'fontanka',
    name: 'Fontanka',
    hosts: ['fontanka.localhost'],
    supportEmail: 'support@fontanka.run',
    loginUrl: null,
    featureFlags: [{ id: 'ShowLkCorp', enabled: false }],
    theme: { accent: '#00a19a' },
  },
];

export interface SeedOptions {
  /** Also the demo catalogue (events, races, results …); tests seed their own small fixtures instead. */
  catalogue?: boolean;
  /** The demo dates are relative to this day. */
  now?: Date;
  /**
   * Also the demo accounts (dev mode only: config.devTools). Seeded after the catalogue's dates were moved
   * to today, whenever they are missing, so a database made from the build's template gets them too.
   */
  accounts?: boolean;
}

/** Inserts the demo tenants when the tenants table is empty; `seeded` says whether it did. */
export async function seedDemoTenants(db: Db): Promise<{ seeded: boolean }> {
  const [row] = await db.select({ n: count() }).from(tenants);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  await db
    .insert(tenants)
    .values([...DEMO_TENANTS])
    .onConflictDoNothing();
  return { seeded: true };
}

/** The demo catalogue (events, races, results …) in one transaction: all of it or nothing. */
export async function seedDemoCatalogueData(db: Db, now?: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await seedDemoCatalogue(tx as unknown as Db, now);
  });
}

/**
 * Inserts the demo tenants and catalogue when the tenants table is empty, and the demo accounts when asked
 * and missing. Safe to run on every start.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const { seeded } = await seedDemoTenants(db);
  if (seeded && (options.catalogue ?? true)) await seedDemoCatalogueData(db, options.now);
  if (options.accounts) await seedDemoAccounts(db, options.now);
  return { seeded };
}
