import type { Database } from '../db/client.js';
import { registrations, results } from '../db/schema.js';

const HOUR = 60 * 60 * 1000;

/** The start lists and results of the catalogue fixture (see catalogue-fixture.ts). */
export async function seedEntries(
  database: Database,
  ctx: {
    t: number;
    now: Date;
    clubId: number;
    id: (eventCode: string) => number;
    race: (eventCode: string, raceCode: string) => number;
  },
): Promise<void> {
  const { db } = database;
  const { t, now, id, race } = ctx;
  const reg = (
    event: string,
    raceCode: string,
    bib: string,
    first: string,
    last: string,
    extra: object = {},
  ) => ({
    tenantId: t,
    eventId: id(event),
    raceId: race(event, raceCode),
    status: 'confirmed' as const,
    bib,
    firstName: first,
    lastName: last,
    cityName: 'Москва',
    ...extra,
  });
  await db.insert(registrations).values([
    reg('moscow-marathon', 'r42', '101', 'Иван', 'Петров', { clubId: ctx.clubId }),
    reg('moscow-marathon', 'r42', '102', 'Анна', 'Смирнова', { status: 'pending' }),
    reg('moscow-marathon', 'r10', '201', 'Олег', 'Иванов'),
    reg('moscow-marathon', 'r10', '202', 'Пётр', 'Сидоров', { status: 'cancelled' }),
    reg('moscow-marathon', 'r10', '203', 'Павел', 'Волков', {
      status: 'pending',
      expiresAt: new Date(now.getTime() - HOUR),
    }),
    reg('full-race', 'r60', '1', 'Дмитрий', 'Орлов'),
    reg('full-race', 'r60', '2', 'Мария', 'Белова'),
  ]);
  const res = (
    bib: string,
    name: string,
    gender: 'male' | 'female',
    ageGroup: string,
    timeMs: number | null,
    status: 'finished' | 'dnf' | 'dns' = 'finished',
  ) => ({
    tenantId: t,
    eventId: id('past-ski'),
    raceId: race('past-ski', 'r10'),
    bib,
    name,
    gender,
    ageGroup,
    timeMs,
    status,
    club: 'Динамо',
    city: 'Ярославль',
  });
  await db
    .insert(results)
    .values([
      res('5', 'Орлов Алексей', 'male', '30-39', 1_900_000),
      res('3', 'Смирнова Анна', 'female', '18-29', 2_100_000),
      res('1', 'Козлов Иван', 'male', '18-29', 1_800_000),
      res('4', 'Белова Мария', 'female', '30-39', 2_000_000),
      res('2', 'Громов Павел', 'male', '30-39', 2_200_000),
      res('6', 'Зайцев Егор', 'male', '18-29', null, 'dnf'),
      res('7', 'Попова Ольга', 'female', '30-39', null, 'dns'),
    ]);
}
