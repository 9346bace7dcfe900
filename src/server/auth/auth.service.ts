import { randomBytes } from 'node:crypto';
import type { Language } from '../../shared/constants.js';
import type { SignInRequest, SignUpRequest } from '../../shared/schemas/auth.js';
import type { Db } from '../db/client.js';
import type { EmailTokenPurpose } from '../db/schema.js';
import { DomainError } from '../domain-error.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import type { Tenant } from '../tenants/tenants.service.js';
import {
  alreadyRegisteredMail,
  confirmEmailMail,
  resetPasswordMail,
  unlockSignInMail,
  type MailContext,
} from './auth-mails.js';
import { createAuthRepo } from './auth.repo.js';
import type { PasswordHasher } from './passwords.js';
import type { SignInLimits } from './rate-limit.js';
import { safeReturnUrl } from './return-url.js';
import { createSessionsRepo } from './sessions.repo.js';
import { newToken, tokenHash, type Sessions } from './sessions.js';

export const CONFIRM_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;
export const UNLOCK_SIGN_IN_TTL_MS = 60 * 60 * 1000;

/** What the service needs to know about the request it serves. */
export interface AuthRequestMeta {
  tenant: Tenant;
  lang: Language;
  /** `http(s)://host[:port]` of the request, for links in mails. */
  origin: string;
  ip: string;
  userAgent: string;
  log: { error(obj: unknown, msg?: string): void };
}

/** A sign-in's outcome: where to go, and the token of the new session for the cookie. */
export interface SignedIn {
  returnUrl: string;
  sessionToken: string;
}

export interface AuthServiceDeps {
  db: Db;
  sessions: Sessions;
  limits: SignInLimits;
  passwords: PasswordHasher;
  mailer: Mailer;
  /** Host names of every tenant: returnUrl may only lead there. */
  tenantHosts: () => Promise<string[]>;
  clock?: () => Date;
  /** Starts work that runs after the answer; at once by default (tests hold it back). */
  schedule?: (start: () => void) => void;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, sessions, limits, mailer, passwords } = deps;
  const repo = createAuthRepo(db);
  const clock = deps.clock ?? (() => new Date());
  const background = new Set<Promise<void>>();
  let dummyHash: Promise<string> | null = null;

  /** Unknown e-mails cost the same argon2 verification as wrong passwords. */
  const verifyAgainstDummy = async (password: string) => {
    dummyHash ??= passwords.hash(randomBytes(16).toString('hex'));
    await passwords.verify(await dummyHash, password);
  };

  const returnUrlOf = async (raw: string | undefined) => safeReturnUrl(raw, await deps.tenantHosts());

  const mailContext = (meta: AuthRequestMeta): MailContext => ({
    lang: meta.lang,
    siteName: meta.tenant.name,
    origin: meta.origin,
  });

  /**
   * Work whose outcome the answer must not reveal (does the account exist? is it confirmed?) runs after
   * the answer, so the answer takes as long either way. Every mail is in the outbox once it settles.
   */
  function inBackground(meta: AuthRequestMeta, work: () => Promise<void>): void {
    const schedule = deps.schedule ?? ((start: () => void) => start());
    const running: Promise<void> = new Promise<void>((start) => schedule(start))
      .then(work)
      .catch((err: unknown) => meta.log.error({ err }, 'background auth work failed'))
      .finally(() => background.delete(running));
    background.add(running);
  }

  const send = (meta: AuthRequestMeta, mail: Mail) => mailer.send(meta.tenant.id, mail);

  async function issueToken(
    meta: AuthRequestMeta,
    userId: number,
    purpose: EmailTokenPurpose,
    ttlMs: number,
    payload: Record<string, string> = {},
  ): Promise<string> {
    const token = newToken();
    await repo.insertToken(meta.tenant.id, {
      id: tokenHash(token),
      userId,
      purpose,
      payload,
      expiresAt: new Date(clock().getTime() + ttlMs),
    });
    return token;
  }

  /** Why a token cannot be used: TOKEN_INVALID (unknown), TOKEN_USED or TOKEN_EXPIRED. */
  async function tokenError(tenantId: number, purpose: EmailTokenPurpose, id: string): Promise<DomainError> {
    const found = await repo.findToken(tenantId, purpose, id);
    if (!found) return new DomainError('TOKEN_INVALID');
    return new DomainError(found.usedAt ? 'TOKEN_USED' : 'TOKEN_EXPIRED');
  }

  /** Uses a token once, or throws why it cannot be used. */
  async function consumeToken(tenantId: number, purpose: EmailTokenPurpose, token: string) {
    const id = tokenHash(token);
    const used = await repo.useToken(tenantId, purpose, id, clock());
    if (used) return used;
    throw await tokenError(tenantId, purpose, id);
  }

  async function startSession(meta: AuthRequestMeta, userId: number, previousToken: string | undefined) {
    // rotation: whatever session the incoming cookie had ends; the new one has a fresh token
    await sessions.end(meta.tenant.id, previousToken);
    return sessions.create(meta.tenant.id, userId, { userAgent: meta.userAgent, ip: meta.ip });
  }

  return {
    /** Always succeeds from the caller's view: an existing address gets a mail saying so. */
    async signUp(meta: AuthRequestMeta, input: SignUpRequest): Promise<void> {
      await limits.mailRequested(meta.tenant.id, input.email, meta.ip);
      const passwordHash = await passwords.hash(input.password);
      const returnUrl = await returnUrlOf(input.returnUrl);
      inBackground(meta, async () => {
        const user = await repo.createUser(meta.tenant.id, {
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
        });
        if (!user) {
          await send(meta, alreadyRegisteredMail(input.email, mailContext(meta)));
          return;
        }
        const token = await issueToken(meta, user.id, 'confirm-email', CONFIRM_EMAIL_TTL_MS, { returnUrl });
        await send(meta, confirmEmailMail(input.email, mailContext(meta), token));
      });
    },

    async confirmEmail(meta: AuthRequestMeta, token: string, previousSession?: string): Promise<SignedIn> {
      const used = await consumeToken(meta.tenant.id, 'confirm-email', token);
      await repo.confirmEmail(meta.tenant.id, used.userId, clock());
      const returnUrl = await returnUrlOf(String(used.payload['returnUrl'] ?? '/'));
      return { returnUrl, sessionToken: await startSession(meta, used.userId, previousSession) };
    },

    async resendConfirmation(meta: AuthRequestMeta, email: string): Promise<void> {
      await limits.mailRequested(meta.tenant.id, email, meta.ip);
      inBackground(meta, async () => {
        const user = await repo.findUserByEmail(meta.tenant.id, email);
        if (!user || user.emailConfirmedAt) return;
        const token = await issueToken(meta, user.id, 'confirm-email', CONFIRM_EMAIL_TTL_MS, {
          returnUrl: '/',
        });
        await send(meta, confirmEmailMail(email, mailContext(meta), token));
      });
    },

    async signIn(meta: AuthRequestMeta, input: SignInRequest, previousSession?: string): Promise<SignedIn> {
      const tenantId = meta.tenant.id;
      const attempt = await limits.reserve(tenantId, input.email, meta.ip);
      const user = await repo.findUserByEmail(tenantId, input.email);
      const valid = user ? await passwords.verify(user.passwordHash, input.password) : false;
      if (!user) await verifyAgainstDummy(input.password);
      if (!user || !valid) throw new DomainError('INVALID_CREDENTIALS');
      await limits.succeeded(tenantId, input.email, meta.ip, attempt);
      if (!user.emailConfirmedAt) throw new DomainError('EMAIL_NOT_CONFIRMED');
      const returnUrl = await returnUrlOf(input.returnUrl);
      return { returnUrl, sessionToken: await startSession(meta, user.id, previousSession) };
    },

    async signOut(meta: AuthRequestMeta, sessionToken: string | undefined): Promise<void> {
      await sessions.end(meta.tenant.id, sessionToken);
    },

    async signOutEverywhere(meta: AuthRequestMeta, userId: number): Promise<void> {
      await sessions.endAllOfUser(meta.tenant.id, userId);
    },

    /** Always succeeds from the caller's view, as fast either way; only an existing account gets a mail. */
    async forgotPassword(meta: AuthRequestMeta, email: string): Promise<void> {
      await limits.mailRequested(meta.tenant.id, email, meta.ip);
      inBackground(meta, async () => {
        const user = await repo.findUserByEmail(meta.tenant.id, email);
        if (!user) return;
        const token = await issueToken(meta, user.id, 'reset-password', RESET_PASSWORD_TTL_MS);
        await send(meta, resetPasswordMail(email, mailContext(meta), token));
      });
    },

    /**
     * Sets the new password, ends every other reset link and every session of the account, all in one
     * transaction, then starts a new session.
     */
    async resetPassword(
      meta: AuthRequestMeta,
      input: { token: string; password: string },
      previousSession?: string,
    ): Promise<SignedIn> {
      const tenantId = meta.tenant.id;
      const id = tokenHash(input.token);
      const found = await repo.findToken(tenantId, 'reset-password', id);
      if (!found || found.usedAt || found.expiresAt.getTime() <= clock().getTime()) {
        throw await tokenError(tenantId, 'reset-password', id);
      }
      const passwordHash = await passwords.hash(input.password);
      const userId = await db.transaction(async (tx) => {
        const txRepo = createAuthRepo(tx as unknown as Db);
        const now = clock();
        const used = await txRepo.useToken(tenantId, 'reset-password', id, now);
        if (!used) return null;
        await txRepo.setPasswordHash(tenantId, used.userId, passwordHash);
        // the link proved the mailbox, as a confirmation link would
        await txRepo.confirmEmail(tenantId, used.userId, now);
        await txRepo.endOutstandingTokens(tenantId, used.userId, 'reset-password', now);
        await createSessionsRepo(tx as unknown as Db).deleteAllOfUser(tenantId, used.userId);
        return used.userId;
      });
      if (userId === null) throw await tokenError(tenantId, 'reset-password', id);
      return { returnUrl: '/', sessionToken: await startSession(meta, userId, previousSession) };
    },

    /** Mails a sign-in link to a slowed or locked account; answers the same whether it exists or not. */
    async requestUnlock(meta: AuthRequestMeta, email: string): Promise<void> {
      await limits.mailRequested(meta.tenant.id, email, meta.ip);
      inBackground(meta, async () => {
        const user = await repo.findUserByEmail(meta.tenant.id, email);
        if (!user) return;
        const token = await issueToken(meta, user.id, 'unlock-sign-in', UNLOCK_SIGN_IN_TTL_MS, { email });
        await send(meta, unlockSignInMail(email, mailContext(meta), token));
      });
    },

    /** The link from that mail: forgets the account's failed sign-ins and signs its owner in. */
    async unlock(meta: AuthRequestMeta, token: string, previousSession?: string): Promise<SignedIn> {
      const used = await consumeToken(meta.tenant.id, 'unlock-sign-in', token);
      await limits.unlock(meta.tenant.id, String(used.payload['email'] ?? ''));
      await repo.confirmEmail(meta.tenant.id, used.userId, clock());
      return { returnUrl: '/', sessionToken: await startSession(meta, used.userId, previousSession) };
    },

    /** Waits for work still running after its answer (app shutdown, tests). */
    async drainMail(): Promise<void> {
      await Promise.all([...background]);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
