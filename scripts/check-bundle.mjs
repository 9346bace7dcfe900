#!/usr/bin/env node
// Gzip size of the JavaScript a first visit downloads before the page can start: the entry script of
// dist/web/index.html and every module it preloads. Fails when over the budget (DESIGN §9: 100 KB gzip).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const webRoot = path.resolve('dist/web');
const budgetKb = Number(process.env.INITIAL_JS_BUDGET_KB ?? 100);
const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
const srcs = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1]);

let total = 0;
for (const src of new Set(srcs)) {
  const bytes = gzipSync(readFileSync(path.join(webRoot, src)), { level: 9 }).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB gzip  ${src}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB gzip  initial JavaScript (budget ${budgetKb} KB)`);
if (total > budgetKb * 1024) {
  console.error('over budget');
  process.exit(1);
}
