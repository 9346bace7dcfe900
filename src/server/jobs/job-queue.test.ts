import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from '../test/test-app.js';
import {
  createJobQueue,
  everyUnlessOff,
  JOB_QUEUE_SCHEMA,
  type JobQueue,
  type JobQueueOptions,
} from './job-queue.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { error: () => undefined, warn: () => undefined };

/*
 * On PostgreSQL (DATABASE_URL, as in CI) the two instances are two connection pools on one database, as two
 * app processes would be. On PGlite, which one process opens, they are two queues over the one embedded
 * database: the same deduplication, without a second connection.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

interface Run {
  jobId: string;
  instance: number;
  key: string | null;
}

describe(`the job queue, two instances on one ${onPostgres ? 'PostgreSQL' : 'PGlite'} database`, () => {
  let testDb: TestDatabase;
  let second: Database | null = null;
  const started: JobQueue[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    if (testDb.url) second = await openDatabase({ databaseUrl: testDb.url, poolSize: 4 });
    await testDb.database.db.execute(
      sql`create table job_runs (queue text not null, job_id text not null, instance int not null, key text)`,
    );
  });
  afterAll(async () => {
    await Promise.all(started.map((queue) => queue.stop()));
    await second?.close();
    await testDb?.dispose();
  });

  const instances = () => [testDb.database, second ?? testDb.database];
  const queueOn = (database: Database, options: Partial<JobQueueOptions> = {}) => {
    const queue = createJobQueue(database, { log: quiet, pollingIntervalSeconds: 0.5, ...options });
    started.push(queue);
    return queue;
  };
  const record = (database: Database, queue: string, jobId: string, instance: number, key: string | null) =>
    database.db.execute(
      sql`insert into job_runs (queue, job_id, instance, key) values (${queue}, ${jobId}, ${instance}, ${key})`,
    );
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await testDb.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const runsOf = (queue: string) =>
    rows<Run>(sql`select job_id as "jobId", instance, key from job_runs where queue = ${queue}`);
  const jobsOf = (name: string) =>
    rows<{ id: string; state: string; period: string | null }>(
      sql.raw(
        `select id::text, state::text, singleton_on::text as period from ${JOB_QUEUE_SCHEMA}.job where name = '${name}'`,
      ),
    );

  it('runs a periodic job once per period across both instances', async () => {
    const queues = instances().map((database, instance) => {
      const queue = queueOn(database);
      queue.every('test.tick', 1, async (job) => {
        await record(database, 'tick', job.id, instance, null);
      });
      return queue;
    });
    await Promise.all(queues.map((queue) => queue.start()));
    await pause(2600);
    await Promise.all(queues.map((queue) => queue.stop()));

    const jobs = await jobsOf('test.tick');
    const runs = await runsOf('tick');
    // one job per one-second period, whichever instance made it …
    const periods = jobs.map((job) => job.period);
    expect(new Set(periods).size).toBe(jobs.length);
    expect(periods.every((period) => period !== null)).toBe(true);
    // … and each job done once, by one instance: 2.6 s hold at least two periods' runs
    const completed = jobs.filter((job) => job.state === 'completed').map((job) => job.id);
    expect(completed.length).toBeGreaterThanOrEqual(2);
    expect(runs.map((run) => run.jobId).sort()).toEqual(completed.sort());
  });

  it('does each of 50 jobs sent from both instances exactly once', async () => {
    const queues = instances().map((database, instance) => {
      const queue = queueOn(database);
      queue.work<{ key: string }>(
        'test.batch',
        async (job) => {
          await record(database, 'batch', job.id, instance, job.data.key);
          await pause(5);
        },
        { concurrency: 3 },
      );
      return queue;
    });
    await Promise.all(queues.map((queue) => queue.start()));
    const keys = Array.from({ length: 50 }, (_, i) => `job-${i}`);
    const ids = await Promise.all(keys.map((key, i) => queues[i % 2]!.send('test.batch', { key })));
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    await vi.waitFor(
      async () => {
        const jobs = await jobsOf('test.batch');
        expect(jobs.filter((job) => job.state === 'completed')).toHaveLength(50);
      },
      { timeout: 15_000, interval: 100 },
    );
    await Promise.all(queues.map((queue) => queue.stop()));

    const runs = await runsOf('batch');
    expect(runs).toHaveLength(50);
    expect(new Set(runs.map((run) => run.jobId)).size).toBe(50);
    expect(runs.map((run) => run.key).sort()).toEqual([...keys].sort());
  });

  it('holds back the next period while a run outlasts its own, and logs a failed run', async () => {
    let active = 0;
    let most = 0;
    let calls = 0;
    const errors: object[] = [];
    const log = { error: (obj: object) => void errors.push(obj), warn: () => undefined };
    const queues = instances().map((database) => {
      const queue = queueOn(database, { log });
      queue.every('test.slow', 1, async () => {
        calls += 1;
        active += 1;
        most = Math.max(most, active);
        await pause(1300);
        active -= 1;
        throw new Error('slow and broken');
      });
      return queue;
    });
    await Promise.all(queues.map((queue) => queue.start()));
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 50 });
    await Promise.all(queues.map((queue) => queue.stop()));
    expect(most).toBe(1);
    expect(active).toBe(0);
    // every finished run was a failure, logged once; a failed periodic run is not retried
    expect(errors.length).toBe(calls);
    expect(errors[0]).toMatchObject({ job: 'test.slow', attempt: 1, attempts: 1 });
    const failed = (await jobsOf('test.slow')).filter((job) => job.state === 'failed');
    expect(failed).toHaveLength(calls);
  });

  it('gives a queue made by an earlier start this start’s options', async () => {
    const [database] = instances();
    const optionsOf = async () =>
      (
        await rows<{ retryLimit: number; retryDelay: number }>(
          sql.raw(
            `select retry_limit as "retryLimit", retry_delay as "retryDelay" from ${JOB_QUEUE_SCHEMA}.queue where name = 'test.options'`,
          ),
        )
      )[0];
    const earlier = queueOn(database!);
    earlier.work('test.options', async () => undefined, { retryLimit: 2, retryDelaySeconds: 5 });
    await earlier.start();
    await earlier.stop();
    expect(await optionsOf()).toEqual({ retryLimit: 2, retryDelay: 5 });
    const later = queueOn(database!);
    later.work('test.options', async () => undefined, { retryLimit: 4, retryDelaySeconds: 5 });
    await later.start();
    await later.stop();
    expect(await optionsOf()).toEqual({ retryLimit: 4, retryDelay: 5 });
  });

  it('waits on stop for a job under way, so the database closes after it', async () => {
    const [database] = instances();
    const queue = queueOn(database!);
    let finished = false;
    let began = false;
    queue.work('test.long', async (job) => {
      began = true;
      await pause(300);
      await record(database!, 'long', job.id, 0, null);
      finished = true;
    });
    await expect(queue.send('test.long', {})).rejects.toThrow(/job queue is new/);
    await queue.start();
    expect(() => queue.work('test.late', async () => undefined)).toThrow(/before the queue starts/);
    await queue.send('test.long', {});
    await vi.waitFor(() => expect(began).toBe(true), { timeout: 5000, interval: 10 });
    await queue.stop();
    expect(finished).toBe(true);
    expect(await runsOf('long')).toHaveLength(1);
    await expect(queue.send('test.long', {})).rejects.toThrow(/job queue is stopped/);
  });
});

describe('everyUnlessOff', () => {
  it('registers a periodic job that runs as of its run, or nothing when the period is 0', async () => {
    const every = vi.fn();
    const run = vi.fn(async (_now: Date) => undefined);
    everyUnlessOff({ every }, 'test.every', 60, run);
    expect(every).toHaveBeenCalledWith('test.every', 60, expect.any(Function));
    const before = Date.now();
    await every.mock.calls[0]![2]();
    expect(run.mock.calls[0]![0].getTime()).toBeGreaterThanOrEqual(before);
    const off = vi.fn();
    everyUnlessOff({ every: off }, 'test.every', 0, run);
    expect(off).not.toHaveBeenCalled();
  });
});
