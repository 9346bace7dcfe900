import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './job-queue.js';

/**
 * The job queue of one app instance (ADR 020): jobs are registered on it while the app is built, it starts
 * when the app is ready (before it listens) and stops when the app closes, after the jobs under way and
 * before the database closes (which the owner of the database does after `app.close()`).
 */
export function createAppJobQueue(
  app: FastifyInstance,
  database: Database,
  options: Omit<JobQueueOptions, 'log'> = {},
): JobQueue {
  const jobs = createJobQueue(database, { log: app.log, ...options });
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  return jobs;
}
