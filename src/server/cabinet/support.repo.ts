import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../catalogue/db-rows.js';
import type { Executor } from '../db/client.js';
import type { TenantId } from '../tenants/tenant-id.js';

/*
 * The support desk's search over a whole tenant (issue 18 item 8, ADR 026). Each kind of query is one
 * indexed look-up — an order number (orders_tenant_number_unique), a payer's e-mail (users_tenant_email_unique,
 * then orders_user_idx), a friend's e-mail (registrations_email_idx), a phone's last ten digits
 * (registrations_phone_idx), name words (registrations_name_trgm_idx) — their ids united, then joined: a
 * tenant with millions of registrations answers in milliseconds.
 */

export interface SearchTerms {
  /** Lower case, when the query is an e-mail. */
  email: string | null;
  /** Upper case: any query may be an order number. */
  number: string;
  /** The last ten digits of a phone number given with at least seven. */
  phone: string | null;
  /** Lower-case words of a name (letters), when the query is one. */
  words: string[];
}

/** What a query may be: an e-mail, an order number, a phone, a name. */
export function searchTerms(q: string): SearchTerms {
  const text = q.trim();
  const digits = text.replace(/\D/g, '');
  const phoneLike = /^[\d\s()+.-]+$/.test(text) && digits.length >= 7;
  const email = text.includes('@') ? text.toLowerCase() : null;
  const words =
    email || phoneLike
      ? []
      : text
          .toLowerCase()
          .split(/\s+/)
          .filter((w) => /\p{L}/u.test(w));
  return { email, number: text.toUpperCase(), phone: phoneLike ? digits.slice(-10) : null, words };
}

/** A timestamp column as ISO 8601 text in UTC. */
const isoText = (column: string): SQL =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A registration's state at `now` (of `g`): a pending hold past its time reads expired. */
const stateOf = (now: Date): SQL =>
  sql`case when g.status = 'pending' and g.expires_at <= ${now} then 'expired' else g.status end`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export interface SearchRow {
  order_number: string | null;
  order_status: string | null;
  entry_id: number | null;
  first_name: string | null;
  last_name: string | null;
  entry_status: string | null;
  race_ru: string | null;
  race_en: string | null;
  event_code: string;
  event_ru: string;
  event_en: string;
  email: string | null;
  phone: string | null;
  /** ISO 8601 in UTC, as text (both database drivers answer it alike). */
  created_at: string;
}

export function createSupportRepo(db: Executor, tenantId: TenantId) {
  /** `and <events e> of these organizers` (null: every organizer of the tenant, support). */
  const scoped = (organizerIds: number[] | null): SQL =>
    organizerIds === null
      ? sql``
      : sql` and e.organizer_id in (${sql.join(
          organizerIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;

  return {
    /** Entries and orders the terms find, newest first; `limit` + 1 read to tell whether there are more. */
    async search(
      terms: SearchTerms,
      organizerIds: number[] | null,
      options: { limit: number; now: Date },
    ): Promise<SearchRow[]> {
      const { limit } = options;
      if (organizerIds !== null && !organizerIds.length) return [];
      const payers = terms.email
        ? sql`(select u.id from users u where u.tenant_id = ${tenantId} and u.email = ${terms.email})`
        : null;
      const branches: SQL[] = [
        sql`select g.id from registrations g join orders o on o.tenant_id = g.tenant_id and o.id = g.order_id
            where o.tenant_id = ${tenantId} and o.number = ${terms.number}`,
      ];
      if (payers) {
        branches.push(sql`select g.id from registrations g join orders o on o.tenant_id = g.tenant_id and o.id = g.order_id
            where o.tenant_id = ${tenantId} and o.user_id in ${payers}`);
        branches.push(sql`select g.id from registrations g
            where g.tenant_id = ${tenantId} and lower(g.email) = ${terms.email} and g.email is not null`);
      }
      if (terms.phone) {
        branches.push(sql`select g.id from registrations g where g.tenant_id = ${tenantId}
            and right(regexp_replace(coalesce(g.entry ->> 'phone', ''), '\\D', '', 'g'), 10) = ${terms.phone}`);
      }
      if (terms.words.length) {
        const name = sql`lower(coalesce(g.last_name, '') || ' ' || coalesce(g.first_name, ''))`;
        branches.push(
          sql`select g.id from registrations g where g.tenant_id = ${tenantId} and ${sql.join(
            terms.words.map((w) => sql`${name} like ${likePattern(w)}`),
            sql` and `,
          )}`,
        );
      }
      const entries = rowsOf<SearchRow>(
        db,
        sql`with hits as (${sql.join(branches, sql` union `)})
          select o.number as order_number, o.status as order_status, g.id as entry_id, g.first_name, g.last_name,
            ${stateOf(options.now)} as entry_status, r.name_ru as race_ru, r.name_en as race_en,
            e.code as event_code, e.name_ru as event_ru, e.name_en as event_en,
            coalesce(g.email, u.email) as email, g.entry ->> 'phone' as phone,
            ${isoText('g.created_at')} as created_at
          from hits join registrations g on g.id = hits.id and g.tenant_id = ${tenantId}
          join events e on e.tenant_id = g.tenant_id and e.id = g.event_id
          left join races r on r.tenant_id = g.tenant_id and r.id = g.race_id
          left join orders o on o.tenant_id = g.tenant_id and o.id = g.order_id
          left join users u on u.tenant_id = o.tenant_id and u.id = o.user_id
          where true${scoped(organizerIds)}
          order by g.created_at desc, g.id desc limit ${limit + 1}`,
      );
      // orders of no entry (a move's difference to pay): found by their number or their payer
      const bare = rowsOf<SearchRow>(
        db,
        sql`select o.number as order_number, o.status as order_status, null::int as entry_id, null as first_name,
            null as last_name, null as entry_status, null as expires_at, null as race_ru, null as race_en,
            e.code as event_code, e.name_ru as event_ru, e.name_en as event_en, u.email, null as phone, o.created_at
          from orders o join events e on e.tenant_id = o.tenant_id and e.id = o.event_id
          left join users u on u.tenant_id = o.tenant_id and u.id = o.user_id
          where o.tenant_id = ${tenantId}
            and (o.number = ${terms.number}${payers ? sql` or o.user_id in ${payers}` : sql``})
            and not exists (select 1 from registrations g where g.tenant_id = o.tenant_id and g.order_id = o.id)
            ${scoped(organizerIds)}
          order by o.created_at desc limit ${limit + 1}`,
      );
      const all = [...(await entries), ...(await bare)];
      return all
        .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
        .slice(0, limit + 1);
    },

    /** The registrations of an order, with their races. */
    registrationsOf(orderId: number, now: Date) {
      return rowsOf<{
        id: number;
        first_name: string | null;
        last_name: string | null;
        status: string;
        bib: string | null;
        race_ru: string | null;
        race_en: string | null;
      }>(
        db,
        sql`select g.id, g.first_name, g.last_name, ${stateOf(now)} as status, g.bib, r.name_ru as race_ru, r.name_en as race_en
          from registrations g left join races r on r.tenant_id = g.tenant_id and r.id = g.race_id
          where g.tenant_id = ${tenantId} and g.order_id = ${orderId} order by g.id`,
      );
    },

    /** The event of an order. */
    async eventOf(eventId: number | null) {
      const [row] = await rowsOf<{ code: string; name_ru: string; name_en: string }>(
        db,
        sql`select code, name_ru, name_en from events where tenant_id = ${tenantId} and id = ${eventId ?? -1}`,
      );
      return row ?? null;
    },
  };
}
