import { describe, expect, it } from 'vitest';
import { eventsListSchema, eventsMapSchema } from '../../shared/schemas/catalogue.js';
import { campaignSchema } from '../../shared/schemas/content.js';
import { seedCatalogueFixture } from '../test/catalogue-fixture.js';
import { seedContentFixture } from '../test/content-fixture.js';
import { useTestApp } from '../test/test-app.js';

describe('partner campaigns', () => {
  const ctx = useTestApp({
    seed: async (database) => {
      const catalogue = await seedCatalogueFixture(database);
      await seedContentFixture(database, catalogue.tenantIds, catalogue.now);
    },
  });

  const get = (url: string, host = 'localhost') => ctx.app.inject({ url, headers: { host } });
  const listCodes = async (query: string, host?: string) => {
    const res = await get(`/api/events/list?${query}`, host);
    expect(res.statusCode, res.body).toBe(200);
    return eventsListSchema.parse(res.json()).items.map((i) => i.code);
  };

  it('answers the campaign in the language asked for, its description sanitised', async () => {
    const res = await get('/api/campaigns/ostrovok?language=en');
    expect(res.statusCode).toBe(200);
    const campaign = campaignSchema.parse(res.json());
    expect(campaign).toMatchObject({
      code: 'ostrovok',
      title: 'Travel to the start with Ostrovok',
      partnerName: 'Ostrovok',
      partnerUrl: 'https://ostrovok.ru',
      description: '<p>A place to stay near the start</p>',
      offer: 'A 10% hotel discount',
      // moscow-marathon, kazan-trail and past-ski; the unpublished hidden-event does not count
      eventsCount: 3,
    });
    expect(Date.parse(campaign.startsAt!)).toBeLessThan(Date.now());
    expect(Date.parse(campaign.endsAt!)).toBeGreaterThan(Date.now());

    const ru = campaignSchema.parse((await get('/api/campaigns/ostrovok')).json());
    expect(ru).toMatchObject({ title: 'На старт — с Островком', offer: 'Скидка 10% на проживание' });
    expect(ru.description).toBe('<p>Жильё рядом со стартом</p>');
  });

  it('answers each tenant its own campaign of a code, and 404 for unknown codes', async () => {
    const pioner = campaignSchema.parse(
      (await get('/api/campaigns/ostrovok?language=en', 'pionercup.localhost')).json(),
    );
    expect(pioner).toMatchObject({
      title: 'Pioneers travel to the start',
      eventsCount: 1,
      description: '',
      offer: '',
      startsAt: null,
      endsAt: null,
    });
    for (const [code, host] of [
      ['nbd', 'localhost'],
      ['OSTROVOK', 'localhost'],
      ['%20', 'localhost'],
      ["ostrovok' or '1'='1", 'localhost'],
      ['ostrovok', 'fontanka.localhost'],
    ] as const) {
      const res = await get(`/api/campaigns/${encodeURIComponent(code)}`, host);
      expect(res.statusCode, code).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it("lists exactly the campaign's published events with the events list's `campaign` filter", async () => {
    expect(await listCodes('type=all&campaign=ostrovok&limit=50')).toEqual([
      'past-ski',
      'moscow-marathon',
      'kazan-trail',
    ]);
    expect(await listCodes('type=future&campaign=ostrovok')).toEqual(['moscow-marathon', 'kazan-trail']);
    // with other filters too
    expect(await listCodes('type=future&campaign=ostrovok&sport=trail')).toEqual(['kazan-trail']);
    expect(await listCodes('type=all&campaign=nbd')).toEqual([]);

    const body = eventsListSchema.parse((await get('/api/events/list?type=future&campaign=ostrovok')).json());
    expect(body.total).toBe(2);
    const map = eventsMapSchema.parse((await get('/api/events/map?campaign=ostrovok')).json());
    expect(map.points.map((p) => p.code).sort()).toEqual(['kazan-trail', 'moscow-marathon']);
  });

  it("filters by the request's own tenant's campaign of that code", async () => {
    expect(await listCodes('type=all&campaign=ostrovok', 'pionercup.localhost')).toEqual(['pioner-run']);
    expect(await listCodes('type=all&campaign=ostrovok', 'fontanka.localhost')).toEqual([]);
  });
});
