import type { Language } from '../../shared/constants.js';
import type { Campaign } from '../../shared/schemas/content.js';
import { sanitizeDescription } from '../catalogue/sanitize.js';
import type { Db } from '../db/client.js';
import { DomainError } from '../domain-error.js';
import type { RequestContext } from '../request-context.js';
import { createCampaignsRepo } from './campaigns.repo.js';

const pick = (lang: Language, ru: string, en: string) => (lang === 'en' && en ? en : ru);

/** Partner campaigns with their own landing page (e.g. /ostrovok). */
export function createCampaignsService(db: Db) {
  return {
    async byCode(ctx: RequestContext, code: string): Promise<Campaign> {
      const lang = ctx.language;
      const repo = createCampaignsRepo(db, ctx.tenant.id);
      const c = await repo.byCode(code);
      if (!c) throw new DomainError('NOT_FOUND');
      const eventsCount = await repo.publishedEventsCount(c.id);
      return {
        code: c.code,
        title: pick(lang, c.titleRu, c.titleEn),
        partnerName: c.partnerName,
        partnerUrl: c.partnerUrl,
        description: sanitizeDescription(pick(lang, c.descriptionRu, c.descriptionEn)),
        offer: pick(lang, c.offerRu, c.offerEn),
        startsAt: c.startsAt?.toISOString() ?? null,
        endsAt: c.endsAt?.toISOString() ?? null,
        eventsCount,
      };
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
