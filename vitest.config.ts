import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { preactAliases } from './preact-aliases.js';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          // one migrated, seeded database for the run; each file's database is a copy (test-app.ts)
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [preact({ reactAliasesEnabled: false, prefreshEnabled: false })],
        resolve: { alias: preactAliases, conditions: ['module', 'browser', 'development'] },
        ssr: { resolve: { conditions: ['module', 'browser', 'development'] } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-web.ts'],
          // Libraries that import React are bundled through the Preact aliases too, as in the browser build.
          server: {
            deps: {
              inline: [
                /preact/,
                /@testing-library\/preact/,
                /react-router/,
                /react-i18next/,
                /@tanstack\/react-query/,
                /sonner/,
                /react-leaflet/,
                /react-hook-form/,
                /@hookform\/resolvers/,
                /react-imask/,
              ],
            },
          },
        },
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
