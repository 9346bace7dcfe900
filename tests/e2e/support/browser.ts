// One headless Debian Chromium per test file, driven by playwright-core; a fresh context per test.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface E2E {
  baseUrl: string;
  port: number;
  /** The same app reached through another tenant's host (`pionercup.localhost:PORT`). */
  urlFor(host: string, pathname?: string): string;
  /** `javaScript: false` opens the page as a browser without scripts (or before they have run) sees it. */
  page(options?: { width?: number; locale?: string; javaScript?: boolean }): Promise<Page>;
  context(): BrowserContext;
}

export function useBrowser(): E2E {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const baseUrl = inject('baseUrl');
  const port = inject('port');

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    port,
    urlFor: (host, pathname = '/') => `http://${host}:${port}${pathname}`,
    async page({ width = 1280, locale = 'ru-RU', javaScript = true } = {}) {
      if (!browser) throw new Error('the browser is not started');
      await context?.close();
      context = await browser.newContext({
        viewport: { width, height: 900 },
        locale,
        javaScriptEnabled: javaScript,
      });
      return context.newPage();
    },
    context() {
      if (!context) throw new Error('no page opened yet');
      return context;
    },
  };
}
