import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, type TeamMemberState } from '../../shared/domain/teams.js';
import { rowsOf } from '../catalogue/db-rows.js';
import type { Executor } from '../db/client.js';
import {
  events,
  raceStages,
  races,
  registrations,
  teamMembers,
  teams,
  type RaceStageRow,
  type TeamMemberRow,
  type TeamRow,
} from '../db/schema.js';
import { eventColumns, holdsPlace, type EventOfRace } from '../registration/registration.repo.js';
import { teamTakesPlace } from './team-places.js';
import type { TenantId } from '../tenants/tenant-id.js';

/** A new join code: JOIN_CODE_LENGTH characters of Crockford's base 32 from the system's CSPRNG. */
export function newJoinCode(): string {
  return Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(32)]).join('');
}

/** A member as the views show them, with the state of their place (joined, registered, paid). */
export interface MemberWithState extends TeamMemberRow {
  state: TeamMemberState;
  registrationId: number | null;
}

/** Which PostgreSQL unique index refused a write, found through the error's causes; null for anything else. */
export function uniqueViolationOf(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object';) {
    const pg = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (pg.code === '23505' && typeof pg.constraint === 'string') return pg.constraint;
    e = pg.cause;
  }
  return null;
}

/** Teams, their members and relay stages, on one tenant. */
export function createTeamsRepo(db: Executor, tenantId: TenantId) {
  const teamOf = (...more: SQL[]) => and(eq(teams.tenantId, tenantId), ...more);

  return {
    stagesOf(raceId: number): Promise<RaceStageRow[]> {
      return db
        .select()
        .from(raceStages)
        .where(and(eq(raceStages.tenantId, tenantId), eq(raceStages.raceId, raceId)))
        .orderBy(asc(raceStages.position));
    },

    /**
     * Marks the race's forming teams whose hold ended without a live registration expired, and lets their
     * members go (so they may join or form another team of the race); `except` is kept (the team ordering).
     */
    async expireTeamsOfRace(raceId: number, now: Date, except?: number): Promise<void> {
      await db.execute(sql`with lapsed as (
          update teams t set status = 'expired'
          where t.tenant_id = ${tenantId} and t.race_id = ${raceId} and t.status = 'active'
            and not ${teamTakesPlace('t', now)} ${except === undefined ? sql`` : sql`and t.id <> ${except}`}
          returning t.id)
        delete from team_members m where m.tenant_id = ${tenantId} and m.team_id in (select id from lapsed)`);
    },

    /**
     * Lets one person (or friend's address) go from a team of the race that no longer takes its place (its
     * hold ended, the sweeper has not come by yet), so they may join another. Touches only their rows.
     */
    async releaseLapsed(raceId: number, who: { personId: number | null; email: string | null }, now: Date) {
      if (who.personId === null && who.email === null) return;
      await db.execute(sql`delete from team_members m using teams t
        where m.tenant_id = ${tenantId} and m.race_id = ${raceId} and t.tenant_id = m.tenant_id and t.id = m.team_id
          and (m.person_id = ${who.personId} or m.email = ${who.email}) and not ${teamTakesPlace('t', now)}`);
    },

    /** Lets a disbanded team's members go. */
    async deleteMembersOf(teamId: number): Promise<void> {
      await db
        .delete(teamMembers)
        .where(and(eq(teamMembers.tenantId, tenantId), eq(teamMembers.teamId, teamId)));
    },

    /** How many of the race's places teams take at `now` (one each), leaving out `except`. */
    async placesTaken(raceId: number, now: Date, except?: number): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from teams t where t.tenant_id = ${tenantId} and t.race_id = ${raceId}
          and ${teamTakesPlace('t', now)} ${except === undefined ? sql`` : sql`and t.id <> ${except}`}`,
      );
      return row?.n ?? 0;
    },

    /** Whether the team takes its place at `now`. */
    async takesPlace(teamId: number, now: Date): Promise<boolean> {
      const [row] = await rowsOf<{ yes: boolean }>(
        db,
        sql`select ${teamTakesPlace('t', now)} as yes from teams t where t.tenant_id = ${tenantId} and t.id = ${teamId}`,
      );
      return row?.yes === true;
    },

    async insertTeam(team: Omit<typeof teams.$inferInsert, 'tenantId' | 'joinCode'>): Promise<TeamRow> {
      // a code already drawn is drawn again (50 bits: practically never)
      for (let attempt = 0; attempt < 5; attempt++) {
        const [row] = await db
          .insert(teams)
          .values({ ...team, tenantId, joinCode: newJoinCode() })
          .onConflictDoNothing({ target: teams.joinCode })
          .returning();
        if (row) return row;
      }
      throw new Error('no free join code after 5 attempts');
    },

    async insertMember(member: Omit<typeof teamMembers.$inferInsert, 'tenantId'>): Promise<TeamMemberRow> {
      const [row] = await db
        .insert(teamMembers)
        .values({ ...member, tenantId })
        .returning();
      return row!;
    },

    async updateMember(id: number, change: Partial<typeof teamMembers.$inferInsert>): Promise<void> {
      await db
        .update(teamMembers)
        .set(change)
        .where(and(eq(teamMembers.tenantId, tenantId), eq(teamMembers.id, id)));
    },

    async deleteMember(id: number): Promise<void> {
      await db.delete(teamMembers).where(and(eq(teamMembers.tenantId, tenantId), eq(teamMembers.id, id)));
    },

    async setStatus(teamId: number, status: TeamRow['status']): Promise<void> {
      await db
        .update(teams)
        .set({ status })
        .where(teamOf(eq(teams.id, teamId)));
    },

    /** An active team with its event, locked until the transaction ends when `lock` (DESIGN §5). */
    async team(teamId: number, options: { lock?: boolean } = {}): Promise<TeamRow | null> {
      const query = db
        .select()
        .from(teams)
        .where(teamOf(eq(teams.id, teamId), eq(teams.status, 'active')));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** An active team by its normalized join code, in this tenant only. */
    async teamByCode(code: string): Promise<TeamRow | null> {
      const [row] = await db
        .select()
        .from(teams)
        .where(teamOf(eq(teams.joinCode, code), eq(teams.status, 'active')));
      return row ?? null;
    },

    /** The active team of the race the user captains or is a member of (by account or own person). */
    async teamOfUserInRace(userId: number, raceId: number): Promise<TeamRow | null> {
      const [row] = await db
        .select({ team: teams })
        .from(teams)
        .where(
          teamOf(
            eq(teams.raceId, raceId),
            eq(teams.status, 'active'),
            sql`(${teams.captainUserId} = ${userId} or exists (select 1 from team_members m
              where m.tenant_id = ${teams.tenantId} and m.team_id = ${teams.id} and (m.user_id = ${userId}
                or m.person_id = (select p.id from persons p where p.account_user_id = ${userId}))))`,
          ),
        )
        .limit(1);
      return row?.team ?? null;
    },

    /** The user's active teams (captain or member), newest race first. */
    async teamsOfUser(userId: number): Promise<TeamRow[]> {
      return db
        .select()
        .from(teams)
        .where(
          teamOf(
            eq(teams.status, 'active'),
            sql`(${teams.captainUserId} = ${userId} or exists (select 1 from team_members m
              where m.tenant_id = ${teams.tenantId} and m.team_id = ${teams.id} and (m.user_id = ${userId}
                or m.person_id = (select p.id from persons p where p.account_user_id = ${userId}))))`,
          ),
        )
        .orderBy(asc(teams.createdAt));
    },

    /** The team's members in the order they came, each with their place's state at `now`. */
    async members(teamId: number, now: Date): Promise<MemberWithState[]> {
      const rows = await db
        .select({
          member: teamMembers,
          registrationId: registrations.id,
          registrationStatus: registrations.status,
        })
        .from(teamMembers)
        .leftJoin(
          registrations,
          and(
            eq(registrations.tenantId, teamMembers.tenantId),
            eq(registrations.teamMemberId, teamMembers.id),
            holdsPlace(now),
          ),
        )
        .where(and(eq(teamMembers.tenantId, tenantId), eq(teamMembers.teamId, teamId)))
        .orderBy(sql`${teamMembers.role} = 'captain' desc`, asc(teamMembers.id));
      return rows.map((r) => ({
        ...r.member,
        registrationId: r.registrationId,
        state:
          r.registrationStatus === 'confirmed'
            ? 'paid'
            : r.registrationStatus === 'pending'
              ? 'registered'
              : 'joined',
      }));
    },

    /** The race and event of a team, as the views show them. */
    async raceOfTeam(team: TeamRow) {
      const [row] = await db
        .select({ event: eventColumns, race: races })
        .from(races)
        .innerJoin(events, and(eq(events.id, races.eventId), eq(events.tenantId, races.tenantId)))
        .where(and(eq(races.tenantId, tenantId), eq(races.id, team.raceId)));
      return row as { event: EventOfRace; race: typeof races.$inferSelect } | undefined;
    },

    /** Whether a live order of the captain's holds the team's places (captain pays: the team is ordered). */
    async hasLiveOrder(teamId: number, now: Date): Promise<boolean> {
      const [row] = await rowsOf<{ yes: boolean }>(
        db,
        sql`select exists (select 1 from registrations g where g.tenant_id = ${tenantId} and g.team_id = ${teamId}
          and (g.status = 'confirmed' or (g.status = 'pending' and (g.expires_at is null or g.expires_at > ${now})))) as yes`,
      );
      return row?.yes === true;
    },

    /** Moves the live registrations of members to their stages (a relay's captain reassigning). */
    async syncRegistrationStages(teamId: number): Promise<void> {
      await db.execute(sql`update registrations g set stage = m.stage from team_members m
        where g.tenant_id = ${tenantId} and g.team_id = ${teamId} and m.tenant_id = g.tenant_id
          and m.id = g.team_member_id and g.status in ('pending', 'confirmed')`);
    },

    /** A member's live registration passed to whoever replaces them (a swap keeps the paid place). */
    async transferRegistration(
      registrationId: number,
      to: Pick<TeamMemberRow, 'personId' | 'firstName' | 'lastName' | 'gender' | 'birthDate' | 'email'>,
    ): Promise<void> {
      await db
        .update(registrations)
        .set({
          personId: to.personId,
          firstName: to.firstName,
          lastName: to.lastName,
          gender: to.gender,
          birthDate: to.birthDate,
          email: to.email,
          // the entry was the person's who left (their phones, document): the newcomer's is theirs alone,
          // and the place is no longer the payer's own
          entry: {
            firstName: to.firstName,
            lastName: to.lastName,
            gender: to.gender,
            birthDate: to.birthDate,
          },
          participantKind: 'teammate',
        })
        .where(and(eq(registrations.tenantId, tenantId), eq(registrations.id, registrationId)));
    },

    async membersByIds(teamId: number, ids: number[]): Promise<TeamMemberRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(teamMembers)
        .where(
          and(
            eq(teamMembers.tenantId, tenantId),
            eq(teamMembers.teamId, teamId),
            inArray(teamMembers.id, ids),
          ),
        );
    },
  };
}

export type TeamsRepo = ReturnType<typeof createTeamsRepo>;
