import { dehydrate, QueryClient } from '@tanstack/react-query';
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

  it('puts the queries the server rendered with back into the cache, fresh as when they were read', () => {
    const server = new QueryClient();
    const events = { items: [{ code: 'night-run' }], total: 1, nextCursor: null };
    server.setQueryData(['events', 'home', 'en'], events);
    const queries = dehydrate(server);
    const client = new QueryClient();
    seedBootData(client, pageWith(JSON.stringify({ tenant: { data: tenant, error: null }, queries })));
    expect(client.getQueryData(['events', 'home', 'en'])).toEqual(events);
    expect(client.getQueryState(['events', 'home', 'en'])?.dataUpdatedAt).toBe(
      server.getQueryState(['events', 'home', 'en'])?.dataUpdatedAt,
    );
    expect(client.getQueryData(['tenants', 'current'])).toEqual(tenant);
  });
});
