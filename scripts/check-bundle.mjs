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
/** Each route's lazy modules (a frame and its child page count together). */
const ROUTES = {
  '/': ['pages/home/home-page.tsx'],
  '/events/future': ['pages/events/events-page.tsx'],
  '/event/{code}': ['pages/event/event-page.tsx', 'pages/event/event-overview-page.tsx'],
  '/series/{code}': ['pages/series/series-page.tsx', 'pages/series/series-overview-page.tsx'],
  '/Home/EventsRating': ['pages/events-rating/events-rating-page.tsx'],
  '/clubs': ['pages/clubs/clubs-page.tsx'],
  '/login': ['pages/login/login-page.tsx'],
  '/signup': ['pages/signup/signup-page.tsx'],
  '/password/reset': ['pages/password/reset-password-page.tsx'],
  '/MyAccount/Registrations': [
    'pages/my-account/my-account-page.tsx',
    'pages/my-account/my-registrations-page.tsx',
  ],
  '/MyAccount/Orders': ['pages/my-account/my-account-page.tsx', 'pages/my-account/my-orders-page.tsx'],
  '/MyAccount/Profile': ['pages/my-account/my-account-page.tsx', 'pages/my-account/profile-page.tsx'],
  '/MyAccount/Relatives': ['pages/my-account/my-account-page.tsx', 'pages/my-account/relatives-page.tsx'],
  '/MyAccount/Training': ['pages/my-account/my-account-page.tsx', 'pages/my-account/training-page.tsx'],
  '/Home/About': ['pages/about/about-page.tsx', 'pages/about/about-organizers-page.tsx'],
  '/Home/About/participants': ['pages/about/about-page.tsx', 'pages/about/about-participants-page.tsx'],
  '/Contacts': ['pages/contacts/contacts-page.tsx'],
  '/Careers': ['pages/careers/careers-page.tsx'],
  '/Careers/{id}': ['pages/careers/vacancy-page.tsx'],
  '/corp-client': ['pages/corporate/corporate-page.tsx'],
  '/nbd': ['pages/nbd/nbd-page.tsx'],
  '/ostrovok': ['app/layouts/ostrovok-layout.tsx', 'pages/ostrovok/ostrovok-page.tsx'],
};
/** DESIGN §9: the events list starts with at most 100 KB; every other route's own chunks at most 50 KB. */
const INITIAL_BUDGET_KB = { '/events/future': Number(process.env.INITIAL_JS_BUDGET_KB ?? 100) };
/** Route-chunk exceptions, each decided in an ADR. */
const ROUTE_CHUNK_BUDGET_KB = {
  default: 50,
  // ADR 006: the profile form (zod + react-hook-form + libphonenumber-js metadata, all shared with the server's rules)
  '/MyAccount/Profile': 90,
  '/MyAccount/Relatives': 90,
  // ADR 006: the corporate lead form has a phone field too (the same rule as the profile's)
  '/corp-client': 90,
};

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
for (const [route, keys] of Object.entries(ROUTES)) {
  const seen = new Set();
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
    closure(key, seen);
  }
  const own = [...files(seen)].filter((f) => !entry.has(f));
  const ownKb = own.reduce((kb, f) => kb + gzipKb(f), 0);
  const initial = sum(entry) + ownKb;
  const chunkBudget = ROUTE_CHUNK_BUDGET_KB[route] ?? ROUTE_CHUNK_BUDGET_KB.default;
  const over = initial > (INITIAL_BUDGET_KB[route] ?? Infinity) || ownKb > chunkBudget;
  failed ||= over;
  console.log(
    `${route.padEnd(20)} initial ${initial.toFixed(1).padStart(6)} KB (route chunks ${ownKb.toFixed(1)} KB)` +
      (over ? '  OVER BUDGET' : ''),
  );
}
process.exit(failed ? 1 : 0);
