import type { Relative } from '../../shared/schemas/account.js';
import type { PersonProfileInput } from '../../shared/schemas/profile.js';
import { newToken, tokenHash } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Mailer } from '../mail/mailer.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { relativeLinkMail } from './relative-link-mail.js';
import { fullNameOf, personView, type StoredDocument } from './person-view.js';
import { createProfileRepo } from './profile.repo.js';
import { ownPersonOf, savePerson } from './profile.service.js';
import { createRelativesRepo, type RelativeRow } from './relatives.repo.js';

/** How long the e-mailed link to confirm a relative works. */
export const RELATIVE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Account look-ups (adding a relative by e-mail) per user per day. */
export const RELATIVE_LOOKUPS_PER_DAY = 20;
/** Invitation mails from one user to one account per day. */
export const RELATIVE_INVITES_PER_DAY = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

const PENDING_BLANKS = { fullName: '', birthDate: null, gender: null, profile: null } as const;

function relativeView(row: RelativeRow, documents: StoredDocument[]): Relative {
  if (row.kind === 'linked' && row.status === 'pending') {
    // until the other account confirms, nothing of it is shown but the address the user typed
    return { ...PENDING_BLANKS, id: row.id, kind: row.kind, status: row.status, email: row.email };
  }
  const profile = personView(row.person, documents);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    fullName: fullNameOf(row.person),
    email: row.kind === 'linked' ? row.email : null,
    birthDate: row.person.birthDate,
    gender: profile.gender,
    profile: row.kind === 'created' ? profile : null,
  };
}

/** The family group: created relatives with a full profile, and other accounts linked by e-mail. */
export function createRelativesService(
  deps: { db: Db; mailer: Mailer; limiter: RateLimiter },
  clock: () => Date = () => new Date(),
) {
  const { db } = deps;
  const reposOf = (ctx: RequestContext) => ({
    relatives: createRelativesRepo(db, ctx.tenant.id),
    profiles: createProfileRepo(db, ctx.tenant.id),
  });

  async function view(ctx: RequestContext, row: RelativeRow): Promise<Relative> {
    const docs =
      row.kind === 'created'
        ? await reposOf(ctx).profiles.documentsOf([row.person.id])
        : new Map<number, StoredDocument[]>();
    return relativeView(row, docs.get(row.person.id) ?? []);
  }

  async function own(ctx: RequestContext, relativeId: number): Promise<RelativeRow> {
    const row = await reposOf(ctx).relatives.byId(userIdOf(signedInUser(ctx)), relativeId);
    if (!row) throw new DomainError('NOT_FOUND');
    return row;
  }

  return {
    async list(ctx: RequestContext): Promise<{ items: Relative[] }> {
      const userId = userIdOf(signedInUser(ctx));
      // read under the tenant's row-level security (ADR 014)
      const { rows, docs } = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const rows = await createRelativesRepo(tx, ctx.tenant.id).list(userId);
        const docs = await createProfileRepo(tx, ctx.tenant.id).documentsOf(
          rows.filter((r) => r.kind === 'created').map((r) => r.person.id),
        );
        return { rows, docs };
      });
      return {
        items: rows.map((row) => relativeView(row, docs.get(row.person.id) ?? [])),
      };
    },

    /** A new person with its documents and the relatives row, in one transaction. */
    async create(ctx: RequestContext, input: PersonProfileInput): Promise<Relative> {
      const ownerUserId = userIdOf(signedInUser(ctx));
      const id = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const profiles = createProfileRepo(tx, ctx.tenant.id);
        const personId = await profiles.insertCreatedPerson(ownerUserId, input);
        await profiles.replaceDocuments(personId, input.documents);
        return createRelativesRepo(tx, ctx.tenant.id).insertCreated(ownerUserId, personId);
      });
      return view(ctx, await own(ctx, id));
    },

    /** Only relatives the holder created are editable; a linked account keeps its own profile. */
    async update(ctx: RequestContext, relativeId: number, input: PersonProfileInput) {
      const row = await own(ctx, relativeId);
      if (row.kind !== 'created') throw new DomainError('FORBIDDEN');
      await savePerson(db, ctx.tenant.id, row.person.id, input);
      return view(ctx, await own(ctx, relativeId));
    },

    /**
     * Removes a relative from the holder's group. A person the holder created goes too, unless it has
     * registrations: then the person stays (start lists and results keep pointing at it), only the link goes.
     */
    async remove(ctx: RequestContext, relativeId: number): Promise<void> {
      const ownerUserId = userIdOf(signedInUser(ctx));
      const row = await own(ctx, relativeId);
      await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const relatives = createRelativesRepo(tx, ctx.tenant.id);
        await relatives.deleteLink(ownerUserId, row.id);
        if (row.kind !== 'created') return;
        if ((await relatives.registrationCount(row.person.id)) > 0) return;
        await createProfileRepo(tx, ctx.tenant.id).deleteCreatedPerson(row.person.id, ownerUserId);
      });
    },

    /** Links another account of the same tenant by e-mail; it becomes active when that account confirms. */
    async link(ctx: RequestContext, email: string): Promise<Relative> {
      const user = signedInUser(ctx);
      const userId = userIdOf(user);
      const { tenant } = ctx;
      const repos = reposOf(ctx);
      await deps.limiter.take([
        {
          bucket: `relatives:lookup:${tenant.id}:${userId}`,
          limit: RELATIVE_LOOKUPS_PER_DAY,
          windowMs: DAY_MS,
          error: 'RELATIVE_LOOKUP_LIMIT',
        },
      ]);
      const invitedUserId = await repos.relatives.userIdByEmail(email);
      if (invitedUserId === null) throw new DomainError('ACCOUNT_NOT_FOUND');
      if (invitedUserId === userId) throw new DomainError('RELATIVE_IS_SELF');
      const invitedPerson = await ownPersonOf(repos.profiles, invitedUserId);
      if (await repos.relatives.isRelative(userId, invitedPerson.id))
        throw new DomainError('RELATIVE_ALREADY_ADDED');
      // removing a pending link and adding it again must not mail the other account again and again
      await deps.limiter.take([
        {
          bucket: `relatives:invite:${tenant.id}:${userId}:${invitedUserId}`,
          limit: RELATIVE_INVITES_PER_DAY,
          windowMs: DAY_MS,
          error: 'RELATIVE_INVITE_LIMIT',
        },
      ]);
      const token = newToken();
      // the pending link and its e-mailed token, or neither
      const relativeId = await tenantTransaction(db, tenant.id, async (tx) => {
        const relatives = createRelativesRepo(tx, tenant.id);
        const id = await relatives.insertPendingLink(userId, invitedPerson.id);
        if (id === null) return null;
        await relatives.insertLinkToken({
          id: tokenHash(token),
          invitedUserId,
          relativeId: id,
          expiresAt: new Date(clock().getTime() + RELATIVE_LINK_TTL_MS),
        });
        return id;
      });
      if (relativeId === null) throw new DomainError('RELATIVE_ALREADY_ADDED');
      const adder = await ownPersonOf(repos.profiles, userId);
      const invitedEmail = (await repos.profiles.userEmail(invitedUserId)) ?? email;
      await deps.mailer.send(
        tenant.id,
        relativeLinkMail({
          to: invitedEmail,
          lang: ctx.language,
          siteName: tenant.name,
          adderName: fullNameOf(adder) || user.fullName,
          adderEmail: user.email,
          url: `${ctx.origin}/MyAccount/Relatives/confirm?token=${encodeURIComponent(token)}`,
        }),
      );
      return view(ctx, await own(ctx, relativeId));
    },

    /** The invited account confirms the link from its mail; only that account can. */
    async confirm(ctx: RequestContext, token: string): Promise<{ ok: true }> {
      const userId = userIdOf(signedInUser(ctx));
      const repo = reposOf(ctx).relatives;
      const row = await repo.linkToken(tokenHash(token));
      const relativeId = Number(row?.payload['relativeId']);
      if (!row || row.userId !== userId || !(await repo.relativeExists(relativeId))) {
        throw new DomainError('TOKEN_INVALID');
      }
      if (row.usedAt) throw new DomainError('TOKEN_USED');
      const now = clock();
      if (row.expiresAt.getTime() <= now.getTime()) throw new DomainError('TOKEN_EXPIRED');
      // the token is used once, and the link it confirms becomes active with it
      const confirmed = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const relatives = createRelativesRepo(tx, ctx.tenant.id);
        return (await relatives.useLinkToken(row.id, now)) && relatives.activateLink(relativeId);
      });
      if (!confirmed) throw new DomainError('TOKEN_USED');
      return { ok: true };
    },
  };
}

export type RelativesService = ReturnType<typeof createRelativesService>;
