import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInFailures } from '../db/schema.js';
import { useTestApp } from '../test/test-app.js';
import { EN, PASSWORD, RU, createAccount, login, uniqueEmail } from './auth-test-helpers.js';

describe('sign-in rate limit', () => {
  const ctx = useTestApp();

  it('locks an account after 5 failures in 15 minutes, with a clear message in ru and en', async () => {
    const email = uniqueEmail();
    await createAccount(ctx.app, email);
    for (let i = 0; i < 5; i += 1) {
      const res = await login(ctx.app, email, `wrong ${i}`, { ip: `10.0.0.${i + 1}` });
      expect(res.statusCode).toBe(401);
    }
    // even the right password, from yet another address, waits
    const locked = await login(ctx.app, email, PASSWORD, { ip: '10.0.0.99', cookie: EN });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      code: 'SIGN_IN_LOCKED',
      message: 'Too many sign-in attempts. Try again in 15 min.',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.cookies).toEqual([]);

    const ru = await login(ctx.app, email, PASSWORD, { ip: '10.0.0.99', cookie: RU });
    expect(ru.json().error.message).toBe('Слишком много попыток входа. Попробуйте снова через 15 мин.');

    // another account is not affected
    const other = uniqueEmail();
    await createAccount(ctx.app, other);
    expect((await login(ctx.app, other, PASSWORD, { ip: '10.0.0.99' })).statusCode).toBe(200);

    // the lock ends once the oldest failure is 15 minutes old: here, 4 minutes from now
    await ctx.database.db
      .update(signInFailures)
      .set({ at: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(signInFailures.email, email));
    const later = await login(ctx.app, email, PASSWORD, { ip: '10.0.0.99', cookie: EN });
    expect(later.statusCode).toBe(429);
    expect(later.json().error.message).toBe('Too many sign-in attempts. Try again in 4 min.');

    await ctx.database.db
      .update(signInFailures)
      .set({ at: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(signInFailures.email, email));
    expect((await login(ctx.app, email, PASSWORD, { ip: '10.0.0.99' })).statusCode).toBe(200);
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
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
    expect(blocked.json().error.message).toBe('Too many sign-in attempts. Try again in 15 min.');
    // the same account from another address is fine
    expect((await login(ctx.app, victim, PASSWORD, { ip: '10.2.0.2' })).statusCode).toBe(200);
  });
});
