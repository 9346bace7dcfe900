import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { seedBootData } from './boot-data.js';

function pageWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'sl-boot';
    script.textContent = block;
    doc.head.append(script);
  }
  return doc;
}

const tenant = {
  organizedId: 'pionercup',
  code: 'pionercup',
  name: 'PionerCup',
  supportEmail: 'support@pionercup.ru',
  featureFlags: [],
  links: { loginUrl: null },
  supportHours: { from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' },
  analyticsCounterId: null,
};

describe('seedBootData', () => {
  it("puts the page's tenant and user answers where the app's first two calls would", () => {
    const client = new QueryClient();
    const user = {
      isAuthorized: true,
      id: '7',
      email: 'a@b.c',
      fullName: 'Анна',
      roles: [],
      missingProfileFields: [],
    };
    seedBootData(client, pageWith(JSON.stringify({ tenant: { data: tenant, error: null }, user })));
    expect(client.getQueryData(['tenants', 'current'])).toEqual(tenant);
    expect(client.getQueryData(['users', 'current'])).toEqual(user);
  });

  it('leaves both calls to be made when the block is missing, broken or says the tenant failed', () => {
    for (const block of [
      null,
      '{not json',
      '"text"',
      JSON.stringify({ tenant: { data: null, error: 'x' } }),
    ]) {
      const client = new QueryClient();
      seedBootData(client, pageWith(block));
      expect(client.getQueryData(['tenants', 'current'])).toBeUndefined();
      expect(client.getQueryData(['users', 'current'])).toBeUndefined();
    }
  });

  it("puts the home page's inlined reads where the page's three calls would, in the language they were read in", () => {
    const client = new QueryClient();
    const events = { items: [], total: 0, nextCursor: null };
    const series = { items: [] };
    seedBootData(
      client,
      pageWith(
        JSON.stringify({
          tenant: { data: tenant, error: null },
          home: { language: 'en', events, series, liveCount: 42 },
        }),
      ),
    );
    expect(client.getQueryData(['events', 'home', 'en'])).toEqual(events);
    expect(client.getQueryData(['series-list', 'en', 6])).toEqual(series);
    expect(client.getQueryData(['events', 'live-count'])).toBe(42);
    expect(client.getQueryData(['events', 'home', 'ru'])).toBeUndefined();
  });

  it('ignores home reads of an unknown language or without lists', () => {
    const client = new QueryClient();
    const home = { language: 'de', events: { items: [] }, series: { items: [] }, liveCount: 1 };
    seedBootData(client, pageWith(JSON.stringify({ home })));
    expect(client.getQueryData(['events', 'home', 'de'])).toBeUndefined();
    expect(client.getQueryData(['events', 'live-count'])).toBeUndefined();
    const broken = new QueryClient();
    seedBootData(broken, pageWith(JSON.stringify({ home: { language: 'ru', events: {}, series: null } })));
    expect(broken.getQueryData(['events', 'home', 'ru'])).toBeUndefined();
    expect(broken.getQueryData(['series-list', 'ru', 6])).toBeUndefined();
  });
});
