import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * A page's matched screens are lazy chunks the app would ask for only after its own script has run. The
 * server's render names them (their module files, from the one route table: ADR 011), and the page
 * preloads their files, found in Vite's build manifest, next to the entry script: one round trip less
 * before the page comes to life.
 */

interface ManifestEntry {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestEntry>;

export function readManifest(webRoot: string): Manifest | null {
  const file = join(webRoot, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

function filesOf(
  manifest: Manifest,
  key: string,
  seen: Set<string>,
  out: { js: Set<string>; css: Set<string> },
) {
  if (seen.has(key)) return;
  seen.add(key);
  const entry = manifest[key];
  if (!entry) return;
  if (entry.file.endsWith('.js')) out.js.add(entry.file);
  for (const css of entry.css ?? []) out.css.add(css);
  for (const dep of entry.imports ?? []) filesOf(manifest, dep, seen, out);
}

/** `modules → <link> tags` for the files those screen modules need beyond what the entry loads. */
export function createModulePreloads(manifest: Manifest | null): (modules: readonly string[]) => string {
  if (!manifest) return () => '';
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  const already = { js: new Set<string>(), css: new Set<string>() };
  if (entryKey) filesOf(manifest, entryKey, new Set(), already);
  const cache = new Map<string, string>();
  return (modules) => {
    const key = modules.join('\n');
    const known = cache.get(key);
    if (known !== undefined) return known;
    const out = { js: new Set<string>(), css: new Set<string>() };
    const seen = new Set<string>();
    for (const module of modules) filesOf(manifest, module, seen, out);
    const tags = [
      ...[...out.css]
        .filter((f) => !already.css.has(f))
        .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...[...out.js]
        .filter((f) => !already.js.has(f))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ].join('\n    ');
    cache.set(key, tags);
    return tags;
  };
}
