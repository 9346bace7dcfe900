import { can } from '../../shared/domain/cabinet-permissions.js';
import type {
  OrganizerRequisites,
  OrganizerRequisitesPage,
  TaxDeductionListing,
} from '../../shared/schemas/cabinet-organizer.js';
import type { Db, Executor } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { RequestContext } from '../request-context.js';
import { organizerFor } from './cabinet-access.js';
import { createOrganizerRequisitesRepo } from './organizer-requisites.repo.js';

/*
 * The organizer's requisites in the cabinet (issue 18, ADR 022 addendum): the owner edits them
 * ('requisites.edit'); managers and support read them ('requisites.view'); anybody else gets 404 as for an
 * organizer that does not exist. The public event pages show them, so a save drops the catalogue's cached
 * pages (`onChange`). Whether the organizer is on the Ministry of Sport's list for the tax deduction is the
 * tenant's support's to mark ('taxDeduction.listing', ADR 030).
 */
export function createOrganizerRequisitesService(db: Db, options: { onChange?: () => void } = {}) {
  async function page(
    tx: Executor,
    ctx: RequestContext,
    organizerId: number,
  ): Promise<OrganizerRequisitesPage> {
    const { organizer, role } = await organizerFor(tx, ctx, organizerId, 'requisites.view');
    const repo = createOrganizerRequisitesRepo(tx, ctx.tenant.id);
    const requisites = await repo.read(organizer.id);
    const taxDeductionListed = await repo.taxDeductionListed(organizer.id);
    if (!requisites || taxDeductionListed === null) throw new DomainError('NOT_FOUND');
    return {
      organizer,
      requisites,
      canEdit: can(role, 'requisites.edit'),
      taxDeductionListed,
      canEditListing: can(role, 'taxDeduction.listing'),
    };
  }

  return {
    /** GET /api/cabinet/organizers/:id/requisites */
    show(ctx: RequestContext, organizerId: number): Promise<OrganizerRequisitesPage> {
      return tenantTransaction(db, ctx.tenant.id, (tx) => page(tx, ctx, organizerId));
    },

    /** PUT /api/cabinet/organizers/:id/requisites: checked by the route's schema (400 under each field). */
    async save(
      ctx: RequestContext,
      organizerId: number,
      requisites: OrganizerRequisites,
    ): Promise<OrganizerRequisitesPage> {
      const saved = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { organizer } = await organizerFor(tx, ctx, organizerId, 'requisites.edit', { lock: true });
        await createOrganizerRequisitesRepo(tx, ctx.tenant.id).save(organizer.id, requisites);
        return page(tx, ctx, organizer.id);
      });
      options.onChange?.();
      return saved;
    },

    /**
     * PUT /api/cabinet/organizers/:id/tax-deduction-listing: support marks whether the organizer is on the
     * Ministry of Sport's list; from then /tax-deduction offers (or no longer offers) its certificates.
     */
    async setTaxDeductionListing(
      ctx: RequestContext,
      organizerId: number,
      listing: TaxDeductionListing,
    ): Promise<OrganizerRequisitesPage> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { organizer } = await organizerFor(tx, ctx, organizerId, 'taxDeduction.listing', {
          lock: true,
        });
        await createOrganizerRequisitesRepo(tx, ctx.tenant.id).setTaxDeductionListed(
          organizer.id,
          listing.listed,
        );
        return page(tx, ctx, organizer.id);
      });
    },
  };
}

export type OrganizerRequisitesService = ReturnType<typeof createOrganizerRequisitesService>;
