// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BootData } from '../../shared/boot-data.js';
import { CONSENT_COOKIE } from '../../shared/constants.js';
import type { PageRenderRequest } from '../../shared/page-render.js';
import { cards, eventsPage } from '../features/events-list/test-fixtures.js';
import { seriesList } from '../pages/home/home-fixtures.js';
import { tenantInfo } from '../test-utils/render-tenant-app.js';
import { renderPage } from './render-page.js';

// No DOM here: the server's render must not reach for `window` or `document`.

function request(
  overrides: Partial<PageRenderRequest> = {},
  boot: Partial<BootData> = {},
): PageRenderRequest {
  return {
    url: '/',
    tenant: 'default',
    language: 'ru',
    origin: 'https://startline.example',
    cookie: '',
    assetHost: 'https://cdn.example.com/icons',
    boot: {
      tenant: { data: tenantInfo({ links: { loginUrl: 'https://login.example' } }), error: null },
      user: { isAuthorized: false },
      home: { language: 'ru', events: eventsPage(cards(6), 6), series: seriesList(), liveCount: 1234 },
      ...boot,
    },
    ...overrides,
  };
}

describe('the server render of the home page', () => {
  it('makes the first screen as the browser would: header, hero, search, live count, sports, cookie notice', async () => {
    const html = (await renderPage(request())) ?? '';
    expect(html).toContain('<h1 id="home-title"');
    expect(html).toContain('Найдите свой следующий старт');
    expect(html).toContain('placeholder="Название события"');
    expect(html).toMatch(/1\s234 участника зарегистрированы на предстоящие старты/);
    expect(html).toContain('href="/events/future?sport=run"');
    expect(html).toContain('https://cdn.example.com/icons/Footprints.svg');
    expect(html).toContain('Сервис использует файлы cookie');
    // the sign-in link returns to this page of this site
    expect(html).toContain(
      `href="https://login.example/login?returnUrl=${encodeURIComponent('https://startline.example/')}"`,
    );
  });

  it('leaves the lower sections to their turn in the browser (they hold their place, no cards yet)', async () => {
    const html = (await renderPage(request())) ?? '';
    expect(html).not.toContain(cards(1)[0]?.name ?? '?');
    expect(html).toContain('aria-hidden="true"');
  });

  it("speaks the visitor's language and knows the cookie consent from the request", async () => {
    const html =
      (await renderPage(
        request(
          { language: 'en', cookie: `${CONSENT_COOKIE}=true` },
          {
            home: { language: 'en', events: eventsPage(cards(6), 6), series: seriesList(), liveCount: 1 },
          },
        ),
      )) ?? '';
    expect(html).toContain('Find your next start');
    expect(html).not.toContain('Найдите');
    expect(html).not.toContain('data-cookie-notice');
  });

  it("leaves a signed-in visitor's page to the browser (the account menu loads on demand)", async () => {
    const user = {
      isAuthorized: true as const,
      id: '1',
      email: 'a@b.c',
      fullName: 'Анна Петрова',
      roles: [],
      missingProfileFields: [],
    };
    expect(await renderPage(request({}, { user }))).toBeNull();
  });
});
