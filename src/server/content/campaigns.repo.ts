import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { campaignEvents, campaigns, events, type CampaignRow } from '../db/schema.js';

export interface CampaignWithCount {
  campaign: CampaignRow;
  /** Published events of the campaign, all dates. */
  eventsCount: number;
}

/** Partner campaigns. Every function takes the tenant id first. */
export function createCampaignsRepo(db: Db) {
  return {
    async byCode(tenantId: number, code: string): Promise<CampaignWithCount | null> {
      const [campaign] = await db
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.code, code)));
      if (!campaign) return null;
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
            eq(campaignEvents.campaignId, campaign.id),
            eq(events.published, true),
          ),
        );
      return { campaign, eventsCount: row?.n ?? 0 };
    },
  };
}

export type CampaignsRepo = ReturnType<typeof createCampaignsRepo>;
