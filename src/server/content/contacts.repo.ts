import type { Executor } from '../db/client.js';
import { contactMessages } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

export interface NewContactMessage {
  userId: number | null;
  name: string;
  email: string;
  topic: string;
  message: string;
  clientIp: string;
  createdAt: Date;
}

/** Messages of the contacts page. One tenant's. */
export function createContactsRepo(db: Executor, tenantId: TenantId) {
  return {
    async insert(values: NewContactMessage): Promise<number> {
      const [row] = await db
        .insert(contactMessages)
        .values({ tenantId, ...values })
        .returning({ id: contactMessages.id });
      if (!row) throw new Error('insert into contact_messages returned no row');
      return row.id;
    },
  };
}

export type ContactsRepo = ReturnType<typeof createContactsRepo>;
