// What the benches share: starting a node process of ours, waiting until a URL answers, exact
// percentiles of a list of response times, and the bare-route baseline a run is compared with.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Starts `node <args>` with extra env; its stdout is drained, stderr shown; a non-zero exit is reported. */
export function start(args, env, name) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  child.on('exit', (code) => code && console.error(`${name} exited with ${code}`));
  return child;
}

/** The first 2xx answer of a URL, retried every 100 ms for 30 s. */
export async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** The p-th percentile (0–100) of response times sorted ascending (nearest rank). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** An autocannon run's throughput and the exact percentiles of every response time it recorded. */
export function summary(times, result) {
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * The baseline of a run: a bare Fastify route (bench/bare-server.mjs) answering `body` from memory,
 * measured with `run` after a warm-up run. The server is stopped before this resolves.
 */
export async function measureBare(body, port, run) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'startline-bench-')), 'answer.json');
  writeFileSync(file, body);
  const bare = start(['bench/bare-server.mjs', String(port), file], {}, 'bare');
  try {
    const url = `http://127.0.0.1:${port}/bare`;
    await waitFor(url);
    await run(url); // warm-up
    return await run(url);
  } finally {
    bare.kill('SIGTERM');
  }
}
