import { randomBytes } from 'node:crypto';
import type { SignInRequest, SignUpRequest } from '../../shared/schemas/auth.js';
import type { Db } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import type { EmailTokenPurpose } from '../db/schema.js';
import { DomainError } from '../domain-error.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
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
  const repoOf = (ctx: RequestContext) => createAuthRepo(db, ctx.tenant.id);
  const clock = deps.clock ?? (() => new Date());
  const background = new Set<Promise<void>>();
  let dummyHash: Promise<string> | null = null;

  /** Unknown e-mails cost the same argon2 verification as wrong passwords. */
  const verifyAgainstDummy = async (password: string) => {
    dummyHash ??= passwords.hash(randomBytes(16).toString('hex'));
    await passwords.verify(await dummyHash, password);
  };

  const returnUrlOf = async (raw: string | undefined) => safeReturnUrl(raw, await deps.tenantHosts());

  const mailContext = (ctx: RequestContext): MailContext => ({
    lang: ctx.language,
    siteName: ctx.tenant.name,
    origin: ctx.origin,
  });

  /**
   * Work whose outcome the answer must not reveal (does the account exist? is it confirmed?) runs after
   * the answer, so the answer takes as long either way. Every mail is in the outbox once it settles.
   */
  function inBackground(ctx: RequestContext, work: () => Promise<void>): void {
    const schedule = deps.schedule ?? ((start: () => void) => start());
    const running: Promise<void> = new Promise<void>((start) => schedule(start))
      .then(work)
      .catch((err: unknown) => ctx.log.error({ err }, 'background auth work failed'))
      .finally(() => background.delete(running));
    background.add(running);
  }

  const send = (ctx: RequestContext, mail: Mail) => mailer.send(ctx.tenant.id, mail);

  async function issueToken(
    ctx: RequestContext,
    userId: number,
    purpose: EmailTokenPurpose,
    ttlMs: number,
    payload: Record<string, string> = {},
  ): Promise<string> {
    const token = newToken();
    await repoOf(ctx).insertToken({
      id: tokenHash(token),
      userId,
      purpose,
      payload,
      expiresAt: new Date(clock().getTime() + ttlMs),
    });
    return token;
  }

  /** Why a token cannot be used: TOKEN_INVALID (unknown), TOKEN_USED or TOKEN_EXPIRED. */
  async function tokenError(
    ctx: RequestContext,
    purpose: EmailTokenPurpose,
    id: string,
  ): Promise<DomainError> {
    const found = await repoOf(ctx).findToken(purpose, id);
    if (!found) return new DomainError('TOKEN_INVALID');
    return new DomainError(found.usedAt ? 'TOKEN_USED' : 'TOKEN_EXPIRED');
  }

  /** Uses a token once, or throws why it cannot be used. */
  async function consumeToken(ctx: RequestContext, purpose: EmailTokenPurpose, token: string) {
    const id = tokenHash(token);
    const used = await repoOf(ctx).useToken(purpose, id, clock());
    if (used) return used;
    throw await tokenError(ctx, purpose, id);
  }

  async function startSession(ctx: RequestContext, userId: number, previousToken: string | undefined) {
    // rotation: whatever session the incoming cookie had ends; the new one has a fresh token
    await sessions.end(ctx.tenant.id, previousToken);
    return sessions.create(ctx.tenant.id, userId, { userAgent: ctx.userAgent, ip: ctx.ip });
  }

  return {
    /** Always succeeds from the caller's view: an existing address gets a mail saying so. */
    async signUp(ctx: RequestContext, input: SignUpRequest): Promise<void> {
      await limits.mailRequested(ctx.tenant.id, input.email, ctx.ip);
      const passwordHash = await passwords.hash(input.password);
      const returnUrl = await returnUrlOf(input.returnUrl);
      inBackground(ctx, async () => {
        // the account and its own person row, or neither
        const user = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
          const repo = createAuthRepo(tx, ctx.tenant.id);
          const inserted = await repo.insertUser({ email: input.email, passwordHash });
          if (inserted) {
            await repo.insertOwnPerson(inserted.id, { firstName: input.firstName, lastName: input.lastName });
          }
          return inserted;
        });
        if (!user) {
          await send(ctx, alreadyRegisteredMail(input.email, mailContext(ctx)));
          return;
        }
        const token = await issueToken(ctx, user.id, 'confirm-email', CONFIRM_EMAIL_TTL_MS, { returnUrl });
        await send(ctx, confirmEmailMail(input.email, mailContext(ctx), token));
      });
    },

    async confirmEmail(ctx: RequestContext, token: string, previousSession?: string): Promise<SignedIn> {
      const used = await consumeToken(ctx, 'confirm-email', token);
      await repoOf(ctx).confirmEmail(used.userId, clock());
      const returnUrl = await returnUrlOf(String(used.payload['returnUrl'] ?? '/'));
      return { returnUrl, sessionToken: await startSession(ctx, used.userId, previousSession) };
    },

    async resendConfirmation(ctx: RequestContext, email: string): Promise<void> {
      await limits.mailRequested(ctx.tenant.id, email, ctx.ip);
      inBackground(ctx, async () => {
        const user = await repoOf(ctx).findUserByEmail(email);
        if (!user || user.emailConfirmedAt) return;
        const token = await issueToken(ctx, user.id, 'confirm-email', CONFIRM_EMAIL_TTL_MS, {
          returnUrl: '/',
        });
        await send(ctx, confirmEmailMail(email, mailContext(ctx), token));
      });
    },

    async signIn(ctx: RequestContext, input: SignInRequest, previousSession?: string): Promise<SignedIn> {
      const tenantId = ctx.tenant.id;
      const attempt = await limits.reserve(tenantId, input.email, ctx.ip);
      const user = await repoOf(ctx).findUserByEmail(input.email);
      const valid = user ? await passwords.verify(user.passwordHash, input.password) : false;
      if (!user) await verifyAgainstDummy(input.password);
      if (!user || !valid) throw new DomainError('INVALID_CREDENTIALS');
      await limits.succeeded(tenantId, input.email, ctx.ip, attempt);
      if (!user.emailConfirmedAt) throw new DomainError('EMAIL_NOT_CONFIRMED');
      const returnUrl = await returnUrlOf(input.returnUrl);
      return { returnUrl, sessionToken: await startSession(ctx, user.id, previousSession) };
    },

    async signOut(ctx: RequestContext, sessionToken: string | undefined): Promise<void> {
      await sessions.end(ctx.tenant.id, sessionToken);
    },

    /** Ends every session of the signed-in account (a visitor is UNAUTHORIZED). */
    async signOutEverywhere(ctx: RequestContext): Promise<void> {
      await sessions.endAllOfUser(ctx.tenant.id, userIdOf(signedInUser(ctx)));
    },

    /** Always succeeds from the caller's view, as fast either way; only an existing account gets a mail. */
    async forgotPassword(ctx: RequestContext, email: string): Promise<void> {
      await limits.mailRequested(ctx.tenant.id, email, ctx.ip);
      inBackground(ctx, async () => {
        const user = await repoOf(ctx).findUserByEmail(email);
        if (!user) return;
        const token = await issueToken(ctx, user.id, 'reset-password', RESET_PASSWORD_TTL_MS);
        await send(ctx, resetPasswordMail(email, mailContext(ctx), token));
      });
    },

    /**
     * Sets the new password, ends every other reset link and every session of the account, all in one
     * transaction, then starts a new session.
     */
    async resetPassword(
      ctx: RequestContext,
      input: { token: string; password: string },
      previousSession?: string,
    ): Promise<SignedIn> {
      const tenantId = ctx.tenant.id;
      const id = tokenHash(input.token);
      const found = await repoOf(ctx).findToken('reset-password', id);
      if (!found || found.usedAt || found.expiresAt.getTime() <= clock().getTime()) {
        throw await tokenError(ctx, 'reset-password', id);
      }
      const passwordHash = await passwords.hash(input.password);
      const userId = await tenantTransaction(db, tenantId, async (tx) => {
        const repo = createAuthRepo(tx, tenantId);
        const now = clock();
        const used = await repo.useToken('reset-password', id, now);
        if (!used) return null;
        await repo.setPasswordHash(used.userId, passwordHash);
        // the link proved the mailbox, as a confirmation link would
        await repo.confirmEmail(used.userId, now);
        await repo.endOutstandingTokens(used.userId, 'reset-password', now);
        await createSessionsRepo(tx, tenantId).deleteAllOfUser(used.userId);
        return used.userId;
      });
      if (userId === null) throw await tokenError(ctx, 'reset-password', id);
      return { returnUrl: '/', sessionToken: await startSession(ctx, userId, previousSession) };
    },

    /** Mails a sign-in link to a slowed or locked account; answers the same whether it exists or not. */
    async requestUnlock(ctx: RequestContext, email: string): Promise<void> {
      await limits.mailRequested(ctx.tenant.id, email, ctx.ip);
      inBackground(ctx, async () => {
        const user = await repoOf(ctx).findUserByEmail(email);
        if (!user) return;
        const token = await issueToken(ctx, user.id, 'unlock-sign-in', UNLOCK_SIGN_IN_TTL_MS, { email });
        await send(ctx, unlockSignInMail(email, mailContext(ctx), token));
      });
    },

    /** The link from that mail: forgets the account's failed sign-ins and signs its owner in. */
    async unlock(ctx: RequestContext, token: string, previousSession?: string): Promise<SignedIn> {
      const used = await consumeToken(ctx, 'unlock-sign-in', token);
      await limits.unlock(ctx.tenant.id, String(used.payload['email'] ?? ''));
      await repoOf(ctx).confirmEmail(used.userId, clock());
      return { returnUrl: '/', sessionToken: await startSession(ctx, used.userId, previousSession) };
    },

    /** Waits for work still running after its answer (app shutdown, tests). */
    async drainMail(): Promise<void> {
      await Promise.all([...background]);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
