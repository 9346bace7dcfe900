import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';
import { tenants } from './schema.js';
import { seedDataDirFromTemplate } from './template.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'startline-template-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('a new embedded database starts from the built template', () => {
  it('copies the template into a missing or empty data folder and never over existing data', async () => {
    const template = tempDir();
    writeFileSync(join(template, 'PG_VERSION'), '17\n');
    const fresh = join(tempDir(), 'data');
    expect(await seedDataDirFromTemplate(fresh, template)).toBe(true);
    expect(readFileSync(join(fresh, 'PG_VERSION'), 'utf8')).toBe('17\n');

    const existing = tempDir();
    writeFileSync(join(existing, 'PG_VERSION'), '16\n');
    expect(await seedDataDirFromTemplate(existing, template)).toBe(false);
    expect(readFileSync(join(existing, 'PG_VERSION'), 'utf8')).toBe('16\n');

    const foreign = tempDir();
    mkdirSync(join(foreign, 'something'));
    expect(await seedDataDirFromTemplate(foreign, template)).toBe(false);
  });

  // an initdb and every migration on the embedded database: 8 s alone, 36 s beside the end-to-end run
  it(
    'gives a working, migrated database when opened from a real template',
    { timeout: 180_000 },
    async () => {
      const template = join(tempDir(), 'template');
      const built = await openDatabase({ dataDir: template });
      await migrateDatabase(built);
      await built.close();

      const dataDir = join(tempDir(), 'data');
      const database = await openDatabase({ dataDir, templateDir: template });
      try {
        await migrateDatabase(database); // nothing left to apply
        const rows = await database.db.select().from(tenants);
        expect(rows).toEqual([]); // the template is migrated, not seeded: demo data is made at start
      } finally {
        await database.close();
      }
    },
  );
});
