import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../config.js';
import { contactMessages, corporateLeads, mailOutbox } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { startFakeSmtp, type FakeSmtp } from '../test/fake-smtp.js';
import { seededTenant, testContext, useTestApp } from '../test/test-app.js';
import { createRateLimiter } from '../limits/rate-limiter.js';
import { createContactsService } from './contacts.service.js';

const headers = { host: 'localhost', origin: 'http://localhost', cookie: '_rr_culture=c%3Den%7Cuic%3Den' };
const message = { name: 'Anna', email: 'anna@example.org', topic: 'registration', message: 'Hello' };
const lead = {
  company: 'Acme',
  contactName: 'Irina',
  email: 'irina@acme.example',
  phone: '+79161234567',
  employees: '1-50',
  interests: ['sponsorship'],
  consent: true,
};

/** The value of a header of a raw message (unfolded). */
const header = (data: string, name: string) =>
  new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(data)?.[1]?.replace(/\r\n[ \t]/g, ' ');

describe('content mails over SMTP', () => {
  let smtp: FakeSmtp;
  const config: Partial<Config> = { salesEmail: 'sales@example.org' };
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    config.smtpUrl = smtp.url;
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const ctx = useTestApp({ config });
  /** The `count`th mail the server got: a job of the app's queue sends it after the answer (ADR 020). */
  const received = async (count: number) => {
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(count), { timeout: 10_000, interval: 20 });
    return smtp.mails[count - 1]!;
  };

  it("sends a contact message to the tenant's support with Reply-To the visitor", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts/messages',
      headers,
      payload: message,
    });
    expect(res.statusCode).toBe(201);
    const mail = await received(1);
    expect(mail.to).toEqual(['support@startline.run']);
    expect(header(mail.data, 'To')).toBe('support@startline.run');
    expect(header(mail.data, 'Reply-To')).toBe('anna@example.org');

    await vi.waitFor(async () => {
      const [outbox] = await ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      expect(outbox).toMatchObject({ to: 'support@startline.run', error: null });
      expect(outbox?.sentAt).not.toBeNull();
    });
  });

  it('sends a corporate lead to sales with Reply-To the lead', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/corporate/leads', headers, payload: lead });
    expect(res.statusCode).toBe(201);
    const mail = await received(2);
    expect(mail.to).toEqual(['sales@example.org']);
    expect(header(mail.data, 'Reply-To')).toBe('irina@acme.example');
  });
});

describe('a mail that cannot be sent', () => {
  // nothing listens on port 1: every delivery fails
  const ctx = useTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });

  it('keeps the stored message and the mail in the outbox with its error', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts/messages',
      headers,
      payload: { ...message, message: 'Kept despite SMTP' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.json().id));
    expect(row?.message).toBe('Kept despite SMTP');
    // the queue's first attempt fails and writes its error on the row
    await vi.waitFor(async () => {
      const [outbox] = await ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      expect(outbox?.to).toBe('support@startline.run');
      expect(outbox?.replyTo).toBe(message.email);
      expect(outbox?.sentAt).toBeNull();
      expect(outbox?.error).toBeTruthy();
    });

    const leadRes = await ctx.app.inject({
      method: 'POST',
      url: '/api/corporate/leads',
      headers,
      payload: lead,
    });
    expect(leadRes.statusCode).toBe(201);
    const [stored] = await ctx.database.db
      .select()
      .from(corporateLeads)
      .where(eq(corporateLeads.id, leadRes.json().id));
    expect(stored?.company).toBe('Acme');
  });

  it('answers the stored message even when the mailer itself fails, and logs it', async () => {
    const failing: Mailer = { send: () => Promise.reject(new Error('outbox unavailable')) };
    const service = createContactsService(ctx.database.db, {
      mailer: failing,
      limiter: createRateLimiter(ctx.database.db),
      supportHours: { from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' },
    });
    const tenant = await seededTenant(ctx.database, 'default');
    const log = { error: vi.fn() };
    const { id } = await service.send(testContext(tenant, { ip: '10.2.0.1', log }), {
      name: 'Anna',
      email: 'anna@example.org',
      topic: 'other',
      message: 'Still stored',
    });
    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.message).toBe('Still stored');
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ contactMessageId: id });
  });
});
