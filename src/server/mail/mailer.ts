import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

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
    async send(tenantId: number, mail: Mail): Promise<void> {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          tenantId,
          to: mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        })
        .returning({ id: mailOutbox.id });
      if (!config.smtpUrl || !row) return;
      try {
        await (await transportFor(config.smtpUrl)).sendMail({ from: config.mailFrom, ...mail });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
