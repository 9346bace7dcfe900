import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { JOB_QUEUE_SCHEMA } from '../jobs/job-queue.js';

/** The queue's jobs of one name as the database has them (ADR 020): each job's id and state, oldest first. */
export async function jobsNamed(database: Database, name: string): Promise<{ id: string; state: string }[]> {
  const result = await database.db.execute(
    sql`select id::text, state::text from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job where name = ${name} order by created_on`,
  );
  return (result as unknown as { rows: { id: string; state: string }[] }).rows;
}

/** How many jobs of `name` the queue has completed. */
export async function completedJobs(database: Database, name: string): Promise<number> {
  return (await jobsNamed(database, name)).filter((job) => job.state === 'completed').length;
}
