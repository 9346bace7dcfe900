import type { Db } from '../client.js';
import { campaignEvents, campaigns, vacancies } from '../schema.js';
import { sanitizeDescription } from '../../catalogue/sanitize.js';
import { DAY_MS, moscowDay } from './prng.js';
import { DEMO_VACANCIES } from './vacancies.js';

/** The partner campaign of /ostrovok. */
export const DEMO_CAMPAIGN_CODE = 'ostrovok';
/** How many upcoming events the campaign lists, each in another city. */
export const DEMO_CAMPAIGN_EVENTS = 8;
const CAMPAIGN_DAYS_BEFORE = 7;
const CAMPAIGN_DAYS_AFTER = 150;

/** An event of the seeded demo catalogue, as the content needs it. */
export interface DemoContentEvent {
  id: number;
  startsAt: Date;
  /** Russian city name; null for a virtual event. */
  city: string | null;
}

const OSTROVOK = {
  code: DEMO_CAMPAIGN_CODE,
  partnerName: 'Ostrovok',
  partnerUrl: 'https://ostrovok.ru',
  titleRu: 'На старт — с Островком',
  titleEn: 'Travel to the start with Ostrovok',
  descriptionRu:
    '<p>Едете на забег в другой город? Вместе с сервисом бронирования Островок мы собрали старты ближайших месяцев, куда удобно приехать на выходные, — и жильё рядом с ними.</p>' +
    '<ul><li>Отели, апартаменты и хостелы рядом со стартом и местом выдачи стартовых пакетов</li>' +
    '<li>Бесплатная отмена бронирования для большинства вариантов</li>' +
    '<li>Поддержка Островка круглосуточно</li></ul>' +
    '<p>Выберите старт, зарегистрируйтесь на Стартлайне и забронируйте жильё на <a href="https://ostrovok.ru">ostrovok.ru</a>.</p>',
  descriptionEn:
    '<p>Travelling to a race in another city? Together with the Ostrovok booking service we picked the races of the coming months that make a good weekend trip — and places to stay next to them.</p>' +
    '<ul><li>Hotels, apartments and hostels near the start and the start pack pick-up</li>' +
    '<li>Free cancellation for most options</li>' +
    '<li>Ostrovok support around the clock</li></ul>' +
    '<p>Choose a race, sign up on Startline and book your stay at <a href="https://ostrovok.ru">ostrovok.ru</a>.</p>',
  offerRu: 'Скидка 10% на проживание для участников стартов акции',
  offerEn: 'A 10% discount on accommodation for participants of the campaign’s races',
};

/**
 * The campaign's events: upcoming events (from tomorrow until the campaign ends) in different cities,
 * soonest first.
 */
export function campaignEventIds(events: DemoContentEvent[], now: Date, endsAt: Date): number[] {
  const from = moscowDay(now, 1);
  const cities = new Set<string>();
  const ids: number[] = [];
  const candidates = events
    .filter((e) => e.city !== null && e.startsAt >= from && e.startsAt <= endsAt)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
  for (const e of candidates) {
    if (ids.length === DEMO_CAMPAIGN_EVENTS) break;
    if (cities.has(e.city!)) continue;
    cities.add(e.city!);
    ids.push(e.id);
  }
  return ids;
}

/**
 * The demo content of the default tenant: its open vacancies and the Ostrovok campaign with its events.
 * Dates are relative to `now` (the demo catalogue's seed day), so the template's date shift moves them too.
 */
export async function seedDemoContent(
  db: Db,
  tenantId: number,
  events: DemoContentEvent[],
  now: Date,
): Promise<void> {
  await db.insert(vacancies).values(
    DEMO_VACANCIES.map(({ daysAgo, ...v }) => ({
      ...v,
      tenantId,
      descriptionRu: sanitizeDescription(v.descriptionRu),
      descriptionEn: sanitizeDescription(v.descriptionEn),
      publishedAt: moscowDay(now, -daysAgo, 11),
    })),
  );
  const startsAt = moscowDay(now, -CAMPAIGN_DAYS_BEFORE);
  const endsAt = new Date(moscowDay(now, CAMPAIGN_DAYS_AFTER).getTime() + DAY_MS - 1);
  const [campaign] = await db
    .insert(campaigns)
    .values({
      ...OSTROVOK,
      tenantId,
      descriptionRu: sanitizeDescription(OSTROVOK.descriptionRu),
      descriptionEn: sanitizeDescription(OSTROVOK.descriptionEn),
      startsAt,
      endsAt,
    })
    .returning({ id: campaigns.id });
  const ids = campaignEventIds(events, now, endsAt);
  if (campaign && ids.length) {
    await db
      .insert(campaignEvents)
      .values(ids.map((eventId) => ({ tenantId, campaignId: campaign.id, eventId })));
  }
}
