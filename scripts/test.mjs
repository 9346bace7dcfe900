#!/usr/bin/env node
// `npm test`: make sure Chromium is there (installing Debian's when it can), lint and type-check, build the
// app as `npm start` runs it, then every Vitest project (server unit + API, web components, end-to-end in
// Chromium), after the bundle budget check. Ends with one plain summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const resultsFile = '.test-results.json';

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const res = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return res.status ?? 1;
}

const chromium = ensureChromium();
if (!chromium.ok) {
  console.log(`\ntests: 0 passed, 1 failed (${chromium.message})`);
  process.exit(1);
}

if (run('check', 'npm', ['run', 'check']) !== 0) {
  console.log('\ntests: 0 passed, 1 failed (lint or type-check)');
  process.exit(1);
}
if (run('build', 'npm', ['run', 'build']) !== 0) {
  console.log('\ntests: 0 passed, 1 failed (build)');
  process.exit(1);
}

if (run('bundle budget', 'node', ['scripts/check-bundle.mjs']) !== 0) {
  console.log('\ntests: 0 passed, 1 failed (initial JavaScript over budget, DESIGN §9)');
  process.exit(1);
}

rmSync(resultsFile, { force: true });
const status = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${resultsFile}`,
  ...process.argv.slice(2),
]);

let passed = 0;
let failed = status === 0 ? 0 : 1;
let skipped = 0;
if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed = results.numPassedTests;
  // a file that fails outside any test (import error) counts once; failed describe blocks are not counted twice
  failed = results.numFailedTests || (results.numFailedTestSuites ?? 0);
  skipped = results.numPendingTests + (results.numTodoTests ?? 0);
  if (status !== 0 && failed === 0) failed = 1;
}
console.log(`\ntests: ${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ''));
process.exit(status === 0 && failed === 0 ? 0 : 1);
