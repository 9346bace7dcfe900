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

/** Whether React has hydrated the server's page (its root is on #root), or there is no app on the page. */
function appStarted(): boolean {
  const root = document.getElementById('root');
  return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
}

/**
 * Every page arrives rendered by the server (ADR 011) and is clickable before its scripts have run, but a
 * button does nothing until React has hydrated it. After a navigation (`goto`, `reload`, or one the app
 * made that `waitForURL` awaits) the tests wait until it has, as a visitor would see the page respond; a
 * page whose scripts a test holds back or blocks is left as it is after 10 s.
 */
function waitingForTheApp(page: Page): Page {
  const started = () =>
    page.waitForFunction(appStarted, null, { timeout: 10_000, polling: 50 }).then(
      () => undefined,
      () => undefined,
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (!args[1]?.waitUntil || args[1].waitUntil === 'load' || args[1].waitUntil === 'networkidle')
      await started();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await started();
    return response;
  };
  page.waitForURL = async (...args) => {
    await waitForURL(...args);
    await started();
  };
  return page;
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
      const page = await context.newPage();
      return javaScript ? waitingForTheApp(page) : page;
    },
    context() {
      if (!context) throw new Error('no page opened yet');
      return context;
    },
  };
}
