import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import {
  EN,
  PASSWORD,
  RU,
  createAccount,
  outbox,
  post,
  uniqueEmail,
  uniqueIp,
  waitForMail,
} from './auth-test-helpers.js';
import { MAILS_PER_ADDRESS_PER_HOUR, MAILS_PER_IP_PER_HOUR } from './rate-limit.js';

const signUpBody = (email: string) => ({
  email,
  password: PASSWORD,
  firstName: 'Anna',
  lastName: 'Petrova',
  acceptTerms: true,
});

/** Every call that mails someone, with the body it takes. */
const MAILING_CALLS: Array<[string, (email: string) => unknown]> = [
  ['/api/auth/signup', signUpBody],
  ['/api/auth/password/forgot', (email) => ({ email })],
  ['/api/auth/resend-confirmation', (email) => ({ email })],
  ['/api/auth/unlock/request', (email) => ({ email })],
];

describe('limits on calls that send mail', () => {
  const ctx = useTestApp();

  it.each(MAILING_CALLS)('%s mails one address at most 5 times an hour, known or not', async (url, body) => {
    const known = uniqueEmail();
    await createAccount(ctx.app, known);
    // the known address had one mail already: its sign-up confirmation
    for (const [email, sent] of [
      [known, 1],
      [uniqueEmail('ghost'), 0],
    ] as const) {
      for (let i = sent; i < MAILS_PER_ADDRESS_PER_HOUR; i += 1) {
        expect((await post(ctx.app, url, body(email), { ip: uniqueIp() })).statusCode).toBe(200);
      }
      const limited = await post(ctx.app, url, body(email), { ip: uniqueIp(), cookie: EN });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toEqual({
        code: 'AUTH_MAIL_LIMIT',
        message: 'Too many e-mails requested. Try again in 60 min.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(59 * 60);
    }
  });

  it('lets one client ask for at most 20 mails an hour, whatever the addresses', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < MAILS_PER_IP_PER_HOUR; i += 1) {
      const [url, body] = MAILING_CALLS[i % MAILING_CALLS.length]!;
      expect((await post(ctx.app, url, body(uniqueEmail('flood')), { ip })).statusCode).toBe(200);
    }
    const limited = await post(ctx.app, '/api/auth/signup', signUpBody(uniqueEmail('flood')), {
      ip,
      cookie: RU,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(
      'Слишком много писем запрошено. Попробуйте снова через 60 мин.',
    );
    // another client is not affected
    expect(
      (await post(ctx.app, '/api/auth/signup', signUpBody(uniqueEmail('calm')), { ip: uniqueIp() }))
        .statusCode,
    ).toBe(200);
  });

  it('sends no mail for a refused call', async () => {
    const email = uniqueEmail();
    for (let i = 0; i <= MAILS_PER_ADDRESS_PER_HOUR + 3; i += 1) {
      await post(ctx.app, '/api/auth/signup', signUpBody(email), { ip: uniqueIp() });
    }
    // refused calls schedule nothing, so once the allowed mails are there, there are no more to come
    await waitForMail(ctx.app, email, 'localhost', MAILS_PER_ADDRESS_PER_HOUR);
    expect((await outbox(ctx.app)).filter((m) => m.to === email)).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
  });
});
