import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';
import type { Mail } from './mailer.js';

export interface OutboxItem {
  id: number;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

/** The mail outbox of one tenant: every mail sent, and the dev mode's mailbox. */
export function createOutboxRepo(db: Executor, tenantId: TenantId) {
  const row = (id: number) => and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.id, id));
  return {
    async insert(mail: Mail): Promise<number | null> {
      const [inserted] = await db
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
      return inserted?.id ?? null;
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.update(mailOutbox).set({ sentAt: at }).where(row(id));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db.update(mailOutbox).set({ error }).where(row(id));
    },

    latest(limit: number): Promise<OutboxItem[]> {
      return db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          replyTo: mailOutbox.replyTo,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          html: mailOutbox.html,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.tenantId, tenantId))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
