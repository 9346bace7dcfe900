import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../db/schema.js';
import { createJobQueue, type JobQueue } from '../jobs/job-queue.js';
import { startFakeSmtp, type FakeSmtp } from '../test/fake-smtp.js';
import { jobsNamed } from '../test/jobs-fixture.js';
import { createTestDatabase, tenantIdOf, type TestDatabase } from '../test/test-app.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { MAIL_JOB, type MailRetry } from './mail-delivery.js';
import { createMailer, type Mail } from './mailer.js';

const quiet = { error: () => undefined, warn: () => undefined };
const MAIL_FROM = 'Startline <no-reply@startline.run>';

/** The value of a header of a raw message (unfolded). */
const header = (data: string, name: string) =>
  new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(data)?.[1]?.replace(/\r\n[ \t]/g, ' ');

describe('the mailer', () => {
  let testDb: TestDatabase;
  let tenantId: TenantId;
  let seq = 0;
  const cleanup: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    tenantId = await tenantIdOf(testDb.database, 'default');
  });
  // each test's queue stops before the next one's starts: no worker of one test sends another's mail
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });
  afterAll(async () => {
    await testDb?.dispose();
  });

  const mail = (): Mail => ({
    to: `reader${++seq}@example.org`,
    subject: 'Ваш старт',
    text: 'See you at the start',
    html: '<p>See you at the start</p>',
    replyTo: 'support@example.org',
  });
  const outboxRow = async (to: string) => {
    const [row] = await testDb.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    return row;
  };
  const jobStates = async () => (await jobsNamed(testDb.database, MAIL_JOB)).map((job) => job.state);
  /** A started queue with the mailer's delivery on it, against `smtp`; stopped, then the server closed, after the test. */
  const deliveringTo = async (smtp: FakeSmtp, retry?: MailRetry) => {
    const jobs: JobQueue = createJobQueue(testDb.database, { log: quiet, pollingIntervalSeconds: 0.5 });
    const mailer = createMailer(
      testDb.database.db,
      { smtpUrl: smtp.url, mailFrom: MAIL_FROM, ...(retry ? { retry } : {}) },
      jobs,
    );
    await jobs.start();
    cleanup.push(
      () => smtp.close(),
      () => jobs.stop(),
    );
    return mailer;
  };

  it('without SMTP keeps the mail in the outbox only', async () => {
    const mailer = createMailer(testDb.database.db, { smtpUrl: undefined, mailFrom: MAIL_FROM });
    const sent = mail();
    await mailer.send(tenantId, sent);
    expect(await outboxRow(sent.to)).toMatchObject({ subject: sent.subject, sentAt: null, error: null });
    expect(() =>
      createMailer(testDb.database.db, { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: MAIL_FROM }),
    ).toThrow(/job queue/);
  });

  it('writes the outbox row at once, then a job of the queue sends it over SMTP and marks it sent', async () => {
    const smtp = await startFakeSmtp();
    const mailer = await deliveringTo(smtp);
    const sent = mail();
    await mailer.send(tenantId, sent);
    // the row is there when send answers: the dev outbox and the tests that read it see it at once
    expect(await outboxRow(sent.to)).toMatchObject({ to: sent.to, subject: sent.subject, error: null });

    await vi.waitFor(async () => expect((await outboxRow(sent.to))?.sentAt).toBeInstanceOf(Date), {
      timeout: 10_000,
      interval: 50,
    });
    expect(smtp.mails).toHaveLength(1);
    const received = smtp.mails[0]!;
    expect(received.to).toEqual([sent.to]);
    expect(received.from).toBe('no-reply@startline.run');
    expect(header(received.data, 'Reply-To')).toBe('support@example.org');
    expect(header(received.data, 'Subject')).toContain('=?UTF-8?');
    expect((await outboxRow(sent.to))?.error).toBeNull();
    // the queue records the job done right after the handler
    await vi.waitFor(async () => expect(await jobStates()).toEqual(['completed']));
  });

  it('retries a refused mail, and marks it sent once the server takes it', async () => {
    const smtp = await startFakeSmtp({ refuse: 1 });
    const mailer = await deliveringTo(smtp, { attempts: 3, delaySeconds: 1, backoff: false });
    const sent = mail();
    await mailer.send(tenantId, sent);
    await vi.waitFor(
      async () => expect((await outboxRow(sent.to))?.error).toMatch(/attempt 1 of 3, will retry/),
      {
        timeout: 10_000,
        interval: 50,
      },
    );
    await vi.waitFor(async () => expect((await outboxRow(sent.to))?.sentAt).toBeInstanceOf(Date), {
      timeout: 10_000,
      interval: 50,
    });
    expect((await outboxRow(sent.to))?.error).toBeNull();
    expect(smtp.connections).toBe(2);
    expect(smtp.mails.map((m) => m.to)).toEqual([[sent.to]]);
  });

  it('gives a mail up after its last attempt: the row keeps the error and no sent time', async () => {
    const smtp = await startFakeSmtp({ refuse: Infinity });
    const mailer = await deliveringTo(smtp, { attempts: 3, delaySeconds: 1, backoff: false });
    const sent = mail();
    const attempts: number[] = [];
    await mailer.send(tenantId, sent);
    await vi.waitFor(
      async () => {
        if (smtp.connections > attempts.length) attempts.push(Date.now());
        expect((await outboxRow(sent.to))?.error).toMatch(/attempt 3 of 3, given up/);
      },
      { timeout: 15_000, interval: 20 },
    );
    const row = await outboxRow(sent.to);
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/^.+\(attempt 3 of 3, given up\)$/);
    expect(smtp.connections).toBe(3);
    // each retry waited its delay (1 s)
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(900);
    await vi.waitFor(async () => expect((await jobStates()).at(-1)).toBe('failed'));
  });
});
