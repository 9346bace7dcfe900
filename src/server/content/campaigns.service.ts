import type { Language } from '../../shared/constants.js';
import type { Campaign } from '../../shared/schemas/content.js';
import { sanitizeDescription } from '../catalogue/sanitize.js';
import { DomainError } from '../domain-error.js';
import type { Tenant } from '../tenants/tenants.service.js';
import type { CampaignsRepo } from './campaigns.repo.js';

const pick = (lang: Language, ru: string, en: string) => (lang === 'en' && en ? en : ru);

/** Partner campaigns with their own landing page (e.g. /ostrovok). */
export function createCampaignsService(repo: CampaignsRepo) {
  return {
    async byCode(tenant: Tenant, code: string, lang: Language): Promise<Campaign> {
      const found = await repo.byCode(tenant.id, code);
      if (!found) throw new DomainError('NOT_FOUND');
      const { campaign: c, eventsCount } = found;
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
