import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The screens people land on most (the home page, the events list, an event page) are lazy chunks the
 * app asks for only after its own script has run. Naming them in the page's <head> lets the browser
 * fetch them alongside that script: one round trip less before the first screen (issue 5, Lighthouse).
 * The screen's styles are plain stylesheets of the page (tiny, and the screen shows nothing before its
 * script has run anyway): Vite's loader then finds them in place and resolves the screen's import without
 * waiting for stylesheet load events, so the screen renders sooner and in fewer tasks.
 */

interface ManifestEntry {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestEntry>;

/** Landing screens of the default tenant's route set and their page modules (src/web/app/routes/default.tsx). */
const LANDING_SCREENS: readonly { path: RegExp; modules: readonly string[] }[] = [
  { path: /^\/$/, modules: ['pages/home/home-page.tsx'] },
  { path: /^\/events\/[^/]+\/?$/, modules: ['pages/events/events-page.tsx'] },
  {
    path: /^\/event\/[^/]+\/?$/,
    modules: ['pages/event/event-page.tsx', 'pages/event/event-overview-page.tsx'],
  },
];

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

/** `(tenantCode, path) → <link> tags`; no manifest (no web build): never any tags. */
export function createRoutePreloads(webRoot: string): (tenantCode: string, path: string) => string {
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // what index.html loads anyway
  const entryKey = Object.keys(manifest).find((key) => key.endsWith('index.html'));
  const already = { js: new Set<string>(), css: new Set<string>() };
  if (entryKey) filesOf(manifest, entryKey, new Set(), already);

  const tags = LANDING_SCREENS.map(({ path, modules }) => {
    const out = { js: new Set<string>(), css: new Set<string>() };
    const seen = new Set<string>();
    for (const module of modules) filesOf(manifest, module, seen, out);
    const js = [...out.js].filter((file) => !already.js.has(file));
    const css = [...out.css].filter((file) => !already.css.has(file));
    const screens = new Set(modules.map((module) => manifest[module]?.file));
    return {
      path,
      html: [
        ...js.map(
          (file) =>
            `<link rel="modulepreload" crossorigin href="/${file}"${screens.has(file) ? ' data-screen' : ''}>`,
        ),
        ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ].join('\n    '),
    };
  });

  return (tenantCode, path) =>
    tenantCode === 'default' ? (tags.find((screen) => screen.path.test(path))?.html ?? '') : '';
}
