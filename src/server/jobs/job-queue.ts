import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import { MAX_PERIOD_SECONDS, startPeriodTicker } from './period-ticker.js';
import { createQueueScript, queueSqlOf } from './queue-sql.js';

/** A job as its handler gets it. */
export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** 0 on the first attempt, 1 on the first retry … */
  retryCount: number;
  /** Retries allowed after the first attempt: the last attempt is the one where `retryCount === retryLimit`. */
  retryLimit: number;
}

export type JobHandler<T> = (job: Job<T>) => Promise<unknown>;

/** Seconds between runs (at most 12 hours), or a cron expression (minute resolution; `timeZone`, UTC by default). */
export type Schedule = number | string;

/** How often at most the worker of a periodic job polls (see JobQueueOptions.pollingIntervalSeconds). */
const PERIODIC_POLLING_MAX_SECONDS = 30;

/** pg-boss's queue policies: what a `singletonKey` means on the queue (see ADR 020). */
export type QueuePolicy = 'standard' | 'short' | 'singleton' | 'stately';

export interface WorkOptions {
  /** Retries after a failed first attempt (default 2). */
  retryLimit?: number;
  /** Seconds before a retry (default 0); with `retryBackoff`, the first of doubling, jittered delays. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** An attempt running longer than this fails (and is retried), default 15 minutes. */
  expireInSeconds?: number;
  /** Default 'standard'. */
  policy?: QueuePolicy;
  /** Jobs of the queue this instance runs at once (default 1). */
  concurrency?: number;
}

export interface EveryOptions {
  /** A run taking longer than this fails, default 15 minutes; the next period runs anyway. */
  expireInSeconds?: number;
  /** The time zone of a cron schedule, UTC by default. */
  timeZone?: string;
}

export interface SendOptions {
  /** Deduplicates under the queue's policy ('short': one waiting job per key …); no effect on 'standard'. */
  singletonKey?: string;
  /** Not before this time, or this many seconds from now. */
  startAfter?: Date | number;
}

export interface JobQueue {
  /** Creates the queue's schema and queues when missing, then runs the registered work. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the ones under way (up to `stopTimeoutMs`). */
  stop(): Promise<void>;
  /** Runs `handler` once per period across every instance on the database. Register before `start`. */
  every(name: string, schedule: Schedule, handler: JobHandler<unknown>, options?: EveryOptions): void;
  /** Runs the queue's jobs on this instance. Register before `start`. */
  work<T>(name: string, handler: JobHandler<T>, options?: WorkOptions): void;
  /** Queues a job; its id, or null when the queue's policy dropped it as a duplicate. Only while started. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
}

export interface JobLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface JobQueueOptions {
  log: JobLog;
  /** The PostgreSQL schema of the queue's tables (default `pgboss`). */
  schema?: string;
  /**
   * How often an idle worker looks for jobs (default 2 s, at least 0.5 s). A job sent by this instance
   * wakes its own workers at once; a periodic job's worker, which runs the jobs its own ticker makes, looks
   * only once a period (at most every 30 s), as a fallback.
   */
  pollingIntervalSeconds?: number;
  /** How long `stop` waits for jobs under way (default 5 s). */
  stopTimeoutMs?: number;
}

export const JOB_QUEUE_SCHEMA = 'pgboss';

interface Registration {
  name: string;
  handler: JobHandler<unknown>;
  queue: PgBoss.Queue;
  concurrency: number;
  schedule?: { seconds: number } | { cron: string; timeZone: string };
}

/** The options of a queue that `work` and `every` set (see existingQueues). */
const QUEUE_OPTIONS = ['policy', 'retryLimit', 'retryDelay', 'retryBackoff', 'expireInSeconds'] as const;

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function periodSeconds(name: string, seconds: number): number {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_PERIOD_SECONDS)
    throw new Error(
      `job ${name}: a period is whole seconds from 1 to ${MAX_PERIOD_SECONDS}; use cron beyond`,
    );
  return seconds;
}

/**
 * The app's background work on pg-boss (ADR 020), in the app's own database (PostgreSQL or PGlite): jobs
 * are rows taken with `FOR UPDATE SKIP LOCKED`, so every job runs on one instance at a time, and a period's
 * job is made once across all instances.
 */
export function createJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const { log } = options;
  const schema = options.schema ?? JOB_QUEUE_SCHEMA;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const stopTimeoutMs = options.stopTimeoutMs ?? 5000;
  const sql = queueSqlOf(database);
  const registrations = new Map<string, Registration>();
  const workers = new Map<string, string[]>();
  const ensured = new Map<string, Promise<void>>();
  const tickers: Array<{ stop(): void }> = [];
  let boss: PgBoss | null = null;
  let state: 'new' | 'starting' | 'started' | 'stopping' | 'stopped' = 'new';
  let starting: Promise<void> | null = null;
  let running = 0;

  const register = (registration: Registration) => {
    if (state !== 'new') throw new Error(`job ${registration.name}: register jobs before the queue starts`);
    if (registrations.has(registration.name)) throw new Error(`job ${registration.name} is registered twice`);
    registrations.set(registration.name, registration);
  };

  /**
   * A worker's callback. pg-boss waits a polling interval after every fetch; after a job this worker asks
   * for the next one at once, so a queue with work drains and only an empty one is polled.
   */
  const run =
    (current: PgBoss, registration: Registration, worker: { id: string }) =>
    async (jobs: PgBoss.JobWithMetadata<unknown>[]) => {
      for (const job of jobs) {
        running += 1;
        try {
          await registration.handler({
            id: job.id,
            name: job.name,
            data: job.data,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
          });
        } catch (err) {
          log.error(
            { err, job: job.name, jobId: job.id, attempt: job.retryCount + 1, attempts: job.retryLimit + 1 },
            'job failed',
          );
          throw err;
        } finally {
          running -= 1;
          if (worker.id && state === 'started') current.notifyWorker(worker.id);
        }
      }
    };

  const queueOf = (name: string): Promise<void> => {
    let promise = ensured.get(name);
    if (!promise) {
      const { policy, retryLimit, retryDelay, retryBackoff, expireInSeconds } =
        registrations.get(name)?.queue ?? {};
      const script = createQueueScript(schema, name, {
        policy: policy ?? 'standard',
        retryLimit,
        retryDelay,
        retryBackoff,
        expireInSeconds,
      });
      promise = sql.executeSql(script).then(
        () => undefined,
        (err: unknown) => {
          ensured.delete(name);
          throw err;
        },
      );
      ensured.set(name, promise);
    }
    return promise;
  };

  const sendNow = async (name: string, data: object, sendOptions: PgBoss.SendOptions) => {
    const current = boss!;
    await queueOf(name);
    const id = await current.send(name, data, sendOptions);
    // this instance's own workers start on it now rather than at their next poll
    if (id) for (const worker of workers.get(name) ?? []) current.notifyWorker(worker);
    return id;
  };

  /**
   * The registered queues the database has already, with their options: one query at start instead of a
   * `create_queue` script a queue (what a start on the build's template finds, ADR 020).
   */
  async function existingQueues(): Promise<Map<string, Record<string, unknown>>> {
    const { rows } = await sql.executeSql(
      `SELECT name, policy, retry_limit AS "retryLimit", retry_delay AS "retryDelay",
         retry_backoff AS "retryBackoff", expire_seconds AS "expireInSeconds"
       FROM ${schema}.queue WHERE name = ANY($1::text[])`,
      [[...registrations.keys()]],
    );
    return new Map((rows as Array<{ name: string }>).map((row) => [row.name, row]));
  }

  async function startRegistration(
    current: PgBoss,
    registration: Registration,
    existing: Record<string, unknown> | undefined,
  ) {
    const { name, queue, schedule } = registration;
    if (!existing) await queueOf(name);
    else {
      ensured.set(name, Promise.resolve());
      // a queue made by an earlier version takes this version's options
      if (QUEUE_OPTIONS.some((key) => queue[key] !== undefined && queue[key] !== existing[key]))
        await current.updateQueue(name, queue);
    }
    const pollEvery =
      schedule && 'seconds' in schedule
        ? Math.max(pollingIntervalSeconds, Math.min(schedule.seconds, PERIODIC_POLLING_MAX_SECONDS))
        : pollingIntervalSeconds;
    const startWorkers = async () => {
      const ids: string[] = [];
      for (let i = 0; i < registration.concurrency; i++) {
        const worker = { id: '' };
        worker.id = await current.work(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: pollEvery },
          run(current, registration, worker),
        );
        ids.push(worker.id);
      }
      workers.set(name, ids);
    };
    if (!schedule || !('seconds' in schedule)) {
      await startWorkers();
      if (schedule) await current.schedule(name, schedule.cron, {}, { tz: schedule.timeZone });
      return;
    }
    // A periodic job's worker starts with the first tick (seconds after start, ADR 020): until then it has
    // nothing to do, and its first polls would compete with the app's first requests for the database.
    const { seconds } = schedule;
    let workersStarted: Promise<void> | null = null;
    tickers.push(
      startPeriodTicker(seconds, () => {
        if (state !== 'started') return;
        workersStarted ??= startWorkers().catch((err: unknown) => {
          workersStarted = null;
          throw err;
        });
        workersStarted
          .then(() =>
            state === 'started' ? sendNow(name, {}, { singletonKey: name, singletonSeconds: seconds }) : null,
          )
          .catch((err: unknown) => log.warn({ err, job: name }, 'periodic job could not be queued'));
      }),
    );
  }

  async function begin() {
    const hasCron = [...registrations.values()].some((r) => r.schedule && 'cron' in r.schedule);
    const current = new PgBoss({
      db: sql,
      schema,
      pollingIntervalSeconds,
      // the cron clock (a poll every few seconds) runs only when a job has a cron schedule
      schedule: hasCron,
    });
    current.on('error', (err) => log.error({ err }, 'job queue error'));
    boss = current;
    await current.start();
    state = 'started';
    const existing = registrations.size ? await existingQueues() : new Map();
    for (const registration of registrations.values())
      await startRegistration(current, registration, existing.get(registration.name));
  }

  return {
    every(name, schedule, handler, everyOptions = {}) {
      register({
        name,
        handler,
        // one run at a time across instances; a failed run is not retried: the next period runs
        queue: {
          name,
          policy: 'singleton',
          retryLimit: 0,
          ...(everyOptions.expireInSeconds ? { expireInSeconds: everyOptions.expireInSeconds } : {}),
        },
        concurrency: 1,
        schedule:
          typeof schedule === 'number'
            ? { seconds: periodSeconds(name, schedule) }
            : { cron: schedule, timeZone: everyOptions.timeZone ?? 'UTC' },
      });
    },

    work(name, handler, workOptions = {}) {
      register({
        name,
        handler: handler as JobHandler<unknown>,
        queue: {
          name,
          policy: workOptions.policy ?? 'standard',
          retryLimit: workOptions.retryLimit ?? 2,
          retryDelay: workOptions.retryDelaySeconds ?? 0,
          retryBackoff: workOptions.retryBackoff ?? false,
          ...(workOptions.expireInSeconds ? { expireInSeconds: workOptions.expireInSeconds } : {}),
        },
        concurrency: Math.max(1, workOptions.concurrency ?? 1),
      });
    },

    async send(name, data, sendOptions = {}) {
      if (state === 'starting') await starting;
      if (state !== 'started') throw new Error(`job ${name} cannot be queued: the job queue is ${state}`);
      const { singletonKey, startAfter } = sendOptions;
      return sendNow(name, data, {
        ...(singletonKey ? { singletonKey } : {}),
        ...(startAfter !== undefined ? { startAfter } : {}),
      });
    },

    start() {
      if (state !== 'new') return starting ?? Promise.resolve();
      state = 'starting';
      starting = begin().catch(async (err: unknown) => {
        state = 'stopped';
        for (const ticker of tickers) ticker.stop();
        await boss?.stop({ graceful: false, close: false }).catch(() => undefined);
        throw err;
      });
      return starting;
    },

    async stop() {
      if (state === 'new' || state === 'stopping' || state === 'stopped') {
        state = 'stopped';
        return;
      }
      await starting?.catch(() => undefined);
      if (state !== 'started') return;
      state = 'stopping';
      for (const ticker of tickers) ticker.stop();
      const started = Date.now();
      await boss!.stop({ graceful: true, wait: true, close: false, timeout: stopTimeoutMs });
      // a worker's fetch under way when it stopped may still hand over a job: the database stays open for it
      while ((running > 0 || sql.inFlight() > 0) && Date.now() - started < stopTimeoutMs) await tick(10);
      if (running > 0) log.warn({ running }, 'job queue stopped with jobs still running');
      state = 'stopped';
    },
  };
}

/**
 * Creates (or migrates) the queue's schema without starting any work: what a database template gets, so
 * that every copy of it starts its queue without the DDL (the test databases, see test/global-setup.ts).
 */
export async function installJobQueueSchema(database: Database, schema = JOB_QUEUE_SCHEMA): Promise<void> {
  const boss = new PgBoss({ db: queueSqlOf(database), schema, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/**
 * Registers `run` as a periodic job every `seconds`, given the time of its run, or nothing when `seconds`
 * is 0 (a config's "off").
 */
export function everyUnlessOff(
  jobs: Pick<JobQueue, 'every'>,
  name: string,
  seconds: number,
  run: (now: Date) => Promise<unknown>,
): void {
  if (seconds > 0) jobs.every(name, seconds, () => run(new Date()));
}
