import { randomBytes } from 'node:crypto';
import type { Language } from '../../shared/constants.js';
import type { SignInRequest, SignUpRequest } from '../../shared/schemas/auth.js';
import type { EmailTokenPurpose } from '../db/schema.js';
import { DomainError } from '../domain-error.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import type { Tenant } from '../tenants/tenants.service.js';
import {
  alreadyRegisteredMail,
  confirmEmailMail,
  resetPasswordMail,
  type MailContext,
} from './auth-mails.js';
import type { AuthRepo } from './auth.repo.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { SignInLimits } from './rate-limit.js';
import { safeReturnUrl } from './return-url.js';
import { newToken, tokenHash, type Sessions } from './sessions.js';

export const CONFIRM_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;

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
  repo: AuthRepo;
  sessions: Sessions;
  limits: SignInLimits;
  mailer: Mailer;
  /** Host names of every tenant: returnUrl may only lead there. */
  tenantHosts: () => Promise<string[]>;
  clock?: () => Date;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, sessions, limits, mailer } = deps;
  const clock = deps.clock ?? (() => new Date());
  const pendingMail = new Set<Promise<void>>();
  let dummyHash: Promise<string> | null = null;

  /** Unknown e-mails cost the same argon2 verification as wrong passwords. */
  const verifyAgainstDummy = async (password: string) => {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(await dummyHash, password);
  };

  const returnUrlOf = async (raw: string | undefined) => safeReturnUrl(raw, await deps.tenantHosts());

  const mailContext = (meta: AuthRequestMeta): MailContext => ({
    lang: meta.lang,
    siteName: meta.tenant.name,
    origin: meta.origin,
  });

  /**
   * Mail goes out in the background: an answer must not take longer (SMTP) when an account exists than
   * when it does not. Every mail is in the outbox table once the send settles.
   */
  function sendInBackground(meta: AuthRequestMeta, mail: Mail): void {
    const sending = mailer
      .send(meta.tenant.id, mail)
      .catch((err: unknown) => meta.log.error({ err }, 'mail not sent'))
      .finally(() => pendingMail.delete(sending));
    pendingMail.add(sending);
  }

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

  /** Uses a token once: TOKEN_INVALID (unknown), TOKEN_USED or TOKEN_EXPIRED otherwise. */
  async function consumeToken(tenantId: number, purpose: EmailTokenPurpose, token: string) {
    const id = tokenHash(token);
    const used = await repo.useToken(tenantId, purpose, id, clock());
    if (used) return used;
    const found = await repo.findToken(tenantId, purpose, id);
    if (!found) throw new DomainError('TOKEN_INVALID');
    throw new DomainError(found.usedAt ? 'TOKEN_USED' : 'TOKEN_EXPIRED');
  }

  async function startSession(meta: AuthRequestMeta, userId: number, previousToken: string | undefined) {
    // rotation: whatever session the incoming cookie had ends; the new one has a fresh token
    await sessions.end(meta.tenant.id, previousToken);
    return sessions.create(meta.tenant.id, userId, { userAgent: meta.userAgent, ip: meta.ip });
  }

  return {
    /** Always succeeds from the caller's view: an existing address gets a mail saying so. */
    async signUp(meta: AuthRequestMeta, input: SignUpRequest): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const existing = await repo.findUserByEmail(meta.tenant.id, input.email);
      const user = existing
        ? null
        : await repo.createUser(meta.tenant.id, {
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
          });
      if (!user) {
        sendInBackground(meta, alreadyRegisteredMail(input.email, mailContext(meta)));
        return;
      }
      const returnUrl = await returnUrlOf(input.returnUrl);
      const token = await issueToken(meta, user.id, 'confirm-email', CONFIRM_EMAIL_TTL_MS, { returnUrl });
      sendInBackground(meta, confirmEmailMail(input.email, mailContext(meta), token));
    },

    async confirmEmail(meta: AuthRequestMeta, token: string, previousSession?: string): Promise<SignedIn> {
      const used = await consumeToken(meta.tenant.id, 'confirm-email', token);
      await repo.confirmEmail(meta.tenant.id, used.userId, clock());
      const returnUrl = await returnUrlOf(String(used.payload['returnUrl'] ?? '/'));
      return { returnUrl, sessionToken: await startSession(meta, used.userId, previousSession) };
    },

    async resendConfirmation(meta: AuthRequestMeta, email: string): Promise<void> {
      const user = await repo.findUserByEmail(meta.tenant.id, email);
      if (!user || user.emailConfirmedAt) return;
      const token = await issueToken(meta, user.id, 'confirm-email', CONFIRM_EMAIL_TTL_MS, {
        returnUrl: '/',
      });
      sendInBackground(meta, confirmEmailMail(email, mailContext(meta), token));
    },

    async signIn(meta: AuthRequestMeta, input: SignInRequest, previousSession?: string): Promise<SignedIn> {
      const tenantId = meta.tenant.id;
      await limits.assertNotLocked(tenantId, input.email, meta.ip);
      const user = await repo.findUserByEmail(tenantId, input.email);
      const valid = user ? await verifyPassword(user.passwordHash, input.password) : false;
      if (!user) await verifyAgainstDummy(input.password);
      if (!user || !valid) {
        await limits.recordFailure(tenantId, input.email, meta.ip);
        throw new DomainError('INVALID_CREDENTIALS');
      }
      await limits.clear(tenantId, input.email);
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

    /** Always succeeds from the caller's view; only an existing account gets a mail. */
    async forgotPassword(meta: AuthRequestMeta, email: string): Promise<void> {
      const user = await repo.findUserByEmail(meta.tenant.id, email);
      if (!user) return;
      const token = await issueToken(meta, user.id, 'reset-password', RESET_PASSWORD_TTL_MS);
      sendInBackground(meta, resetPasswordMail(email, mailContext(meta), token));
    },

    /** Sets the new password, ends every session of the account and starts a new one. */
    async resetPassword(
      meta: AuthRequestMeta,
      input: { token: string; password: string },
      previousSession?: string,
    ): Promise<SignedIn> {
      const tenantId = meta.tenant.id;
      const used = await consumeToken(tenantId, 'reset-password', input.token);
      await repo.setPasswordHash(tenantId, used.userId, await hashPassword(input.password));
      // the link proved the mailbox, as a confirmation link would
      await repo.confirmEmail(tenantId, used.userId, clock());
      await sessions.endAllOfUser(tenantId, used.userId);
      return { returnUrl: '/', sessionToken: await startSession(meta, used.userId, previousSession) };
    },

    /** Waits for mails still being sent (app shutdown, tests). */
    async drainMail(): Promise<void> {
      await Promise.all([...pendingMail]);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
