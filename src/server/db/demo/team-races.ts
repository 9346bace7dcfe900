import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  events,
  racePrices,
  raceStages,
  races,
  registrations,
  results,
  teamMembers,
  teams,
  type NewRaceRow,
} from '../schema.js';
import { newJoinCode } from '../../teams/teams.repo.js';
import { teamNameKey } from '../../../shared/domain/teams.js';
import { ageGroupOf, finishTimeMs, person } from './people.js';
import { createRandom, DAY_MS } from './prng.js';

/*
 * The demo of teams and relays (issue 17), on the default tenant, after the catalogue:
 *
 * - murmansk-polar-night-marathon / relay-4x5: a run relay 4 × 5 km, one runner a stage, the captain pays
 *   for the team (1,200 ₽ a runner), 40 teams; three teams of an imported start list are in already;
 * - elton-ultra-trail / team-trail: a team trail race of 25 km for 3–5 runners, at least one man and one
 *   woman (the mixed-gender rule), each runner pays their own share (2,500 ₽), 30 teams;
 * - saint-petersburg-half-marathon / relay-4x5: the same relay, run 20 days ago, with team results (stage
 *   splits, team times and places).
 */

const TEAM_NAMES = [
  'Северный ветер',
  'Быстрые лоси',
  'Полярные совы',
  'Беговой клуб «Пульс»',
  'Невские стрижи',
  'Ладожские волки',
  'Белые ночи',
  'Лёгкие ноги',
];

const RELAY_STAGES = [1, 2, 3, 4].map((position) => ({
  position,
  nameRu: `Этап ${position}`,
  nameEn: `Stage ${position}`,
  lengthM: 5000,
  minParticipants: 1,
  maxParticipants: 1,
}));

async function eventOf(db: Db, tenantId: number, code: string) {
  const [row] = await db
    .select({ id: events.id, startsAt: events.startsAt })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.code, code)));
  return row ?? null;
}

async function insertTeamRace(
  db: Db,
  tenantId: number,
  event: { id: number; startsAt: Date },
  now: Date,
  race: Omit<NewRaceRow, 'tenantId' | 'eventId' | 'startsAt'>,
  price: number,
) {
  const [row] = await db
    .insert(races)
    .values({
      tenantId,
      eventId: event.id,
      startsAt: event.startsAt,
      registrationOpensAt: new Date(Math.min(now.getTime(), event.startsAt.getTime()) - 60 * DAY_MS),
      registrationClosesAt: new Date(event.startsAt.getTime() - DAY_MS),
      formFields: ['birthDate', 'gender', 'phone'],
      ...race,
    })
    .returning({ id: races.id });
  const raceId = row!.id;
  await db
    .insert(racePrices)
    .values({ tenantId, raceId, validFrom: new Date(now.getTime() - 90 * DAY_MS), amount: price });
  return raceId;
}

export async function seedDemoTeams(db: Db, tenantId: number, now: Date): Promise<void> {
  const rng = createRandom(20261124);
  const relay = {
    code: 'relay-4x5',
    nameRu: 'Эстафета 4 × 5 км',
    nameEn: 'Relay 4 × 5 km',
    lengthM: 20_000,
    format: 'relay' as const,
    teamMinMembers: 4,
    teamMaxMembers: 4,
    teamPayment: 'captain' as const,
  };

  const murmansk = await eventOf(db, tenantId, 'murmansk-polar-night-marathon');
  if (murmansk) {
    const raceId = await insertTeamRace(db, tenantId, murmansk, now, { ...relay, capacity: 40 }, 120_000);
    await db.insert(raceStages).values(RELAY_STAGES.map((s) => ({ ...s, tenantId, raceId })));
    for (const [t, name] of TEAM_NAMES.slice(0, 3).entries()) {
      const [team] = await db
        .insert(teams)
        .values({
          tenantId,
          eventId: murmansk.id,
          raceId,
          name,
          nameKey: teamNameKey(name),
          joinCode: newJoinCode(),
        })
        .returning({ id: teams.id });
      for (const stage of [1, 2, 3, 4]) {
        const p = person(rng, murmansk.startsAt.getUTCFullYear());
        const [member] = await db
          .insert(teamMembers)
          .values({
            tenantId,
            teamId: team!.id,
            raceId,
            role: stage === 1 ? 'captain' : 'member',
            kind: 'friend',
            firstName: p.firstName,
            lastName: p.lastName,
            gender: p.gender,
            stage,
          })
          .returning({ id: teamMembers.id });
        await db.insert(registrations).values({
          tenantId,
          eventId: murmansk.id,
          raceId,
          status: 'confirmed',
          bib: `${t + 1}${stage}`,
          firstName: p.firstName,
          lastName: p.lastName,
          gender: p.gender,
          birthDate: `${p.birthYear}-05-1${stage}`,
          cityName: 'Мурманск',
          teamId: team!.id,
          teamMemberId: member!.id,
          stage,
        });
      }
    }
  }

  const elton = await eventOf(db, tenantId, 'elton-ultra-trail');
  if (elton) {
    await insertTeamRace(
      db,
      tenantId,
      elton,
      now,
      {
        code: 'team-trail',
        nameRu: 'Командный трейл 25 км',
        nameEn: 'Team trail 25 km',
        lengthM: 25_000,
        capacity: 30,
        format: 'team',
        teamMinMembers: 3,
        teamMaxMembers: 5,
        teamGenderRule: 'mixed',
        teamPayment: 'each',
      },
      250_000,
    );
  }

  const petersburg = await eventOf(db, tenantId, 'saint-petersburg-half-marathon');
  if (petersburg) {
    const year = petersburg.startsAt.getUTCFullYear();
    const raceId = await insertTeamRace(db, tenantId, petersburg, now, { ...relay, capacity: 40 }, 120_000);
    await db.insert(raceStages).values(RELAY_STAGES.map((s) => ({ ...s, tenantId, raceId })));
    const lines: (typeof results.$inferInsert)[] = [];
    for (const [t, name] of TEAM_NAMES.entries()) {
      // the last team lost its third runner on the course
      for (const stage of [1, 2, 3, 4]) {
        const p = person(rng, year);
        const dnf = t === TEAM_NAMES.length - 1 && stage === 3;
        lines.push({
          tenantId,
          eventId: petersburg.id,
          raceId,
          bib: `${t + 1}${stage}`,
          name: `${p.lastName} ${p.firstName}`,
          gender: p.gender,
          birthYear: p.birthYear,
          ageGroup: ageGroupOf(year - p.birthYear),
          city: 'Санкт-Петербург',
          timeMs: dnf ? null : finishTimeMs(rng, 5000, [190, 330], p.gender),
          status: dnf ? 'dnf' : 'finished',
          teamName: name,
          stage,
        });
      }
    }
    await db.insert(results).values(lines);
  }
}
