import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { campaignEvents, campaigns, events, vacancies } from '../db/schema.js';

const DAY = 24 * 60 * 60 * 1000;

export interface ContentFixture {
  /** Vacancy ids by their English title. */
  vacancyIds: Record<'frontend' | 'ops' | 'support' | 'draft' | 'pioner', number>;
}

const vacancy = (tenantId: number, title: string, daysAgo: number, now: Date) => ({
  tenantId,
  titleRu: `${title} (ru)`,
  titleEn: title,
  teamRu: 'Платформа',
  teamEn: 'Platform',
  cityRu: 'Москва',
  cityEn: 'Moscow',
  descriptionRu: `<p>Описание: ${title}</p>`,
  descriptionEn: `<p>About: ${title}</p>`,
  howToApplyRu: 'Пишите на jobs@example.org',
  howToApplyEn: 'Write to jobs@example.org',
  applyEmail: 'jobs@example.org',
  publishedAt: new Date(now.getTime() - daysAgo * DAY),
});

/**
 * Content on top of the catalogue fixture: three published vacancies and an unpublished one of the default
 * tenant, one of pionercup; a campaign `ostrovok` of the default tenant over moscow-marathon, kazan-trail,
 * past-ski and the unpublished hidden-event, and pionercup's own `ostrovok` over pioner-run.
 */
export async function seedContentFixture(
  database: Database,
  tenantIds: { default: number; pionercup: number },
  now: Date,
): Promise<ContentFixture> {
  const { db } = database;
  const t = tenantIds.default;
  const p = tenantIds.pionercup;
  const rows = await db
    .insert(vacancies)
    .values([
      {
        ...vacancy(t, 'Frontend engineer', 3, now),
        descriptionEn:
          '<p>Build <strong>pages</strong></p><script>alert(1)</script><img src=x onerror=alert(2)>',
        howToApplyEn: 'Send your CV.\nWe answer within a week.',
      },
      { ...vacancy(t, 'Race operations manager', 10, now), employment: 'full-time' as const },
      { ...vacancy(t, 'Support specialist', 1, now), employment: 'part-time' as const, remote: true },
      { ...vacancy(t, 'Draft position', 0, now), published: false },
      vacancy(p, 'Pioner coach', 2, now),
    ])
    .returning({ id: vacancies.id });
  const [frontend, ops, support, draft, pioner] = rows.map((r) => r.id) as [
    number,
    number,
    number,
    number,
    number,
  ];

  const [ostrovok, pionerOstrovok] = await db
    .insert(campaigns)
    .values([
      {
        tenantId: t,
        code: 'ostrovok',
        partnerName: 'Ostrovok',
        partnerUrl: 'https://ostrovok.ru',
        titleRu: 'На старт — с Островком',
        titleEn: 'Travel to the start with Ostrovok',
        descriptionRu: '<p>Жильё рядом со стартом</p><script>alert(1)</script>',
        descriptionEn: '<p>A place to stay near the start</p><iframe src="https://evil.example"></iframe>',
        offerRu: 'Скидка 10% на проживание',
        offerEn: 'A 10% hotel discount',
        startsAt: new Date(now.getTime() - 7 * DAY),
        endsAt: new Date(now.getTime() + 120 * DAY),
      },
      {
        tenantId: p,
        code: 'ostrovok',
        partnerName: 'Ostrovok',
        partnerUrl: 'https://ostrovok.ru',
        titleRu: 'Пионеры едут на старт',
        titleEn: 'Pioneers travel to the start',
      },
    ])
    .returning({ id: campaigns.id });
  const eventIds = async (tenantId: number, codes: string[]) =>
    (
      await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), inArray(events.code, codes)))
    ).map((r) => r.id);
  const defaultEvents = await eventIds(t, ['moscow-marathon', 'kazan-trail', 'past-ski', 'hidden-event']);
  const pionerEvents = await eventIds(p, ['pioner-run']);
  await db
    .insert(campaignEvents)
    .values([
      ...defaultEvents.map((eventId) => ({ tenantId: t, campaignId: ostrovok!.id, eventId })),
      ...pionerEvents.map((eventId) => ({ tenantId: p, campaignId: pionerOstrovok!.id, eventId })),
    ]);
  return { vacancyIds: { frontend, ops, support, draft, pioner } };
}
