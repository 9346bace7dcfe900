import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { createSessionsRepo, type SessionWithUser } from './sessions.repo.js';

export const SESSION_COOKIE = 'sl_session';
/** On https the cookie is `__Host-` prefixed: Secure, Path=/, no Domain, so no subdomain can plant it. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often per session. */
export const SESSION_TOUCH_INTERVAL_MS = 10 * 60 * 1000;

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** SHA-256 (hex) of a token: what the database keeps instead of the token itself. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface SessionClient {
  userAgent: string;
  ip: string;
}

/** Session rules on top of the repository: opaque tokens, 30-day expiry, throttled lastSeenAt. */
export function createSessions(db: Db, clock: () => Date = () => new Date()) {
  return {
    /** Starts a session; the answer is the token for the cookie. */
    async create(tenantId: TenantId, userId: number, client: SessionClient): Promise<string> {
      const token = newToken();
      await createSessionsRepo(db, tenantId).insert({
        id: tokenHash(token),
        userId,
        expiresAt: new Date(clock().getTime() + SESSION_TTL_MS),
        userAgent: client.userAgent.slice(0, 500),
        ip: client.ip,
      });
      return token;
    },

    /** The live session of a cookie token on this tenant; an expired one is deleted and is no session. */
    async lookup(tenantId: TenantId, token: string | undefined): Promise<SessionWithUser | null> {
      if (!token || !TOKEN_SHAPE.test(token)) return null;
      const repo = createSessionsRepo(db, tenantId);
      const id = tokenHash(token);
      const found = await repo.findWithUser(id);
      if (!found) return null;
      const now = clock();
      if (found.session.expiresAt.getTime() <= now.getTime()) {
        await repo.delete(id);
        return null;
      }
      if (now.getTime() - found.session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        await repo.touch(id, now);
      }
      return found;
    },

    async end(tenantId: TenantId, token: string | undefined): Promise<void> {
      if (token && TOKEN_SHAPE.test(token)) await createSessionsRepo(db, tenantId).delete(tokenHash(token));
    },

    async endAllOfUser(tenantId: TenantId, userId: number): Promise<void> {
      await createSessionsRepo(db, tenantId).deleteAllOfUser(userId);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
