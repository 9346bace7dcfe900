import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import type { TenantId } from '../tenants/tenant-id.js';
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
}

/**
 * The app's one way to send mail (DESIGN §1: nodemailer over SMTP_URL). Every mail is written to the
 * outbox table first, so nothing is lost when SMTP fails, and without SMTP the outbox is the mailbox.
 */
export function createMailer(db: Db, config: MailerConfig) {
  // nodemailer is loaded only when SMTP is configured, and only when the first mail goes out
  let transport: Promise<Transporter> | null = null;
  const transportFor = (smtpUrl: string) =>
    (transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl)));
  return {
    async send(tenantId: TenantId, mail: Mail): Promise<void> {
      const outbox = createOutboxRepo(db, tenantId);
      const id = await outbox.insert(mail);
      if (!config.smtpUrl || id === null) return;
      try {
        await (await transportFor(config.smtpUrl)).sendMail({ from: config.mailFrom, ...mail });
        await outbox.markSent(id, new Date());
      } catch (error) {
        await outbox.markFailed(id, error instanceof Error ? error.message : String(error));
      }
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
