import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/*
 * Test files share their worker's loaded modules (`isolate: false`): importing the app, React, the i18n
 * catalogs and jsdom again for every file was more than half of the server and web runs' time (server
 * 550 → 270 s, web 350 → 185 s on a 2-core machine). A web file that replaces a module (`vi.mock`) or
 * reads a module's state as it is at start-up needs modules of its own, so those run in `web-isolated`.
 */
const WEB_TESTS = /\.test\.tsx?$/;
/** Web test files that read a module's start-up state (no `vi.mock`, but not shareable either). */
const READS_START_UP_STATE = [
  'src/web/lib/toaster-demand.test.ts', // the toast area is not wanted until something asks for it
];
const webTestsNeedingIsolation = readdirSync('src/web', { recursive: true, encoding: 'utf8' })
  .map((file) => join('src/web', file).replaceAll('\\', '/'))
  .filter((file) => WEB_TESTS.test(file))
  .filter(
    (file) => READS_START_UP_STATE.includes(file) || /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')),
  );

const webTest = {
  environment: 'jsdom',
  include: ['src/web/**/*.test.{ts,tsx}'],
  setupFiles: ['tests/setup-web.ts'],
  // a form test types key by key through user-event; beside the end-to-end run's Chromium (npm test
  // runs both at once) on two shared cores, Vitest's 5 s default failed tests that pass alone
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          isolate: false,
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          // one migrated, seeded database for the run; each file's database is a copy (test-app.ts)
          globalSetup: ['src/server/test/global-setup.ts'],
          // npm test runs this project at a lower CPU priority beside the end-to-end run (scripts/test.mjs):
          // a test that takes 20 s there (a route's fuzzing, 50,000 result lines) must not be cut at 30
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: { ...webTest, name: 'web', isolate: false, exclude: webTestsNeedingIsolation },
      },
      {
        plugins: [react()],
        test: { ...webTest, name: 'web-isolated', include: webTestsNeedingIsolation },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
