import type { Language } from '../../shared/constants.js';
import type { Vacancies, VacancyDetail, VacancySummary } from '../../shared/schemas/content.js';
import { ROW_ID_MAX } from '../../shared/schemas/row-id.js';
import { sanitizeDescription } from '../catalogue/sanitize.js';
import type { Db } from '../db/client.js';
import type { VacancyRow } from '../db/schema.js';
import { DomainError } from '../domain-error.js';
import type { RequestContext } from '../request-context.js';
import { createCareersRepo } from './careers.repo.js';

/** A positive integer id as written in a URL (no sign, no leading zeros, no exponent), else null. */
export function vacancyIdOf(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= ROW_ID_MAX ? id : null;
}

const pick = (lang: Language, ru: string, en: string) => (lang === 'en' && en ? en : ru);

function summaryOf(row: VacancyRow, lang: Language): VacancySummary {
  return {
    id: row.id,
    title: pick(lang, row.titleRu, row.titleEn),
    team: pick(lang, row.teamRu, row.teamEn),
    city: pick(lang, row.cityRu, row.cityEn),
    employment: row.employment,
    remote: row.remote,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** The careers pages: published vacancies of the tenant, in the requested language. */
export function createCareersService(db: Db) {
  return {
    async list(ctx: RequestContext): Promise<Vacancies> {
      const rows = await createCareersRepo(db, ctx.tenant.id).listPublished();
      return { items: rows.map((row) => summaryOf(row, ctx.language)) };
    },

    /** One published vacancy; a malformed, unknown, unpublished or other tenant's id is NOT_FOUND. */
    async detail(ctx: RequestContext, idText: string): Promise<VacancyDetail> {
      const lang = ctx.language;
      const id = vacancyIdOf(idText);
      const row = id === null ? null : await createCareersRepo(db, ctx.tenant.id).publishedById(id);
      if (!row) throw new DomainError('NOT_FOUND');
      return {
        ...summaryOf(row, lang),
        description: sanitizeDescription(pick(lang, row.descriptionRu, row.descriptionEn)),
        howToApply: pick(lang, row.howToApplyRu, row.howToApplyEn),
        applyEmail: row.applyEmail,
      };
    },
  };
}

export type CareersService = ReturnType<typeof createCareersService>;
