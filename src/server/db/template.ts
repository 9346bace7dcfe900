import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { packageRoot } from '../paths.js';

/**
 * A fresh embedded database costs seconds of `initdb` and of demo inserts inside WebAssembly. `npm run
 * build` instead keeps one migrated PGlite data folder with the demo data, seeded relative to the build
 * day (written next to it), and a new `DATA_DIR` starts as a copy of it; its dates are then moved to today
 * (demo/shift-dates.ts). Migrations still run at start, so an older template only means more to apply.
 */
export const DB_TEMPLATE_DIR = join(packageRoot(), 'dist', 'db-template');
export const DB_TEMPLATE_META = `${DB_TEMPLATE_DIR}.json`;

export interface TemplateMeta {
  /** The instant the template's demo data was generated relative to. */
  seededAt: string;
}

export function writeTemplateMeta(meta: TemplateMeta, path: string = DB_TEMPLATE_META): void {
  writeFileSync(path, JSON.stringify(meta) + '\n');
}

/** The template's meta, or null when there is none or it cannot be read. */
export function readTemplateMeta(path: string = DB_TEMPLATE_META): TemplateMeta | null {
  try {
    const meta = JSON.parse(readFileSync(path, 'utf8')) as Partial<TemplateMeta>;
    return typeof meta.seededAt === 'string' && !Number.isNaN(Date.parse(meta.seededAt))
      ? { seededAt: meta.seededAt }
      : null;
  } catch {
    return null;
  }
}

function isDataFolder(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

/** Copies the template into an empty or missing data folder; true when it did. */
export async function seedDataDirFromTemplate(
  dataDir: string,
  templateDir: string = DB_TEMPLATE_DIR,
): Promise<boolean> {
  if (!isDataFolder(templateDir) || isDataFolder(dataDir)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  await copyOffTheMainThread(templateDir, dataDir);
  return true;
}

/**
 * `cpSync` of a folder on a worker thread: the template is 64 MB in 1,400 files, about a second of file
 * system calls, which the main thread spends loading the server's modules meanwhile (main.ts). Node's
 * asynchronous `cp` took longer than that second (a promise per file and its stats).
 */
function copyOffTheMainThread(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(
      "const { workerData } = require('node:worker_threads'); require('node:fs').cpSync(workerData.from, workerData.to, { recursive: true });",
      { eval: true, workerData: { from, to } },
    );
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the template copy stopped (${code})`)),
    );
  });
}
