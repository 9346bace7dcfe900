import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acceptedSchema } from '../../shared/schemas/contacts.js';
import { CORPORATE_LEADS_PER_HOUR } from '../../shared/schemas/content.js';
import { corporateLeads, mailOutbox } from '../db/schema.js';
import { seedCatalogueFixture, type CatalogueFixture } from '../test/catalogue-fixture.js';
import { useTestApp } from '../test/test-app.js';

const SALES = 'b2b@example.org';

const headers = (lang: 'ru' | 'en' = 'en', host = 'localhost') => ({
  host,
  origin: `http://${host}`,
  cookie: `_rr_culture=${encodeURIComponent(`c=${lang}|uic=${lang}`)}`,
});

const lead = {
  company: ' ООО «Ромашка» ',
  contactName: 'Ирина Петрова',
  email: 'irina@romashka.example',
  phone: '+79161234567',
  employees: '201-1000',
  interests: ['team-entries', 'corporate-race', 'team-entries'],
  message: 'Хотим заявить 40 сотрудников на осенний полумарафон.',
  consent: true,
};

describe('corporate leads', () => {
  let fx: CatalogueFixture;
  const ctx = useTestApp({
    config: { salesEmail: SALES },
    seed: async (database) => {
      fx = await seedCatalogueFixture(database);
    },
  });

  const submit = (payload: unknown, options: { lang?: 'ru' | 'en'; host?: string; ip?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/corporate/leads',
      headers: headers(options.lang, options.host),
      remoteAddress: options.ip ?? '127.0.0.1',
      payload: payload as Record<string, unknown>,
    });
  const storedFrom = (ip: string) =>
    ctx.database.db.select().from(corporateLeads).where(eq(corporateLeads.clientIp, ip));
  const lastSalesMail = async () => {
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, SALES))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return mail;
  };

  it('stores the lead and mails it to the sales address of the config', async () => {
    const res = await submit(lead, { lang: 'ru', ip: '10.1.0.1' });
    expect(res.statusCode).toBe(201);
    const { id } = acceptedSchema.parse(res.json());
    const [row] = await storedFrom('10.1.0.1');
    expect(row).toMatchObject({
      id,
      tenantId: fx.tenantIds.default,
      company: 'ООО «Ромашка»',
      contactName: 'Ирина Петрова',
      email: 'irina@romashka.example',
      phone: '+79161234567',
      employees: '201-1000',
      // each once, in the order of the form
      interests: ['corporate-race', 'team-entries'],
      message: 'Хотим заявить 40 сотрудников на осенний полумарафон.',
    });

    const mail = await lastSalesMail();
    expect(mail?.subject).toBe(`Startline: заявка от ООО «Ромашка» (№${id})`);
    for (const part of [
      'Ирина Петрова',
      'irina@romashka.example',
      '+79161234567',
      '201–1000',
      'Корпоративный забег\nКомандные заявки на старты',
      'осенний полумарафон',
    ]) {
      expect(mail?.text).toContain(part);
    }
    expect(mail?.html).toContain('ООО «Ромашка»');
  });

  it('writes the mail in English for an English request; an empty comment is left out', async () => {
    const res = await submit(
      { ...lead, company: 'Acme <Ltd>', interests: ['wellness'], message: undefined },
      { lang: 'en', ip: '10.1.0.2' },
    );
    expect(res.statusCode).toBe(201);
    const mail = await lastSalesMail();
    expect(mail?.subject).toBe(`Startline: a request from Acme <Ltd> (#${res.json().id})`);
    expect(mail?.text).toContain('Interested in:\nEmployee wellness programmes');
    expect(mail?.text).not.toContain('Comment');
    expect(mail?.html).toContain('Acme &lt;Ltd&gt;');
    const [row] = await storedFrom('10.1.0.2');
    expect(row?.message).toBe('');
  });

  it("stores a lead sent on another tenant's host with that tenant", async () => {
    const res = await submit(lead, { host: 'fontanka.localhost', ip: '10.1.0.3' });
    expect(res.statusCode).toBe(201);
    const [row] = await storedFrom('10.1.0.3');
    expect(row?.tenantId).not.toBe(fx.tenantIds.default);
    expect((await lastSalesMail())?.subject).toMatch(/^Fontanka: /);
  });

  it('explains bad input next to each field in the language of the request and stores nothing', async () => {
    const ip = '10.1.0.4';
    const empty = await submit({ interests: [] }, { lang: 'en', ip });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        company: 'This field is required.',
        contactName: 'This field is required.',
        email: 'Enter your email',
        phone: 'Enter a phone number',
        employees: 'This field is required.',
        interests: 'Choose at least one option',
        consent: 'You need to accept the terms',
      },
    });
    const wrongRu = await submit(
      { ...lead, phone: '+7123', email: 'irina@', consent: false, message: 'x'.repeat(2001) },
      { lang: 'ru', ip },
    );
    expect(wrongRu.statusCode).toBe(400);
    expect(wrongRu.json().error.fields).toEqual({
      phone: 'Такого номера не бывает. Проверьте страну и цифры',
      email: 'Введите корректный адрес электронной почты',
      consent: 'Необходимо принять условия',
      message: 'Слишком длинный текст',
    });
    // a phone number must be E.164: a local format is not accepted
    const local = await submit({ ...lead, phone: '8 916 123-45-67' }, { lang: 'en', ip });
    expect(local.json().error.fields).toEqual({
      phone: 'This phone number is not possible. Check the country and the digits',
    });
    expect(await storedFrom(ip)).toHaveLength(0);
  });

  it(`refuses more than ${CORPORATE_LEADS_PER_HOUR} leads an hour from one address`, async () => {
    const ip = '10.1.0.5';
    for (let i = 0; i < CORPORATE_LEADS_PER_HOUR; i += 1) {
      expect((await submit(lead, { ip })).statusCode).toBe(201);
    }
    const refused = await submit(lead, { ip, lang: 'ru' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: 'Слишком много запросов. Попробуйте позже.' },
    });
    expect(await storedFrom(ip)).toHaveLength(CORPORATE_LEADS_PER_HOUR);
    expect((await submit(lead, { ip: '10.1.0.6' })).statusCode).toBe(201);
  });

  it('rejects a cross-site POST', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/corporate/leads',
      headers: { ...headers(), origin: 'https://evil.example' },
      remoteAddress: '10.1.0.7',
      payload: lead,
    });
    expect(res.statusCode).toBe(403);
    expect(await storedFrom('10.1.0.7')).toHaveLength(0);
  });
});
