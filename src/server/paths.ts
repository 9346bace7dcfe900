import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root: the nearest folder above this file holding `package.json`. The same code runs from
 * `src/server` (vitest, tsx) and from `dist/node/server` (built), at different depths.
 */
export function packageRoot(fromUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(fromUrl));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(fromUrl)}`);
    dir = parent;
  }
}

export const MIGRATIONS_DIR = join(packageRoot(), 'drizzle');
