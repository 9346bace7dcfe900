import { and, eq } from 'drizzle-orm';
import type { OrganizerRequisites } from '../../shared/schemas/cabinet-organizer.js';
import type { Executor } from '../db/client.js';
import { organizers } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

const columns = {
  legalName: organizers.legalName,
  inn: organizers.inn,
  kpp: organizers.kpp,
  ogrn: organizers.ogrn,
  address: organizers.address,
  bankName: organizers.bankName,
  bic: organizers.bic,
  settlementAccount: organizers.settlementAccount,
  correspondentAccount: organizers.correspondentAccount,
};

/** An organizer's requisites (the invoices' supplier and payee, ADR 019), on one tenant. */
export function createOrganizerRequisitesRepo(db: Executor, tenantId: TenantId) {
  const ofOrganizer = (id: number) => and(eq(organizers.tenantId, tenantId), eq(organizers.id, id));
  return {
    async read(organizerId: number): Promise<OrganizerRequisites | null> {
      const [row] = await db.select(columns).from(organizers).where(ofOrganizer(organizerId));
      return row ?? null;
    },

    async save(organizerId: number, requisites: OrganizerRequisites): Promise<void> {
      await db.update(organizers).set(requisites).where(ofOrganizer(organizerId));
    },

    /** Whether the organizer is on the Ministry of Sport's list (ADR 030); null: no such organizer. */
    async taxDeductionListed(organizerId: number): Promise<boolean | null> {
      const [row] = await db
        .select({ listed: organizers.taxDeductionListed })
        .from(organizers)
        .where(ofOrganizer(organizerId));
      return row?.listed ?? null;
    },

    async setTaxDeductionListed(organizerId: number, listed: boolean): Promise<void> {
      await db.update(organizers).set({ taxDeductionListed: listed }).where(ofOrganizer(organizerId));
    },
  };
}
