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

describe('sign-up and e-mail confirmation', () => {
  const ctx = useTestApp();

  const signUp = (email: string, extra: Record<string, unknown> = {}, cookie?: string) =>
    post(
      ctx.app,
      '/api/auth/signup',
      { email, password: PASSWORD, firstName: 'Иван', lastName: 'Петров', acceptTerms: true, ...extra },
      cookie ? { cookie } : {},
    );

  it('signs up, mails a link, and the link confirms and signs in', async () => {
    const email = uniqueEmail();
    const res = await signUp(email.toUpperCase(), { returnUrl: '/event/spring-run' }, EN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.cookies).toEqual([]);

    const mail = await waitForMail(ctx.app, email);
    expect(mail.subject).toBe('Startline: confirm your email');
    expect(mail.text).toMatch(/^http:\/\/localhost(:\d+)?\/signup\/confirm\?token=[\w-]{43}$/m);
    expect(mail.html).toContain('<a href="http://localhost');

    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(row?.emailConfirmedAt).toBeNull();

    const confirmed = await post(ctx.app, '/api/auth/confirm-email', {
      token: tokenIn(mail, '/signup/confirm'),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ returnUrl: '/event/spring-run' });
    const cookie = confirmed.cookies.find((c) => c.name === 'sl_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const me = await currentUser(ctx.app, { cookie: sessionCookieOf(confirmed) });
    expect(me).toMatchObject({ isAuthorized: true, email, fullName: 'Иван Петров', roles: [] });
    expect(me.missingProfileFields).toContain('birthDate');
    expect(me.missingProfileFields).not.toContain('firstName');
  });

  it('writes the mail in Russian for a Russian visitor', async () => {
    const email = uniqueEmail();
    await signUp(email, {}, RU);
    const mail = await waitForMail(ctx.app, email);
    expect(mail.subject).toBe('Startline: подтвердите email');
    expect(mail.text).toContain('Ссылка действует 24 часа');
  });

  it('refuses sign-in before confirmation, and resends the link on request', async () => {
    const email = uniqueEmail();
    await signUp(email);
    await waitForMail(ctx.app, email);

    const early = await login(ctx.app, email, PASSWORD, { cookie: EN });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({
      code: 'EMAIL_NOT_CONFIRMED',
      message: 'Please confirm your email: we have sent you a link.',
    });
    expect(early.cookies).toEqual([]);

    const resent = await post(ctx.app, '/api/auth/resend-confirmation', { email });
    expect(resent.json()).toEqual({ ok: true });
    const second = await waitForMail(ctx.app, email, 'localhost', 2);
    const confirmed = await post(ctx.app, '/api/auth/confirm-email', {
      token: tokenIn(second, '/signup/confirm'),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await login(ctx.app, email)).statusCode).toBe(200);
  });

  it('answers an existing address the same way and mails its owner instead', async () => {
    const email = uniqueEmail();
    await createAccount(ctx.app, email);
    const again = await signUp(email, { password: 'another password' }, EN);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true });
    const mail = await waitForMail(ctx.app, email, 'localhost', 2);
    expect(mail.subject).toBe('Startline: you already have an account');
    expect(mail.text).toContain('/password/forgot');
    expect(mail.text).not.toContain('token=');
    // the old password still works, the new one does not
    expect((await login(ctx.app, email)).statusCode).toBe(200);
    expect((await login(ctx.app, email, 'another password')).statusCode).toBe(401);
  });

  it('says when a confirmation link is used, expired or unknown', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const token = tokenIn(await waitForMail(ctx.app, email), '/signup/confirm');
    expect((await post(ctx.app, '/api/auth/confirm-email', { token })).statusCode).toBe(200);
    const used = await post(ctx.app, '/api/auth/confirm-email', { token }, { cookie: EN });
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toEqual({ code: 'TOKEN_USED', message: 'This link has already been used.' });

    const other = uniqueEmail();
    await signUp(other);
    const oldToken = tokenIn(await waitForMail(ctx.app, other), '/signup/confirm');
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, other));
    await ctx.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailTokens.userId, user!.id), eq(emailTokens.purpose, 'confirm-email')));
    const expired = await post(ctx.app, '/api/auth/confirm-email', { token: oldToken }, { cookie: RU });
    expect(expired.json().error).toEqual({
      code: 'TOKEN_EXPIRED',
      message: 'Срок действия ссылки истёк. Запросите новую.',
    });
    expect((await login(ctx.app, other)).statusCode).toBe(403);

    const unknown = await post(ctx.app, '/api/auth/confirm-email', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('TOKEN_INVALID');
  });

  it('keeps a foreign returnUrl out of the confirmation answer', async () => {
    const email = uniqueEmail();
    await signUp(email, { returnUrl: 'https://evil.example/phish' });
    const confirmed = await post(ctx.app, '/api/auth/confirm-email', {
      token: tokenIn(await waitForMail(ctx.app, email), '/signup/confirm'),
    });
    expect(confirmed.json()).toEqual({ returnUrl: '/' });
  });

  it('answers invalid input with each field’s message, in English and in Russian', async () => {
    const cases: [string, string, string][] = [
      ['', 'Enter your email', 'Введите ваш email'],
      ['not-an-address', 'Please enter a valid email address', 'Введите корректный адрес электронной почты'],
      [
        'иван@почта.рф',
        'Cyrillic letters are not supported in an email address',
        'Кириллица в адресе электронной почты не поддерживается',
      ],
    ];
    for (const [email, en, ru] of cases) {
      for (const [culture, text] of [
        [EN, en],
        [RU, ru],
      ] as const) {
        const res = await post(
          ctx.app,
          '/api/auth/signup',
          { email, password: 'short', firstName: 'Anna', lastName: 'P1' },
          { cookie: culture },
        );
        expect(res.statusCode).toBe(400);
        const error = res.json().error;
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.fields.email).toBe(text);
        const loginRes = await post(
          ctx.app,
          '/api/auth/login',
          { email, password: 'x' },
          { cookie: culture },
        );
        expect(loginRes.json().error.fields.email).toBe(text);
      }
    }
    const res = await post(
      ctx.app,
      '/api/auth/signup',
      { email: 'a@example.com', password: 'short', firstName: 'Anna', lastName: 'P1' },
      { cookie: EN },
    );
    expect(res.json().error.fields).toEqual({
      password: 'The password must be at least 8 characters long',
      lastName: 'Only letters, spaces, hyphens and apostrophes',
      acceptTerms: 'You need to accept the terms',
    });
    expect(await outbox(ctx.app)).not.toContainEqual(expect.objectContaining({ to: 'a@example.com' }));
  });

  it('rejects a cross-origin sign-in or sign-up with 403', async () => {
    const email = uniqueEmail();
    await createAccount(ctx.app, email);
    for (const url of ['/api/auth/login', '/api/auth/signup']) {
      const res = await post(
        ctx.app,
        url,
        { email, password: PASSWORD, firstName: 'A', lastName: 'B', acceptTerms: true },
        { headers: { origin: 'https://evil.example', cookie: EN } },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('CSRF_REJECTED');
      expect(res.cookies).toEqual([]);
    }
    const sameOrigin = await login(ctx.app, email, PASSWORD, { headers: { origin: 'http://localhost' } });
    expect(sameOrigin.statusCode).toBe(200);
  });
});
