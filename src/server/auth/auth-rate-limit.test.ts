import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema.js';
import type { TestAppContext } from '../test/test-app.js';
import { useTestApp } from '../test/test-app.js';
import {
  EN,
  PASSWORD,
  RU,
  createAccount,
  currentUser,
  login,
  post,
  sessionCookieOf,
  tokenIn,
  uniqueEmail,
  waitForMail,
} from './auth-test-helpers.js';

/** Moves every recorded hit of the account's sign-ins `minutesAgo` into the past. */
async function ageFailures(ctx: TestAppContext, email: string, minutesAgo: number) {
  await ctx.database.db
    .update(rateLimitHits)
    .set({ at: new Date(Date.now() - minutesAgo * 60 * 1000) })
    .where(like(rateLimitHits.bucket, `sign-in:%${email}%`));
}

describe('sign-in rate limit', () => {
  const ctx = useTestApp();

  it('locks one account for one client after 5 failures in 15 minutes, with a clear message in ru and en', async () => {
    const email = uniqueEmail();
    await createAccount(ctx.app, email);
    const ip = '10.0.0.1';
    for (let i = 0; i < 5; i += 1) {
      expect((await login(ctx.app, email, `wrong ${i}`, { ip })).statusCode).toBe(401);
    }
    // even the right password waits, from that client
    const locked = await login(ctx.app, email, PASSWORD, { ip, cookie: EN });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      code: 'SIGN_IN_LOCKED',
      message: 'Too many sign-in attempts. Try again in 15 min.',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.cookies).toEqual([]);
    const ru = await login(ctx.app, email, PASSWORD, { ip, cookie: RU });
    expect(ru.json().error.message).toBe('Слишком много попыток входа. Попробуйте снова через 15 мин.');

    // the lock ends once the oldest failure is 15 minutes old: here, 4 minutes from now
    await ageFailures(ctx, email, 11);
    const later = await login(ctx.app, email, PASSWORD, { ip, cookie: EN });
    expect(later.json().error.message).toBe('Too many sign-in attempts. Try again in 4 min.');
    await ageFailures(ctx, email, 16);
    expect((await login(ctx.app, email, PASSWORD, { ip })).statusCode).toBe(200);
  });

  it('does not let five wrong passwords from someone else lock the owner out', async () => {
    const email = uniqueEmail();
    await createAccount(ctx.app, email);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(ctx.app, email, 'wrong', { ip: '10.3.0.1' })).statusCode).toBe(401);
    }
    expect((await login(ctx.app, email, 'wrong', { ip: '10.3.0.1' })).statusCode).toBe(429);
    expect((await login(ctx.app, email, PASSWORD, { ip: '10.3.0.2' })).statusCode).toBe(200);
  });

  it('forgets a client’s failures after its successful sign-in', async () => {
    const email = uniqueEmail();
    await createAccount(ctx.app, email);
    for (let i = 0; i < 4; i += 1) await login(ctx.app, email, 'wrong', { ip: '10.1.0.1' });
    expect((await login(ctx.app, email, PASSWORD, { ip: '10.1.0.1' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await login(ctx.app, email, 'wrong', { ip: '10.1.0.1' })).statusCode).toBe(401);
    }
    expect((await login(ctx.app, email, PASSWORD, { ip: '10.1.0.1' })).statusCode).toBe(200);
  });

  it('locks an IP after 20 failures in 15 minutes, across accounts', async () => {
    const ip = '10.2.0.1';
    const victim = uniqueEmail();
    await createAccount(ctx.app, victim);
    for (let i = 0; i < 20; i += 1) {
      const res = await login(ctx.app, uniqueEmail('spray'), 'guess', { ip });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(ctx.app, victim, PASSWORD, { ip, cookie: EN });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('SIGN_IN_LOCKED');
    // the same account from another address is fine
    expect((await login(ctx.app, victim, PASSWORD, { ip: '10.2.0.2' })).statusCode).toBe(200);
  });

  it('slows an account attacked from many addresses to one attempt per 30 s, and a mailed link signs the owner in', async () => {
    const email = uniqueEmail();
    await createAccount(ctx.app, email);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(ctx.app, email, 'wrong', { ip: `10.4.0.${i + 1}` })).statusCode).toBe(401);
    }
    const slowed = await login(ctx.app, email, PASSWORD, { ip: '10.4.1.1', cookie: EN });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error.code).toBe('SIGN_IN_SLOWED');
    expect(slowed.json().error.message).toBe(
      'Too many sign-in attempts on this account. Try again in 30 s, or sign in with a link sent by e-mail.',
    );
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(30);

    // slowed, not locked: 30 s after the newest failure one attempt goes through
    await ageFailures(ctx, email, 0.6);
    expect((await login(ctx.app, email, 'wrong', { ip: '10.4.1.2' })).statusCode).toBe(401);
    expect((await login(ctx.app, email, PASSWORD, { ip: '10.4.1.3' })).json().error.code).toBe(
      'SIGN_IN_SLOWED',
    );

    // the owner asks for a link; the answer is the same as for an unknown address
    const asked = await post(ctx.app, '/api/auth/unlock/request', { email }, { ip: '10.4.1.4' });
    const unknown = await post(ctx.app, '/api/auth/unlock/request', { email: uniqueEmail('nobody') });
    expect([asked.statusCode, asked.body]).toEqual([unknown.statusCode, unknown.body]);
    const mail = await waitForMail(ctx.app, email, 'localhost', 2);
    expect(mail.subject).toContain('вход по ссылке');
    const unlocked = await post(
      ctx.app,
      '/api/auth/unlock',
      { token: tokenIn(mail, '/login/unlock') },
      { ip: '10.4.1.4' },
    );
    expect(unlocked.statusCode).toBe(200);
    expect(await currentUser(ctx.app, { cookie: sessionCookieOf(unlocked) })).toMatchObject({
      isAuthorized: true,
      email,
    });
    // the failures are forgotten: the password works again from anywhere, and the link only once
    expect((await login(ctx.app, email, PASSWORD, { ip: '10.4.1.5' })).statusCode).toBe(200);
    const again = await post(ctx.app, '/api/auth/unlock', { token: tokenIn(mail, '/login/unlock') });
    expect(again.json().error.code).toBe('TOKEN_USED');
  });
});

describe('sign-in rate limit under parallel attempts', () => {
  const ctx = useTestApp();

  it('checks at most 5 passwords of one account from one client, however many arrive at once', async () => {
    const email = uniqueEmail();
    await createAccount(ctx.app, email);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(ctx.app, email, `wrong ${i}`, { ip: '10.9.0.1' })),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(95);
  });

  it('checks at most 20 passwords from one IP over many accounts at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => login(ctx.app, uniqueEmail('spray'), 'guess', { ip: '10.9.0.2' })),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(80);
  });

  it('lets 10 of 60 parallel attempts from 60 addresses through on one account, and the owner still in by link', async () => {
    const email = uniqueEmail();
    await createAccount(ctx.app, email);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(ctx.app, email, 'wrong', { ip: `10.8.${i}.1` })),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(
      answers.filter((res) => res.statusCode === 429 && res.json().error.code === 'SIGN_IN_SLOWED'),
    ).toHaveLength(50);
    await post(ctx.app, '/api/auth/unlock/request', { email }, { ip: '10.8.200.1' });
    const mail = await waitForMail(ctx.app, email, 'localhost', 2);
    const unlocked = await post(ctx.app, '/api/auth/unlock', { token: tokenIn(mail, '/login/unlock') });
    expect(unlocked.statusCode).toBe(200);
  });
});
