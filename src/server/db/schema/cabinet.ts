import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MemberRole } from '../../../shared/domain/cabinet-permissions.js';
import { users } from './accounts.js';
import { organizers } from './reference.js';
import { tenants } from './tenants.js';

/**
 * Who works in an organizer's cabinet, and as what (issue 18, ADR 022): owner, manager or operator. The
 * tenant's support (the Administrator role) needs no row: it helps every organizer of its tenant.
 */
export const organizerMembers = pgTable(
  'organizer_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    organizerId: integer('organizer_id').notNull(),
    userId: integer('user_id').notNull(),
    role: text('role').$type<MemberRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organizer_members_organizer_user_unique').on(t.tenantId, t.organizerId, t.userId),
    index('organizer_members_user_idx').on(t.tenantId, t.userId),
    check('organizer_members_role_check', sql`${t.role} in ('owner', 'manager', 'operator')`),
    foreignKey({
      name: 'organizer_members_organizer_tenant_fk',
      columns: [t.organizerId, t.tenantId],
      foreignColumns: [organizers.id, organizers.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organizer_members_user_tenant_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
  ],
);

export type OrganizerMemberRow = typeof organizerMembers.$inferSelect;
