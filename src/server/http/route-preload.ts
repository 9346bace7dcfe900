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
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The language of a screen's texts (`i18n/lazy/<name>.<language>.json`), which its route loads with it. */
const catalogLanguageOf = (key: string) => /i18n\/lazy\/[\w-]+\.(\w+)\.json$/.exec(key)?.[1] ?? null;
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
  language: string | null,
) {
  if (seen.has(key)) return;
  seen.add(key);
  const entry = manifest[key];
  if (!entry) return;
  if (entry.file.endsWith('.js')) out.js.add(entry.file);
  for (const css of entry.css ?? []) out.css.add(css);
  for (const dep of entry.imports ?? []) filesOf(manifest, dep, seen, out, language);
  // the screen's texts in the page's language: its route awaits them before it renders (screen.ts)
  for (const dep of entry.dynamicImports ?? []) {
    if (language !== null && catalogLanguageOf(dep) === language) filesOf(manifest, dep, seen, out, language);
  }
}

/**
 * `modules, language → <link> tags` for the files those screen modules need beyond what the entry loads,
 * their texts in the page's language with them.
 */
export function createModulePreloads(
  manifest: Manifest | null,
): (modules: readonly string[], language: string) => string {
  if (!manifest) return () => '';
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  const already = { js: new Set<string>(), css: new Set<string>() };
  if (entryKey) filesOf(manifest, entryKey, new Set(), already, null);
  const cache = new Map<string, string>();
  return (modules, language) => {
    const key = `${language}\n${modules.join('\n')}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const out = { js: new Set<string>(), css: new Set<string>() };
    const seen = new Set<string>();
    for (const module of modules) filesOf(manifest, module, seen, out, language);
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
