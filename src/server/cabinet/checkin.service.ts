import { can } from '../../shared/domain/cabinet-permissions.js';
import { checkinCodeOf } from '../../shared/domain/checkin-code.js';
import type {
  CheckinEntry,
  CheckinPoint,
  CheckinRace,
  CheckinSearch,
  OfflineRegistered,
  OfflineRegistration,
} from '../../shared/schemas/cabinet-checkin.js';
import { pick } from '../catalogue/cards.js';
import type { Db } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { Mailer } from '../mail/mailer.js';
import { createRegistrationRepo } from '../registration/registration.repo.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { eventFor } from './cabinet-access.js';
import { createEntryDetailRepo } from './entry-detail.repo.js';
import { createCheckinRepo } from './checkin.repo.js';
import { registerOffline } from './checkin-offline.js';
import { entryView, givenAt, offlineOpen, placesLeftOf } from './checkin-view.js';

/*
 * The start-pack point (issue 18 item 5, ADR 025): find an entry, mark its start pack given (one wins of
 * two operators at once: a conditional update), take it back (owner, manager), and register a participant
 * on the spot for a race whose online registration is closed (checkin-offline.ts). Each of them is written
 * to the entry's history (registration_changes) in its own transaction, with who and when.
 */

/** Entries a search shows at most; more: type more of the name. */
const SEARCH_LIMIT = 20;

export function createCheckinService(
  deps: { db: Db; mailer: Pick<Mailer, 'send'> },
  clock: () => Date = () => new Date(),
) {
  const { db } = deps;
  return {
    /** GET /api/cabinet/events/:code/checkin */
    async point(ctx: RequestContext, code: string): Promise<CheckinPoint> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event, role } = await eventFor(tx, ctx, code, 'checkin');
        const repo = createCheckinRepo(tx, ctx.tenant.id);
        const booking = createRegistrationRepo(tx, ctx.tenant.id);
        const eventStatus = await repo.eventStatus(event.id);
        const now = clock();
        const races: CheckinRace[] = [];
        for (const race of await repo.races(event.id)) {
          const { taken, price } = await booking.bookingState(
            race.id,
            { personIds: [], emails: [], userId: 0, payer: 'MY_SELF' },
            now,
          );
          races.push({
            code: race.code,
            name: pick(ctx.language, race.nameRu, race.nameEn),
            offline: offlineOpen(race, eventStatus, now),
            placesLeft: placesLeftOf(race, taken),
            price,
            gender: race.gender,
            minAge: race.minAge,
            maxAge: race.maxAge,
          });
        }
        return {
          event: {
            code: event.code,
            name: pick(ctx.language, event.nameRu, event.nameEn),
            timeZone: event.timeZone,
          },
          races,
          canUndo: can(role, 'checkin.undo'),
        };
      });
    },

    /** GET /api/cabinet/events/:code/checkin/entries?q= */
    async search(ctx: RequestContext, code: string, q: string): Promise<CheckinSearch> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event } = await eventFor(tx, ctx, code, 'checkin');
        const checkinCode = checkinCodeOf(q);
        const rows = await createCheckinRepo(tx, ctx.tenant.id).search(
          event.id,
          { code: checkinCode, text: q.trim() },
          clock(),
          SEARCH_LIMIT + 1,
        );
        // a scanned or typed code is one entry: the names that happened to match too are left out
        const coded = checkinCode === null ? undefined : rows.find((r) => r.checkin_code === checkinCode);
        const shown = coded ? [coded] : rows.slice(0, SEARCH_LIMIT);
        return {
          entries: shown.map((row) => entryView(ctx.language, row)),
          byCode: coded !== undefined,
          more: !coded && rows.length > SEARCH_LIMIT,
        };
      });
    },

    /** POST …/checkin/entries/:id/start-pack: given now by the user, unless somebody was first. */
    async giveStartPack(ctx: RequestContext, code: string, id: number): Promise<CheckinEntry> {
      const userId = userIdOf(signedInUser(ctx));
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event, role } = await eventFor(tx, ctx, code, 'checkin');
        const repo = createCheckinRepo(tx, ctx.tenant.id);
        const now = clock();
        const entry = await repo.entry(event.id, id, now);
        if (!entry) throw new DomainError('NOT_FOUND');
        const shown = entryView(ctx.language, entry);
        if (shown.payment !== 'paid') throw new DomainError('START_PACK_UNPAID');
        if (!(await repo.giveStartPack(event.id, id, userId, now))) {
          // another operator's update came first: read what it wrote (committed before ours woke up)
          const given = await repo.entry(event.id, id, now);
          if (given?.given_ms != null) {
            throw new DomainError('START_PACK_GIVEN', {
              params: {
                by: given.given_by ?? '',
                at: givenAt(new Date(given.given_ms), event.timeZone, ctx.language),
              },
            });
          }
          throw new DomainError('NOT_FOUND');
        }
        // the admission statuses the desk saw when it gave the pack
        await createEntryDetailRepo(tx, ctx.tenant.id).recordChange({
          registrationId: id,
          kind: 'start-pack-given',
          actorUserId: userId,
          actor: `${role}:${userId}`,
          details: { admission: shown.admission },
          createdAt: now,
        });
        const updated = await repo.entry(event.id, id, now);
        return entryView(ctx.language, updated!);
      });
    },

    /** DELETE …/checkin/entries/:id/start-pack: a start pack marked by mistake taken back (owner, manager). */
    async takeStartPackBack(ctx: RequestContext, code: string, id: number): Promise<CheckinEntry> {
      const userId = userIdOf(signedInUser(ctx));
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event, role } = await eventFor(tx, ctx, code, 'checkin.undo');
        const repo = createCheckinRepo(tx, ctx.tenant.id);
        const now = clock();
        if (!(await repo.entry(event.id, id, now))) throw new DomainError('NOT_FOUND');
        const taken = await repo.takeStartPackBack(event.id, id);
        // a pack not given (taken back already by somebody else): nothing happened, nothing to write
        if (taken) {
          await createEntryDetailRepo(tx, ctx.tenant.id).recordChange({
            registrationId: id,
            kind: 'start-pack-returned',
            actorUserId: userId,
            actor: `${role}:${userId}`,
            details: { givenAt: taken.givenAt.toISOString(), givenBy: taken.givenBy },
            createdAt: now,
          });
        }
        return entryView(ctx.language, (await repo.entry(event.id, id, now))!);
      });
    },

    /** POST …/checkin/registrations (checkin-offline.ts). */
    register(ctx: RequestContext, code: string, input: OfflineRegistration): Promise<OfflineRegistered> {
      return registerOffline(deps, clock, ctx, code, input);
    },
  };
}

export type CheckinService = ReturnType<typeof createCheckinService>;
