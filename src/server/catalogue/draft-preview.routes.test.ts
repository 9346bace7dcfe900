import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventDetailSchema } from '../../shared/schemas/catalogue.js';
import {
  assignEvent,
  cabinetPeople,
  insertOrganizer,
  type CabinetPeople,
} from '../cabinet/cabinet-fixture.js';
import { events } from '../db/schema.js';
import { insertRace, orderBody, type TestRace } from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { sourcePages } from '../test/source-pages.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';

/*
 * A draft event previewed by its organizer's team (issue 18, ADR 028): at its public address, the API's
 * answers and the server-rendered page, for a member of the organizer's cabinet only; 404 to everyone else,
 * never in a cache that another visitor could be answered from, and out of every list.
 */

const DRAFT_NAME = 'Тайный черновой забег';
const pages = await sourcePages();

describe("a draft event's preview for its organizer's team", () => {
  // the catalogue's micro-cache on, as in production: a member's answer must not become anyone else's
  const ctx = useTestApp({ config: { catalogueCacheMs: 60_000 }, deps: { pages } });
  let draft: TestRace;
  let who: CabinetPeople & { foreign: TestAccount };

  const get = (account: TestAccount | null, url: string, host = 'localhost', lang: 'ru' | 'en' = 'en') =>
    ctx.app.inject({
      url,
      headers: {
        accept: url.startsWith('/api/') ? 'application/json' : 'text/html',
        ...(account ? accountHeaders(account.cookie, { host, lang }) : { host }),
      },
    });
  const pageUrls = () => [
    `/api/event/${draft.eventCode}`,
    `/api/event/${draft.eventCode}/startlist`,
    `/api/event/${draft.eventCode}/results`,
  ];

  beforeAll(async () => {
    const { database } = ctx;
    const tenantId = await tenantIdOf(database, 'default');
    const otherTenantId = await tenantIdOf(database, 'pionercup');
    const organizer = await insertOrganizer(database, tenantId, 'Клуб черновиков');
    const rival = await insertOrganizer(database, tenantId, 'Соседний клуб');
    draft = await insertRace(database, tenantId, { published: false });
    await assignEvent(database, draft.eventId, organizer);
    await database.db.update(events).set({ nameRu: DRAFT_NAME }).where(eq(events.id, draft.eventId));
    who = {
      ...(await cabinetPeople(database, tenantId, organizer, rival, 'preview')),
      foreign: await createTestAccount(database, otherTenantId, {
        email: 'preview-foreign@example.org',
        roles: ['Administrator'],
      }),
    };
  });

  it.each(['owner', 'manager', 'operator', 'support'] as const)(
    'a member of the cabinet (%s) sees the draft, marked a draft, registering nobody, never stored by a cache',
    async (role) => {
      for (const url of pageUrls()) {
        const res = await get(who[role], url);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        expect(res.headers['cache-control'], url).toBe('private, no-store');
      }
      const detail = eventDetailSchema.parse((await get(who[role], `/api/event/${draft.eventCode}`)).json());
      expect(detail).toMatchObject({ code: draft.eventCode, draft: true, registrationState: 'unavailable' });
      expect(detail.races.map((r) => [r.code, r.state])).toEqual([[draft.raceCode, 'unavailable']]);
    },
  );

  it('answers 404 to a visitor, a runner, another organizer and another tenant, even after a member looked', async () => {
    expect((await get(who.owner, `/api/event/${draft.eventCode}`)).statusCode).toBe(200);
    for (const url of pageUrls()) {
      for (const [name, res] of [
        ['visitor', await get(null, url)],
        ['runner', await get(who.runner, url)],
        ['rival', await get(who.rival, url)],
        ['foreign', await get(who.foreign, url, 'pionercup.localhost')],
      ] as const) {
        expect(res.statusCode, `${name} ${url}`).toBe(404);
        expect(res.body, `${name} ${url}`).not.toContain(DRAFT_NAME);
      }
    }
  });

  it('keeps the draft out of the list, the search, the map and the sitemap, for members too', async () => {
    expect((await get(who.owner, `/api/event/${draft.eventCode}`)).statusCode).toBe(200);
    for (const account of [who.owner, null]) {
      for (const url of [
        '/api/events/list?limit=50',
        `/api/events/list?q=${encodeURIComponent('Тайный')}`,
        '/api/events/map',
        '/sitemap.xml',
      ]) {
        const res = await get(account, url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain(draft.eventCode);
      }
    }
  });

  it('refuses registration on the draft, to its own organizer as well', async () => {
    for (const account of [who.owner, who.runner]) {
      const headers = accountHeaders(account.cookie);
      const form = await ctx.app.inject({
        url: `/api/registration/${draft.eventCode}/${draft.raceCode}`,
        headers,
      });
      expect(form.statusCode).toBe(404);
      const order = await ctx.app.inject({
        method: 'POST',
        url: `/api/registration/${draft.eventCode}/${draft.raceCode}/order`,
        headers,
        payload: orderBody([{ kind: 'friend', email: 'friend@example.org' }]),
      });
      expect(order.statusCode, order.body).toBe(404);
    }
  });

  it('renders the page on the server with the banner for a member, private and not stored; 404 for others', async () => {
    const own = await get(who.manager, `/event/${draft.eventCode}`, 'localhost', 'ru');
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.body).toContain(DRAFT_NAME);
    expect(own.body).toContain('Черновик: событие видят только организаторы.');
    expect(own.body).toContain(`href="/cabinet/events/${draft.eventCode}/edit"`);
    const tab = await get(who.manager, `/event/${draft.eventCode}/startlist`, 'localhost', 'ru');
    expect(tab.statusCode).toBe(200);
    expect(tab.headers['cache-control']).toBe('private, no-store');

    for (const account of [null, who.runner, who.rival]) {
      const res = await get(account, `/event/${draft.eventCode}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(DRAFT_NAME);
    }
    // a published event's page keeps its usual caching
    const published = await get(who.manager, '/event/moscow-marathon');
    expect(published.headers['cache-control']).toBe('private, no-cache');
  });
});
