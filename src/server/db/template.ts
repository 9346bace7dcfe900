import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../paths.js';

/**
 * A fresh embedded database costs seconds of `initdb` inside WebAssembly. `npm run build` instead keeps one
 * initialised and migrated (not seeded) PGlite data folder, and a new `DATA_DIR` starts as a copy of it.
 * Migrations still run at start, so a template older than the code only means more of them to apply.
 */
export const DB_TEMPLATE_DIR = join(packageRoot(), 'dist', 'db-template');

function isDataFolder(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

/** Copies the template into an empty or missing data folder; true when it did. */
export function seedDataDirFromTemplate(dataDir: string, templateDir: string = DB_TEMPLATE_DIR): boolean {
  if (!isDataFolder(templateDir) || isDataFolder(dataDir)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  cpSync(templateDir, dataDir, { recursive: true });
  return true;
}
