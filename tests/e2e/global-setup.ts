// Starts the built app exactly as `npm start` runs it (node dist/node/server/main.js), on a free port with a
// fresh data directory (embedded database, demo data), and stops it with SIGTERM when the run ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the app exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the app did not answer ${url} within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  const entry = path.resolve('dist/node/server/main.js');
  if (!existsSync(entry) || !existsSync('dist/web/index.html')) {
    throw new Error('The app is not built: run `npm run build` (npm test does) before the end-to-end tests.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'startline-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The app sheds load (503) when its event loop lags a second; beside `npm test`'s server and web run on
    // two cores its embedded database's queries can, and a page then came as the overload page. Shedding
    // itself is tested in the server project (http-behaviour.test.ts); here it is for a loop stuck 10 s.
    MAX_EVENT_LOOP_DELAY_MS: '10000',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://localhost:${port}`;
  await waitUntilReady(`${baseUrl}/readyz`, child, 30_000);
  project.provide('baseUrl', baseUrl);
  project.provide('port', port);

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
