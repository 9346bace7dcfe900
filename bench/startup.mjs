#!/usr/bin/env node
// Time from starting the built app (as `npm start` does after its build) to its first answered request, on
// the embedded database with a fresh data directory: the first run creates, migrates and seeds it; the
// second run opens the existing one. Usage: npm run build && node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const runs = Number(process.argv[2] ?? 5);
const port = 3900 + Math.floor(Math.random() * 90);

async function measure(dataDir) {
  const started = process.hrtime.bigint();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['dist/node/server/main.js'], { env, stdio: 'ignore' });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        if (res.ok) return Number(process.hrtime.bigint() - started) / 1e6;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const fresh = [];
const warm = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(path.join(tmpdir(), 'startline-bench-'));
  fresh.push(await measure(dir));
  warm.push(await measure(dir));
  rmSync(dir, { recursive: true, force: true });
}
const fmt = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `min ${s[0].toFixed(0)} ms, median ${s[Math.floor(s.length / 2)].toFixed(0)} ms, max ${s.at(-1).toFixed(0)} ms`;
};
console.log(`first request, new data dir (migrate + seed): ${fmt(fresh)}`);
console.log(`first request, existing data dir:             ${fmt(warm)}`);
