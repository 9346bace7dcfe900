#!/usr/bin/env node
// `npm test`: make sure Chromium is there (installing Debian's when it can), lint and type-check while the app
// is built as `npm start` runs it, then every Vitest project (server unit + API, web components, end-to-end in
// Chromium), after the bundle budget check. Ends with one plain summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const resultsFile = '.test-results.json';

/** A command whose output is kept until it ends (several run at once), then printed as one block. */
function buffered(label, [command, ...args]) {
  console.log(`\n▶ ${label} (its output follows when it ends)`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\n◀ ${label}: ${code === 0 ? 'done' : `failed (exit ${code})`} in ${seconds} s`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

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

// Lint, both type-checks and the build at once: each of them mostly keeps one core busy, and nothing else
// runs yet (one after the other they took about 3 min of a 2-core machine before the first test, together
// under 2). The check's commands are the `check` script's, each its own process; their output is
// printed as each ends.
const checks = JSON.parse(readFileSync('package.json', 'utf8'))
  .scripts.check.split('&&')
  .map((command) => command.trim().split(/\s+/));
const [checked, built] = await Promise.all([
  Promise.all(checks.map((command) => buffered(command.join(' '), ['npx', ...command]))).then((codes) =>
    codes.every((code) => code === 0),
  ),
  buffered('build', ['npm', 'run', 'build']).then((code) => code === 0),
]);
if (!checked || !built) {
  console.log(`\ntests: 0 passed, 1 failed (${checked ? 'build' : 'lint or type-check'})`);
  process.exit(1);
}

if (run('bundle budget', 'node', ['scripts/check-bundle.mjs']) !== 0) {
  console.log('\ntests: 0 passed, 1 failed (initial JavaScript over budget, DESIGN §9)');
  process.exit(1);
}

const extraArgs = process.argv.slice(2);

/**
 * One vitest run writing its JSON report to `file`; `quiet` keeps its output until it ends; `yielding` runs
 * it at a lower CPU priority (`nice`), so that a run beside it gets the cores first.
 */
function vitest(args, file, quiet, yielding = false) {
  rmSync(file, { force: true });
  const all = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`, ...args];
  const command = yielding ? ['nice', '-n', '10', 'npx', ...all] : ['npx', ...all];
  console.log(`\n▶ vitest: ${command.join(' ')}${quiet ? ' (its output follows when it ends)' : ''}`);
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => resolve({ status: code ?? 1, file, output: Buffer.concat(output) }));
  });
}

/** Passed, failed and skipped tests of one run, from its JSON report. */
function countsOf({ status, file }) {
  let passed = 0;
  let failed = status === 0 ? 0 : 1;
  let skipped = 0;
  if (existsSync(file)) {
    const results = JSON.parse(readFileSync(file, 'utf8'));
    passed = results.numPassedTests;
    // a file that fails outside any test (import error) counts once; failed describe blocks are not counted twice
    failed = results.numFailedTests || (results.numFailedTestSuites ?? 0);
    skipped = results.numPendingTests + (results.numTodoTests ?? 0);
    if (status !== 0 && failed === 0) failed = 1;
  }
  return { passed, failed, skipped, ok: status === 0 && failed === 0 };
}

// With no arguments, two runs at once, each taking its files one after another: the server and web
// projects, and the end-to-end project, whose tests mostly wait on Chromium and the app's server. On a
// 2-core machine vitest gives a run one worker (one per core but one), so one run took every file in turn
// and left a core idle while Chromium worked. The server and web run yields the CPU to the end-to-end one:
// it keeps both cores busy (its files share their modules, vitest.config.ts), and a browser journey that
// got only what was left of them ran out of its time. With arguments (a project, a file), one run as asked.
const runs = extraArgs.length
  ? [await vitest(extraArgs, resultsFile, false)]
  : await Promise.all([
      vitest(
        ['--project', 'server', '--project', 'web', '--project', 'web-isolated'],
        resultsFile,
        false,
        true,
      ),
      vitest(['--project', 'e2e'], '.test-results-e2e.json', true),
    ]);
for (const run of runs) if (run.output.length) process.stdout.write(run.output);

const total = runs.map(countsOf).reduce(
  (a, b) => ({
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    ok: a.ok && b.ok,
  }),
  { passed: 0, failed: 0, skipped: 0, ok: true },
);
console.log(
  `\ntests: ${total.passed} passed, ${total.failed} failed` +
    (total.skipped ? `, ${total.skipped} skipped` : ''),
);
process.exit(total.ok ? 0 : 1);
