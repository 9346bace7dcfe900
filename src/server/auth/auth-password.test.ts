import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, users } from '../db/schema.js';
import { useTestApp } from '../test/test-app.js';
import {
  EN,
  PASSWORD,
  RU,
  createAccount,
  currentUser,
  login,
  outbox,
  post,
  sessionCookieOf,
  tokenIn,
  uniqueEmail,
  waitForMail,
} from './auth-test-helpers.js';

const NEW_PASSWORD = 'a brand new secret';

describe('password reset', () => {
  const ctx = useTestApp();

  const forgot = (email: string, cookie = EN) =>
    post(ctx.app, '/api/auth/password/forgot', { email }, { cookie });

  async function resetToken(email: string, mailsBefore: number): Promise<string> {
    await forgot(email);
    return tokenIn(await waitForMail(ctx.app, email, 'localhost', mailsBefore + 1), '/password/reset');
  }

  it('mails a link that sets a new password, ends every session and signs in', async () => {
    const email = uniqueEmail();
    const firstDevice = await createAccount(ctx.app, email);
    const secondDevice = sessionCookieOf(await login(ctx.app, email));

    const answer = await forgot(email, RU);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
    const mail = await waitForMail(ctx.app, email, 'localhost', 2);
    expect(mail.subject).toBe('Startline: восстановление пароля');
    expect(mail.text).toContain('действует 1 час');
    const token = tokenIn(mail, '/password/reset');

    const reset = await post(ctx.app, '/api/auth/password/reset', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ returnUrl: '/' });
    const fresh = sessionCookieOf(reset);
    expect(await currentUser(ctx.app, { cookie: fresh })).toMatchObject({ isAuthorized: true, email });
    expect(await currentUser(ctx.app, { cookie: firstDevice })).toEqual({ isAuthorized: false });
    expect(await currentUser(ctx.app, { cookie: secondDevice })).toEqual({ isAuthorized: false });

    expect((await login(ctx.app, email, PASSWORD)).statusCode).toBe(401);
    expect((await login(ctx.app, email, NEW_PASSWORD)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
  });

  it('says when a reset link was used already or has expired', async () => {
    const email = uniqueEmail();
    await createAccount(ctx.app, email);
    const token = await resetToken(email, 1);
    expect(
      (await post(ctx.app, '/api/auth/password/reset', { token, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);

    const again = await post(
      ctx.app,
      '/api/auth/password/reset',
      { token, password: 'yet another one' },
      { cookie: EN },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ code: 'TOKEN_USED', message: 'This link has already been used.' });
    expect((await login(ctx.app, email, 'yet another one')).statusCode).toBe(401);

    const second = await resetToken(email, 2);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    await ctx.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailTokens.userId, user!.id), eq(emailTokens.purpose, 'reset-password')));
    const expired = await post(
      ctx.app,
      '/api/auth/password/reset',
      { token: second, password: 'yet another one' },
      { cookie: EN },
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toEqual({
      code: 'TOKEN_EXPIRED',
      message: 'This link has expired. Please ask for a new one.',
    });
    expect((await login(ctx.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every older reset link once one of them is used', async () => {
    const email = uniqueEmail();
    await createAccount(ctx.app, email);
    const older = await resetToken(email, 1);
    const newer = await resetToken(email, 2);
    expect(
      (await post(ctx.app, '/api/auth/password/reset', { token: newer, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    const stale = await post(
      ctx.app,
      '/api/auth/password/reset',
      { token: older, password: 'an attacker’s choice' },
      { cookie: EN },
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe('TOKEN_USED');
    expect((await login(ctx.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('makes reset links valid for one hour', async () => {
    const email = uniqueEmail();
    await createAccount(ctx.app, email);
    await resetToken(email, 1);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    const [token] = await ctx.database.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, user!.id), eq(emailTokens.purpose, 'reset-password')));
    const ttl = token!.expiresAt.getTime() - token!.createdAt.getTime();
    expect(Math.abs(ttl - 60 * 60 * 1000)).toBeLessThan(5000);
  });

  it('answers an unknown address exactly like a known one and mails nobody', async () => {
    const known = uniqueEmail();
    await createAccount(ctx.app, known);
    const unknown = uniqueEmail('ghost');
    const b = await forgot(unknown);
    const a = await forgot(known);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    expect(Object.keys(b.headers).sort()).toEqual(Object.keys(a.headers).sort());
    // a mail asked for later has arrived, so one for the unknown address would have too
    await waitForMail(ctx.app, known, 'localhost', 2);
    expect((await outbox(ctx.app)).filter((m) => m.to === unknown)).toEqual([]);
  });

  it('rejects a reset link of another tenant and a weak new password', async () => {
    const email = uniqueEmail();
    await createAccount(ctx.app, email);
    const token = await resetToken(email, 1);
    const elsewhere = await post(
      ctx.app,
      '/api/auth/password/reset',
      { token, password: NEW_PASSWORD },
      { host: 'pionercup.localhost', cookie: EN },
    );
    expect(elsewhere.json().error.code).toBe('TOKEN_INVALID');

    const weak = await post(
      ctx.app,
      '/api/auth/password/reset',
      { token, password: 'short' },
      { cookie: EN },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ password: 'The password must be at least 8 characters long' });
    // the link still works afterwards
    expect(
      (await post(ctx.app, '/api/auth/password/reset', { token, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });
});
