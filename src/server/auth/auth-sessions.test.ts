import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema.js';
import { createTestApp, useTestApp } from '../test/test-app.js';
import {
  EN,
  PASSWORD,
  createAccount,
  currentUser,
  login,
  post,
  sessionCookieOf,
  uniqueEmail,
} from './auth-test-helpers.js';
import { tokenHash } from './sessions.js';

describe('sign-in and sessions', () => {
  const ctx = useTestApp();

  const userIdOf = async (email: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

  it('signs in with the right password only', async () => {
    const email = uniqueEmail();
    await createAccount(ctx.app, email);

    const wrong = await login(ctx.app, email, 'wrong password', { cookie: EN });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Wrong email or password.' });
    expect(wrong.cookies).toEqual([]);

    const unknown = await login(ctx.app, uniqueEmail('nobody'), PASSWORD, { cookie: EN });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());

    const right = await login(ctx.app, `  ${email.toUpperCase()} `);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ returnUrl: '/' });
    expect(await currentUser(ctx.app, { cookie: sessionCookieOf(right) })).toMatchObject({
      isAuthorized: true,
      email,
      fullName: 'Anna Petrova',
    });
  });

  it('follows returnUrl only to our own hosts', async () => {
    const email = uniqueEmail();
    await createAccount(ctx.app, email);
    const answer = async (returnUrl: string) =>
      (await post(ctx.app, '/api/auth/login', { email, password: PASSWORD, returnUrl })).json().returnUrl;
    expect(await answer('/MyAccount/Orders')).toBe('/MyAccount/Orders');
    expect(await answer('http://pionercup.localhost:3000/spring/5k/register')).toBe(
      'http://pionercup.localhost:3000/spring/5k/register',
    );
    for (const hostile of [
      '//evil.com',
      '/\\evil.com',
      'https://evil.com',
      'javascript:alert(1)',
      'https://localhost.evil.com',
      '/%2F%2Fevil.com',
    ]) {
      expect(await answer(hostile), hostile).toBe('/');
    }
  });

  it('gives a new session at sign-in: a cookie planted before is not the session after (fixation)', async () => {
    const email = uniqueEmail();
    const victimSession = await createAccount(ctx.app, email);
    const other = uniqueEmail();
    const planted = await createAccount(ctx.app, other);

    const res = await login(ctx.app, email, PASSWORD, { cookie: planted });
    const fresh = sessionCookieOf(res);
    expect(fresh).not.toBe(planted);
    expect(fresh).not.toBe(victimSession);
    // the planted cookie's session ended; the new one is the victim's own
    expect(await currentUser(ctx.app, { cookie: planted })).toEqual({ isAuthorized: false });
    expect(await currentUser(ctx.app, { cookie: fresh })).toMatchObject({ email });
    const stored = await ctx.database.db.select({ id: sessions.id }).from(sessions);
    expect(stored.map((s) => s.id)).toContain(tokenHash(fresh.split('=')[1]!));
    expect(stored.map((s) => s.id)).not.toContain(fresh.split('=')[1]);
  });

  it('treats an expired session as a visitor and deletes it', async () => {
    const email = uniqueEmail();
    const cookie = await createAccount(ctx.app, email);
    const id = tokenHash(cookie.split('=')[1]!);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    expect(await currentUser(ctx.app, { cookie })).toEqual({ isAuthorized: false });
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
  });

  it('refreshes lastSeenAt at most every 10 minutes', async () => {
    const cookie = await createAccount(ctx.app, uniqueEmail());
    const id = tokenHash(cookie.split('=')[1]!);
    const lastSeen = async () =>
      (await ctx.database.db.select().from(sessions).where(eq(sessions.id, id)))[0]!.lastSeenAt.getTime();
    const recent = new Date(Date.now() - 5 * 60 * 1000);
    await ctx.database.db.update(sessions).set({ lastSeenAt: recent }).where(eq(sessions.id, id));
    await currentUser(ctx.app, { cookie });
    expect(await lastSeen()).toBe(recent.getTime());
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(sessions.id, id));
    await currentUser(ctx.app, { cookie });
    expect(Date.now() - (await lastSeen())).toBeLessThan(60_000);
  });

  it('signs out: the session is deleted and the cookie cleared', async () => {
    const cookie = await createAccount(ctx.app, uniqueEmail());
    const res = await post(ctx.app, '/api/auth/logout', undefined, { cookie });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'sl_session');
    expect(cleared?.value).toBe('');
    expect(await currentUser(ctx.app, { cookie })).toEqual({ isAuthorized: false });
  });

  it('signs out of every device', async () => {
    const email = uniqueEmail();
    const first = await createAccount(ctx.app, email);
    const second = sessionCookieOf(await login(ctx.app, email));
    const bystander = await createAccount(ctx.app, uniqueEmail());

    const res = await post(ctx.app, '/api/auth/logout-all', undefined, { cookie: second });
    expect(res.statusCode).toBe(204);
    expect(await currentUser(ctx.app, { cookie: first })).toEqual({ isAuthorized: false });
    expect(await currentUser(ctx.app, { cookie: second })).toEqual({ isAuthorized: false });
    expect(await currentUser(ctx.app, { cookie: bystander })).toMatchObject({ isAuthorized: true });
    const left = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, await userIdOf(email)));
    expect(left).toEqual([]);

    const visitor = await post(ctx.app, '/api/auth/logout-all', undefined, { cookie: EN });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('UNAUTHORIZED');
  });

  it('keeps accounts per tenant: tenant A’s cookie is a visitor on tenant B’s host', async () => {
    const email = uniqueEmail();
    const cookie = await createAccount(ctx.app, email);
    expect(await currentUser(ctx.app, { cookie, host: 'pionercup.localhost' })).toEqual({
      isAuthorized: false,
    });
    expect(await currentUser(ctx.app, { cookie, host: 'localhost' })).toMatchObject({ isAuthorized: true });
    // the account does not exist on the other tenant
    expect((await login(ctx.app, email, PASSWORD, { host: 'pionercup.localhost' })).statusCode).toBe(401);
    // and the same address can hold a separate account there
    const there = await createAccount(ctx.app, email, { host: 'pionercup.localhost', firstName: 'Olga' });
    expect(await currentUser(ctx.app, { cookie: there, host: 'pionercup.localhost' })).toMatchObject({
      fullName: 'Olga Petrova',
    });
    expect(await currentUser(ctx.app, { cookie: there, host: 'localhost' })).toEqual({ isAuthorized: false });
  });

  it('uses a Secure __Host- cookie on https', async () => {
    const secureApp = await createTestApp(ctx.database, { trustProxy: ['127.0.0.1'] });
    try {
      const email = uniqueEmail();
      await createAccount(ctx.app, email);
      const https = { host: 'localhost', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'localhost' };
      const res = await secureApp.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...https, 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === '__Host-sl_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.domain).toBeUndefined();
      const me = await secureApp.inject({
        url: '/api/users/getCurrent',
        headers: { ...https, cookie: `__Host-sl_session=${cookie?.value}` },
      });
      expect(me.json()).toMatchObject({ isAuthorized: true, email });
      // the unprefixed name does not count on https
      const plain = await secureApp.inject({
        url: '/api/users/getCurrent',
        headers: { ...https, cookie: `sl_session=${cookie?.value}` },
      });
      expect(plain.json()).toEqual({ isAuthorized: false });
    } finally {
      await secureApp.close();
    }
  });
});
