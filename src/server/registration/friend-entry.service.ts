import {
  missingFields,
  PLACE_DECIDING_KEYS,
  type EntryValues,
  type FriendEntry,
  type FriendEntryUpdate,
} from '../../shared/schemas/registration.js';
import { fullNameOf } from '../accounts/person-view.js';
import { createProfileRepo } from '../accounts/profile.repo.js';
import { ownPersonOf } from '../accounts/profile.service.js';
import { tokenHash } from '../auth/sessions.js';
import { pick } from '../catalogue/cards.js';
import type { Db } from '../db/client.js';
import type { PersonRow } from '../db/schema.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { eligibility } from '../../shared/domain/race-eligibility.js';
import {
  entrantOf,
  entryName,
  entrySchemaOf,
  issueFields,
  raceFormFields,
  saveEntryToProfile,
} from './entry.js';
import { createInvitationsRepo, type InvitedEntry } from './invitations.repo.js';
import { uniquePlaceViolation } from './registration.repo.js';
import { raceRequirements } from './registration.service.js';

/** An invitation token as newToken() makes them (anything else is not looked up). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The registration's status as of `now`: a pending hold past its time reads expired. */
function statusAt(found: InvitedEntry, now: Date): FriendEntry['status'] {
  const { status, expiresAt } = found.registration;
  return status === 'pending' && expiresAt !== null && expiresAt <= now ? 'expired' : status;
}

/** A friend's entry can be completed while its place is held or confirmed and the race has not started. */
function openAt(found: InvitedEntry, now: Date): boolean {
  const status = statusAt(found, now);
  return (status === 'pending' || status === 'confirmed') && found.race.startsAt > now;
}

/** A place a company handed out by link (ADR 031): nobody named until its taker completes the entry. */
const isUnnamed = (found: InvitedEntry) => !found.registration.firstName && !found.registration.lastName;

/** Who registered the friend sees the entry through the link but cannot take it as their own. */
const isAdder = (found: InvitedEntry, userId: number) => found.registration.userId === userId;

/** The friend may see the entry: nobody has taken it into an account yet, or this account has. */
const visibleTo = (found: InvitedEntry, own: PersonRow) =>
  found.registration.personId === null || found.registration.personId === own.id;

/**
 * A friend's entry opened from the invitation link (issue 14: "the friend gets an invitation mail with a
 * link to see or complete their entry"). Signed in, the friend sees it and completes what the adder left
 * blank; the first save takes it into the friend's account (their own person: it then shows in
 * /MyAccount, and the one-place-per-person rule covers it). The name, birth date and gender decided the
 * place, so they stay as registered.
 */
export function createFriendEntryService(deps: { db: Db }, clock: () => Date = () => new Date()) {
  const { db } = deps;

  async function lookUp(ctx: RequestContext, token: string) {
    const userId = userIdOf(signedInUser(ctx));
    if (!TOKEN_SHAPE.test(token)) throw new DomainError('NOT_FOUND');
    // read under the tenant's row-level security (ADR 014)
    const { found, own } = await tenantTransaction(db, ctx.tenant.id, async (tx) => ({
      found: await createInvitationsRepo(tx, ctx.tenant.id).byHash(tokenHash(token)),
      own: await ownPersonOf(createProfileRepo(tx, ctx.tenant.id), userId),
    }));
    // taken by another account: to this one the link is unknown
    if (!found || !visibleTo(found, own)) throw new DomainError('NOT_FOUND');
    return { found, own };
  }

  function view(ctx: RequestContext, found: InvitedEntry, own: PersonRow, now: Date): FriendEntry {
    const userId = userIdOf(signedInUser(ctx));
    const { event, race, registration, adder } = found;
    const fields = raceFormFields(race.formFields);
    const entry: EntryValues = registration.entry ?? {};
    return {
      event: {
        code: event.code,
        name: pick(ctx.language, event.nameRu, event.nameEn),
        startsAt: event.startsAt.toISOString(),
        timeZone: event.timeZone,
      },
      race: {
        code: race.code,
        name: pick(ctx.language, race.nameRu, race.nameEn),
        startsAt: race.startsAt.toISOString(),
        fields,
      },
      addedBy:
        fullNameOf({ firstName: adder.firstName ?? '', lastName: adder.lastName ?? '' }) || adder.email,
      fullName: `${registration.firstName ?? ''} ${registration.lastName ?? ''}`.trim(),
      status: statusAt(found, now),
      bib: registration.bib,
      entry,
      missing: missingFields(fields, entry),
      mine: registration.personId === own.id,
      editable: openAt(found, now) && !isAdder(found, userId),
    };
  }

  return {
    /** GET /api/registration/invitations/:token */
    async show(ctx: RequestContext, token: string): Promise<FriendEntry> {
      const { found, own } = await lookUp(ctx, token);
      return view(ctx, found, own, clock());
    },

    /**
     * PUT /api/registration/invitations/:token: checks the entry by the race's whole form (400 with every
     * field's message under `form.…`), then, under the registration's row lock, saves it into this account.
     */
    async complete(ctx: RequestContext, token: string, update: FriendEntryUpdate): Promise<FriendEntry> {
      const { found } = await lookUp(ctx, token);
      if (isAdder(found, userIdOf(signedInUser(ctx)))) throw new DomainError('FORBIDDEN');
      if (!openAt(found, clock())) throw new DomainError('ENTRY_LOCKED');
      const stored = found.registration.entry ?? {};
      const typed: EntryValues = { ...update.form };
      // a company's place handed out by link (ADR 031) names nobody yet: its taker gives what it decides
      const unnamed = isUnnamed(found);
      for (const key of PLACE_DECIDING_KEYS) {
        if (key in stored) typed[key] = stored[key];
        else if (!unnamed) delete typed[key];
      }
      const parsed = entrySchemaOf(found.race.formFields).safeParse(typed);
      if (!parsed.success) {
        const fields = issueFields(parsed.error.issues, ['form'], { form: typed }, ctx.language);
        throw new DomainError('VALIDATION_FAILED', { fields });
      }
      const entry = parsed.data as EntryValues;
      const entrant = entrantOf(entry, null);
      if (unnamed && !eligibility(entrant, raceRequirements(found)).eligible) {
        throw new DomainError('NOT_ELIGIBLE', { params: { name: entryName(entry) } });
      }

      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const userId = userIdOf(signedInUser(ctx));
        const profiles = createProfileRepo(tx, ctx.tenant.id);
        const own = await ownPersonOf(profiles, userId);
        const invitations = createInvitationsRepo(tx, ctx.tenant.id);
        const locked = await invitations.lockByHash(tokenHash(token));
        const now = clock();
        if (!locked || !visibleTo(locked, own)) throw new DomainError('NOT_FOUND');
        if (!openAt(locked, now)) throw new DomainError('ENTRY_LOCKED');
        const city = entry['city'];
        await invitations
          .complete(locked.registration.id, {
            personId: own.id,
            entry,
            cityName: typeof city === 'string' && city ? city : null,
            ...(isUnnamed(locked)
              ? {
                  names: {
                    firstName: String(entry['firstName']),
                    lastName: String(entry['lastName']),
                    gender: entrant.gender === 'unknown' ? null : entrant.gender,
                    birthDate: entrant.birthDate,
                  },
                }
              : {}),
          })
          .catch((error: unknown) => {
            throw uniquePlaceViolation(error) ? new DomainError('ALREADY_SUBMITTED_MYSELF') : error;
          });
        if (update.saveToProfile) await saveEntryToProfile(profiles, own, entry);
        const saved = await invitations.byHash(tokenHash(token));
        if (!saved) throw new DomainError('NOT_FOUND');
        return view(ctx, saved, own, now);
      });
    },
  };
}

export type FriendEntryService = ReturnType<typeof createFriendEntryService>;
