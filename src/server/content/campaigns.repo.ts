import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { campaignEvents, campaigns, events, type CampaignRow } from '../db/schema.js';

/** Partner campaigns of one tenant. */
export function createCampaignsRepo(db: Executor, tenantId: TenantId) {
  return {
    async byCode(code: string): Promise<CampaignRow | null> {
      const [campaign] = await db
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.code, code)));
      return campaign ?? null;
    },

    /** Published events of a campaign, all dates. */
    async publishedEventsCount(campaignId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(campaignEvents)
        .innerJoin(
          events,
          and(eq(events.id, campaignEvents.eventId), eq(events.tenantId, campaignEvents.tenantId)),
        )
        .where(
          and(
            eq(campaignEvents.tenantId, tenantId),
            eq(campaignEvents.campaignId, campaignId),
            eq(events.published, true),
          ),
        );
      return row?.n ?? 0;
    },
  };
}

export type CampaignsRepo = ReturnType<typeof createCampaignsRepo>;
