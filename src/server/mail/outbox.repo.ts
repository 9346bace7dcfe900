import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

export interface OutboxItem {
  id: number;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

/** The mail outbox as a mailbox (dev mode). Every function takes the tenant id first. */
export function createOutboxRepo(db: Db) {
  return {
    latest(tenantId: number, limit: number): Promise<OutboxItem[]> {
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
