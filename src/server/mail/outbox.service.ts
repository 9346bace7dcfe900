import type { Db } from '../db/client.js';
import type { RequestContext } from '../request-context.js';
import { createOutboxRepo, type OutboxItem } from './outbox.repo.js';

/** The dev mailbox: the request's tenant's mails, newest first. */
export function createOutboxService(db: Db) {
  return {
    latest(ctx: RequestContext, limit: number): Promise<OutboxItem[]> {
      return createOutboxRepo(db, ctx.tenant.id).latest(limit);
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
