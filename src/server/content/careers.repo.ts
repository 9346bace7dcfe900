import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { vacancies, type VacancyRow } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

/** Open positions of one tenant. */
export function createCareersRepo(db: Executor, tenantId: TenantId) {
  return {
    /** Published vacancies, newest first. */
    listPublished(): Promise<VacancyRow[]> {
      return db
        .select()
        .from(vacancies)
        .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.published, true)))
        .orderBy(desc(vacancies.publishedAt), desc(vacancies.id));
    },

    async publishedById(id: number): Promise<VacancyRow | null> {
      const [row] = await db
        .select()
        .from(vacancies)
        .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, id), eq(vacancies.published, true)));
      return row ?? null;
    },
  };
}

export type CareersRepo = ReturnType<typeof createCareersRepo>;
