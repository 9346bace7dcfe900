import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { HOLD_SWEEP_JOB } from '../registration/hold-sweeper.js';
import { startFakeSmtp, type FakeSmtp } from '../test/fake-smtp.js';
import { jobsNamed } from '../test/jobs-fixture.js';
import { JOB_QUEUE_SCHEMA } from './job-queue.js';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/test-app.js';
import { MAIL_JOB } from '../mail/mail-delivery.js';

/*
 * Issue 16: two app instances on one database never do a job twice. On PostgreSQL (DATABASE_URL, as in CI)
 * the two apps have a connection pool each, as two processes would. PGlite is opened by one process only:
 * there the two apps share the one embedded database, each with its own job queue and workers.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The hold sweeper's first statement (hold-sweeper.ts): one per sweep that ran. */
const SWEEP =
  /^update "registrations" set "status" = \$1 where \("registrations"\."status" = \$2 and "registrations"\."expires_at" <=/;
/** The mail job's last statement (mail-delivery.ts): one per mail sent over SMTP. */
const MARK_SENT = /^update "mail_outbox" set "sent_at" = \$1/;

describe(`two app instances on one ${onPostgres ? 'PostgreSQL' : 'PGlite'} database`, () => {
  let testDb: TestDatabase;
  let second: Database | null = null;
  let smtp: FakeSmtp;
  let apps: FastifyInstance[] = [];
  /** Statements each instance ran, by kind (on PGlite both instances' statements are counted as the first's). */
  const ran = [
    { sweeps: 0, marked: 0 },
    { sweeps: 0, marked: 0 },
  ];
  const counter = (instance: 0 | 1) => (query: string) => {
    if (SWEEP.test(query)) ran[instance]!.sweeps += 1;
    if (MARK_SENT.test(query)) ran[instance]!.marked += 1;
  };

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    testDb = await createTestDatabase({ logQuery: counter(0) });
    if (testDb.url)
      second = await openDatabase({ databaseUrl: testDb.url, poolSize: 4, logQuery: counter(1) });
    const config = { smtpUrl: smtp.url, holdSweepSeconds: 1 };
    apps = await Promise.all(
      [testDb.database, second ?? testDb.database].map((database) => createTestApp(database, config)),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await testDb?.dispose();
    await smtp?.close();
  });

  it('sweeps holds once per period and sends each queued mail once, whichever instance queued it', async () => {
    // 20 contact messages, half through each instance: each writes an outbox row and queues its mail
    const visitors = Array.from({ length: 20 }, (_, i) => `visitor${i}@example.org`);
    const answers = await Promise.all(
      visitors.map((email, i) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/api/contacts/messages',
          headers: { host: 'localhost', origin: 'http://localhost' },
          remoteAddress: `10.0.0.${i + 1}`,
          payload: { name: 'Anna', email, topic: 'registration', message: `Hello ${i}` },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    await vi.waitFor(() => expect(smtp.mails.length).toBeGreaterThanOrEqual(20), {
      timeout: 15_000,
      interval: 50,
    });
    // a few periods of the sweeper, and time for any second delivery to show
    await vi.waitFor(
      async () =>
        expect(
          (await jobsNamed(testDb.database, HOLD_SWEEP_JOB)).filter((job) => job.state === 'completed')
            .length,
        ).toBeGreaterThanOrEqual(3),
      { timeout: 15_000, interval: 100 },
    );
    await pause(500);
    for (const app of apps) await app.close();
    apps = [];

    // every mail reached the server once, and its row was marked sent once
    const replyTos = smtp.mails.map((mail) => /^Reply-To: (.*)$/im.exec(mail.data)?.[1]?.trim());
    expect(replyTos.sort()).toEqual([...visitors].sort());
    expect(ran[0]!.marked + ran[1]!.marked).toBe(20);
    const rows = await testDb.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'support@startline.run'));
    expect(rows.filter((row) => row.sentAt !== null)).toHaveLength(20);
    const mailJobs = await jobsNamed(testDb.database, MAIL_JOB);
    expect(mailJobs.map((job) => job.state)).toEqual(Array(20).fill('completed'));

    // the sweeper: one job per one-second period whichever instance made it, each run by one instance once
    const sweeps = await jobsNamed(testDb.database, HOLD_SWEEP_JOB);
    const { rows: periods } = (await testDb.database.db.execute(
      sql`select count(distinct singleton_on)::int as n from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job where name = ${HOLD_SWEEP_JOB}`,
    )) as unknown as { rows: { n: number }[] };
    expect(periods[0]?.n).toBe(sweeps.length);
    const completed = sweeps.filter((job) => job.state === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(3);
    expect(ran[0]!.sweeps + ran[1]!.sweeps).toBe(completed.length);
    if (onPostgres) console.info('runs per instance', ran);
  });
});
