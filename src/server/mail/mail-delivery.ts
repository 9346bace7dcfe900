import { and, eq, isNull } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db, Executor } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import type { Job, JobQueue } from '../jobs/job-queue.js';

/** The queue job that sends one outbox row over SMTP (ADR 020). */
export const MAIL_JOB = 'mail.send';

export interface MailJobData {
  outboxId: number;
}

/** How a mail that SMTP refuses is tried again. */
export interface MailRetry {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Before the first retry; each later one waits about twice as long (with jitter) when `backoff`. */
  delaySeconds: number;
  backoff: boolean;
}

/** Four attempts over roughly 7–14 minutes: 1–2, 2–4, 4–8 minutes apart. */
export const MAIL_RETRY: MailRetry = { attempts: 4, delaySeconds: 60, backoff: true };

export interface MailDeliveryConfig {
  smtpUrl: string;
  mailFrom: string;
  retry?: MailRetry | undefined;
}

/**
 * The outbox rows the delivery job reads and marks: a job of the app, bound to no tenant (like the hold
 * sweeper, ADR 013); the row's id came from the mailer that wrote it.
 */
function createDeliveryRepo(db: Executor) {
  const row = (id: number) => eq(mailOutbox.id, id);
  return {
    /** The mail of a row not sent yet; null when it was sent (a repeated job) or is gone. */
    async unsent(id: number) {
      const [mail] = await db
        .select({
          to: mailOutbox.to,
          replyTo: mailOutbox.replyTo,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          html: mailOutbox.html,
        })
        .from(mailOutbox)
        .where(and(row(id), isNull(mailOutbox.sentAt)));
      return mail ?? null;
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.update(mailOutbox).set({ sentAt: at, error: null }).where(row(id));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db.update(mailOutbox).set({ error }).where(row(id));
    },
  };
}

/** What the row says after a failed attempt: the error, and whether another attempt follows. */
export function attemptError(error: unknown, job: Pick<Job<unknown>, 'retryCount' | 'retryLimit'>): string {
  const message = error instanceof Error ? error.message : String(error);
  const attempt = job.retryCount + 1;
  const attempts = job.retryLimit + 1;
  const outcome = attempt >= attempts ? 'given up' : 'will retry';
  return `${message} (attempt ${attempt} of ${attempts}, ${outcome})`;
}

/**
 * Registers the worker that sends outbox rows over SMTP: it reads the row, sends it and marks it sent, or
 * writes the attempt's error on it and fails the job, which the queue retries with backoff; after the last
 * attempt the row keeps the error ("given up") and no sent time.
 */
export function registerMailDelivery(jobs: Pick<JobQueue, 'work'>, db: Db, config: MailDeliveryConfig): void {
  const retry = config.retry ?? MAIL_RETRY;
  const outbox = createDeliveryRepo(db);
  // nodemailer is loaded when the first mail goes out; its timeouts end an attempt before the job expires
  let transport: Promise<Transporter> | null = null;
  const transportOf = () =>
    (transport ??= import('nodemailer').then((m) =>
      m.default.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      }),
    ));

  jobs.work<MailJobData>(
    MAIL_JOB,
    async (job) => {
      const { outboxId } = job.data;
      const mail = await outbox.unsent(outboxId);
      if (!mail) return;
      try {
        await (
          await transportOf()
        ).sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        });
      } catch (error) {
        await outbox.markFailed(outboxId, attemptError(error, job));
        throw error;
      }
      await outbox.markSent(outboxId, new Date());
    },
    {
      retryLimit: Math.max(0, retry.attempts - 1),
      retryDelaySeconds: retry.delaySeconds,
      retryBackoff: retry.backoff,
      // past the transport's timeouts: an attempt ends by its own error first
      expireInSeconds: 300,
    },
  );
}
