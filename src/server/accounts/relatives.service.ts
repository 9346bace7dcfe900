import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '../../shared/constants.js';
import type { Relative } from '../../shared/schemas/account.js';
import type { PersonProfileInput } from '../../shared/schemas/profile.js';
import type { SignedInUser } from '../../shared/schemas/user.js';
import { DomainError } from '../domain-error.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Mailer } from '../mail/mailer.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { relativeLinkMail } from './relative-link-mail.js';
import { fullNameOf, personView, type StoredDocument } from './person-view.js';
import type { ProfileRepo } from './profile.repo.js';
import { userIdOf } from './profile.service.js';
import type { RelativeRow, RelativesRepo } from './relatives.repo.js';

/** How long the e-mailed link to confirm a relative works. */
export const RELATIVE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Account look-ups (adding a relative by e-mail) per user per day. */
export const RELATIVE_LOOKUPS_PER_DAY = 20;
/** Invitation mails from one user to one account per day. */
export const RELATIVE_INVITES_PER_DAY = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

const PENDING_BLANKS = { fullName: '', birthDate: null, gender: null, profile: null } as const;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

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

export interface LinkContext {
  /** Scheme and host of the request, for the link in the mail. */
  origin: string;
  lang: Language;
}

/** The family group: created relatives with a full profile, and other accounts linked by e-mail. */
export function createRelativesService(
  deps: { relatives: RelativesRepo; profiles: ProfileRepo; mailer: Mailer; limiter: RateLimiter },
  clock: () => Date = () => new Date(),
) {
  const { relatives: repo, profiles } = deps;

  async function view(tenantId: number, row: RelativeRow): Promise<Relative> {
    const docs =
      row.kind === 'created'
        ? await profiles.documentsOf(tenantId, [row.person.id])
        : new Map<number, StoredDocument[]>();
    return relativeView(row, docs.get(row.person.id) ?? []);
  }

  async function own(tenant: Tenant, user: SignedInUser, relativeId: number): Promise<RelativeRow> {
    const row = await repo.byId(tenant.id, userIdOf(user), relativeId);
    if (!row) throw new DomainError('NOT_FOUND');
    return row;
  }

  return {
    async list(tenant: Tenant, user: SignedInUser): Promise<{ items: Relative[] }> {
      const rows = await repo.list(tenant.id, userIdOf(user));
      const docs = await profiles.documentsOf(
        tenant.id,
        rows.filter((r) => r.kind === 'created').map((r) => r.person.id),
      );
      return {
        items: rows.map((row) => relativeView(row, docs.get(row.person.id) ?? [])),
      };
    },

    async create(tenant: Tenant, user: SignedInUser, input: PersonProfileInput): Promise<Relative> {
      const id = await profiles.createRelativePerson(tenant.id, userIdOf(user), input);
      return view(tenant.id, await own(tenant, user, id));
    },

    /** Only relatives the holder created are editable; a linked account keeps its own profile. */
    async update(tenant: Tenant, user: SignedInUser, relativeId: number, input: PersonProfileInput) {
      const row = await own(tenant, user, relativeId);
      if (row.kind !== 'created') throw new DomainError('FORBIDDEN');
      await profiles.updatePerson(tenant.id, row.person.id, input);
      return view(tenant.id, await own(tenant, user, relativeId));
    },

    async remove(tenant: Tenant, user: SignedInUser, relativeId: number): Promise<void> {
      const row = await own(tenant, user, relativeId);
      await repo.remove(tenant.id, userIdOf(user), row);
    },

    /** Links another account of the same tenant by e-mail; it becomes active when that account confirms. */
    async link(tenant: Tenant, user: SignedInUser, email: string, context: LinkContext): Promise<Relative> {
      const userId = userIdOf(user);
      await deps.limiter.take([
        {
          bucket: `relatives:lookup:${tenant.id}:${userId}`,
          limit: RELATIVE_LOOKUPS_PER_DAY,
          windowMs: DAY_MS,
          error: 'RELATIVE_LOOKUP_LIMIT',
        },
      ]);
      const invitedUserId = await repo.userIdByEmail(tenant.id, email);
      if (invitedUserId === null) throw new DomainError('ACCOUNT_NOT_FOUND');
      if (invitedUserId === userId) throw new DomainError('RELATIVE_IS_SELF');
      const invitedPerson = await profiles.ownPerson(tenant.id, invitedUserId);
      if (await repo.isRelative(tenant.id, userId, invitedPerson.id))
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
      const token = randomBytes(32).toString('base64url');
      const relativeId = await repo.insertPendingLink(tenant.id, userId, invitedPerson.id, invitedUserId, {
        id: sha256(token),
        expiresAt: new Date(clock().getTime() + RELATIVE_LINK_TTL_MS),
      });
      if (relativeId === null) throw new DomainError('RELATIVE_ALREADY_ADDED');
      const adder = await profiles.ownPerson(tenant.id, userId);
      const invitedEmail = (await profiles.userEmail(tenant.id, invitedUserId)) ?? email;
      await deps.mailer.send(
        tenant.id,
        relativeLinkMail({
          to: invitedEmail,
          lang: context.lang,
          siteName: tenant.name,
          adderName: fullNameOf(adder) || user.fullName,
          adderEmail: user.email,
          url: `${context.origin}/MyAccount/Relatives/confirm?token=${encodeURIComponent(token)}`,
        }),
      );
      return view(tenant.id, await own(tenant, user, relativeId));
    },

    /** The invited account confirms the link from its mail; only that account can. */
    async confirm(tenant: Tenant, user: SignedInUser, token: string): Promise<{ ok: true }> {
      const row = await repo.linkToken(tenant.id, sha256(token));
      const relativeId = Number(row?.payload['relativeId']);
      if (!row || row.userId !== userIdOf(user) || !(await repo.relativeExists(tenant.id, relativeId))) {
        throw new DomainError('TOKEN_INVALID');
      }
      if (row.usedAt) throw new DomainError('TOKEN_USED');
      if (row.expiresAt.getTime() <= clock().getTime()) throw new DomainError('TOKEN_EXPIRED');
      if (!(await repo.confirmLink(tenant.id, row.id, relativeId))) throw new DomainError('TOKEN_USED');
      return { ok: true };
    },
  };
}

export type RelativesService = ReturnType<typeof createRelativesService>;
