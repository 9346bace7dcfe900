import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether team `t` (the SQL alias of a `teams` row) takes one of its race's places at `now`: active, and
 * forming within its hold or with a member's registration holding a place. The catalogue counts a team
 * race's places with the same condition (list-conditions.ts `takenSql`).
 */
export const teamTakesPlace = (alias: string, now: Date): SQL =>
  sql`(${sql.raw(alias)}.status = 'active' and (${sql.raw(alias)}.expires_at > ${now} or exists (
    select 1 from registrations tg where tg.tenant_id = ${sql.raw(alias)}.tenant_id and tg.team_id = ${sql.raw(alias)}.id
      and (tg.status = 'confirmed' or (tg.status = 'pending' and (tg.expires_at is null or tg.expires_at > ${now}))))))`;
