import type { Db } from '../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { MAIL_JOB, registerMailDelivery, type MailJobData, type MailRetry } from './mail-delivery.js';
import { createOutboxRepo } from './outbox.repo.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (a `Reply-To` header), e.g. the visitor who wrote to support; none by default. */
  replyTo?: string;
}

export interface MailerConfig {
  /** smtp(s)://user:pass@host:port; without it, mail stays in the outbox (dev: /dev/outbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How a refused mail is tried again (mail-delivery.ts's MAIL_RETRY by default). */
  retry?: MailRetry;
}

/**
 * The app's one way to send mail (DESIGN §1: nodemailer over SMTP_URL). Every mail is written to the
 * outbox table first, so nothing is lost when SMTP fails, and without SMTP the outbox is the mailbox. With
 * SMTP, a job of the queue sends the row (mail-delivery.ts), retried with backoff: `send` answers once the
 * row is written and the job queued, not when the mail server has it.
 */
export function createMailer(db: Db, config: MailerConfig, jobs?: Pick<JobQueue, 'work' | 'send'>) {
  const { smtpUrl } = config;
  if (smtpUrl) {
    if (!jobs) throw new Error('mail over SMTP goes out through the job queue: createMailer needs one');
    registerMailDelivery(jobs, db, { smtpUrl, mailFrom: config.mailFrom, retry: config.retry });
  }
  return {
    async send(tenantId: TenantId, mail: Mail): Promise<void> {
      const outbox = createOutboxRepo(db, tenantId);
      const id = await outbox.insert(mail);
      if (!smtpUrl || !jobs || id === null) return;
      try {
        await jobs.send<MailJobData>(MAIL_JOB, { outboxId: id });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await outbox.markFailed(id, `not queued: ${message}`);
        throw error;
      }
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
