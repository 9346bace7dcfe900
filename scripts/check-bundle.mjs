#!/usr/bin/env node
// Gzip size of the JavaScript a first visit to a route downloads before its screen can show: the entry
// script with its static imports, plus the route's lazy screen module with its static imports (from the
// Vite manifest); lazily loaded parts inside a screen (the map) do not count. Budgets from DESIGN §9:
// the events list 100 KB initial, every other route chunk 50 KB.
// Usage: npm run build && node scripts/check-bundle.mjs
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const webRoot = path.resolve('dist/web');
const manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'));
const ROUTES = {
  '/': 'pages/home/home-page.tsx',
  '/events/future': 'pages/events/events-page.tsx',
  '/event/{code}': 'pages/event/event-page.tsx',
  '/series/{code}': 'pages/series/series-page.tsx',
  '/Home/EventsRating': 'pages/events-rating/events-rating-page.tsx',
};
const INITIAL_BUDGET_KB = Number(process.env.INITIAL_JS_BUDGET_KB ?? 100);
const ROUTE_CHUNK_BUDGET_KB = 50;

const gzipKb = (file) => gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length / 1024;

/** The JS files of a manifest entry and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const files = (keys) => new Set([...keys].map((k) => manifest[k]?.file).filter((f) => f?.endsWith('.js')));
const sum = (set) => [...set].reduce((kb, f) => kb + gzipKb(f), 0);

const entry = files(closure('index.html'));
let failed = false;
console.log(`entry (shared by every route): ${sum(entry).toFixed(1)} KB gzip`);
for (const [route, key] of Object.entries(ROUTES)) {
  const own = [...files(closure(key))].filter((f) => !entry.has(f));
  const ownKb = own.reduce((kb, f) => kb + gzipKb(f), 0);
  const initial = sum(entry) + ownKb;
  const over = initial > INITIAL_BUDGET_KB || ownKb > ROUTE_CHUNK_BUDGET_KB;
  failed ||= over;
  console.log(
    `${route.padEnd(20)} initial ${initial.toFixed(1).padStart(6)} KB (route chunks ${ownKb.toFixed(1)} KB)` +
      (over ? '  OVER BUDGET' : ''),
  );
}
process.exit(failed ? 1 : 0);
