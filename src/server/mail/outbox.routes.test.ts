import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, tenantIdOf, type TestDatabase } from '../test/test-app.js';
import { createMailer } from './mailer.js';

describe('dev outbox', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await createTestApp(testDb.database, { devTools: true });
    const mailer = createMailer(testDb.database.db, { smtpUrl: undefined, mailFrom: 'test@example.com' });
    const defaultId = await tenantIdOf(testDb.database, 'default');
    const pionercupId = await tenantIdOf(testDb.database, 'pionercup');
    await mailer.send(defaultId, {
      to: 'older@example.com',
      subject: 'First',
      text: 'plain',
      html: '<p>plain</p>',
    });
    await mailer.send(defaultId, {
      to: 'anna@example.com',
      subject: 'Confirm <b>now</b>',
      text: 'Follow http://localhost:3000/signup/confirm?token=abc_DEF-1 please.\n<script>alert(1)</script>',
      html: '<p><a href="http://localhost:3000/signup/confirm?token=abc_DEF-1">Confirm</a></p>',
    });
    await mailer.send(pionercupId, {
      to: 'other@example.com',
      subject: 'Other tenant',
      text: 't',
      html: 'h',
    });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('lists the tenant’s mails as JSON, newest first', async () => {
    const res = await app.inject({ url: '/api/dev/outbox', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: { to: string; subject: string; createdAt: string }[] };
    expect(items.map((i) => i.to)).toEqual(['anna@example.com', 'older@example.com']);
    expect(items[0]).toMatchObject({ subject: 'Confirm <b>now</b>' });
    expect(Number.isNaN(Date.parse(items[0]!.createdAt))).toBe(false);
    const other = await app.inject({ url: '/api/dev/outbox', headers: { host: 'pionercup.localhost' } });
    expect(other.json().items.map((i: { to: string }) => i.to)).toEqual(['other@example.com']);
  });

  it('shows them on a page with clickable links and everything else escaped', async () => {
    const res = await app.inject({
      url: '/dev/outbox',
      headers: { host: 'localhost', accept: 'text/html', cookie: '_rr_culture=c=en|uic=en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Outbox</title>');
    expect(res.body).toContain('Confirm &lt;b&gt;now&lt;/b&gt;');
    expect(res.body).toContain('anna@example.com');
    expect(res.body).toContain(
      '<a href="http://localhost:3000/signup/confirm?token=abc_DEF-1">http://localhost:3000/signup/confirm?token=abc_DEF-1</a>',
    );
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('Other tenant');
    expect(res.body.indexOf('anna@example.com')).toBeLessThan(res.body.indexOf('older@example.com'));
  });

  it('does not exist without dev tools', async () => {
    const production = await createTestApp(testDb.database, { devTools: false });
    try {
      const api = await production.inject({ url: '/api/dev/outbox' });
      expect(api.statusCode).toBe(404);
      expect(api.json().error.code).toBe('NOT_FOUND');
      const page = await production.inject({ url: '/dev/outbox', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('anna@example.com');
    } finally {
      await production.close();
    }
  });
});
