import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { vacancies, type VacancyRow } from '../db/schema.js';

/** Open positions. Every function takes the tenant id first. */
export function createCareersRepo(db: Db) {
  return {
    /** Published vacancies, newest first. */
    listPublished(tenantId: number): Promise<VacancyRow[]> {
      return db
        .select()
        .from(vacancies)
        .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.published, true)))
        .orderBy(desc(vacancies.publishedAt), desc(vacancies.id));
    },

    async publishedById(tenantId: number, id: number): Promise<VacancyRow | null> {
      const [row] = await db
        .select()
        .from(vacancies)
        .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, id), eq(vacancies.published, true)));
      return row ?? null;
    },
  };
}

export type CareersRepo = ReturnType<typeof createCareersRepo>;
