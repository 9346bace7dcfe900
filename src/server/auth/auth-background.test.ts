import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, mailOutbox } from '../db/schema.js';
import { createRateLimiter } from '../limits/rate-limiter.js';
import { createMailer } from '../mail/mailer.js';
import { createTestDatabase, testContext, type TestDatabase } from '../test/test-app.js';
import { createTenantsRepo } from '../tenants/tenants.repo.js';
import { createTenantsService } from '../tenants/tenants.service.js';
import { createAuthService } from './auth.service.js';
import { createPasswordHasher } from './passwords.js';
import { createSignInLimits } from './rate-limit.js';
import { createSessions } from './sessions.js';
import { PASSWORD, uniqueEmail } from './auth-test-helpers.js';

/**
 * Whether an account exists must not change how long an answer takes: everything that depends on it
 * (look-up, token, mail) runs after the answer. Here the service's background work is held back, so the
 * test sees exactly what was done before the answer.
 */
describe('auth answers that must not reveal an account', () => {
  async function setUp(testDb: TestDatabase) {
    const { db } = testDb.database;
    const held: Array<() => void> = [];
    const tenants = createTenantsService(createTenantsRepo(db), {
      metricaCounterId: null,
      supportHours: { from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' },
    });
    const auth = createAuthService({
      db,
      sessions: createSessions(db),
      limits: createSignInLimits(createRateLimiter(db)),
      passwords: createPasswordHasher(),
      mailer: createMailer(db, { smtpUrl: undefined, mailFrom: 'Startline <no-reply@startline.run>' }),
      tenantHosts: async () => ['localhost'],
      schedule: (start) => held.push(start),
    });
    const meta = testContext(await tenants.resolve('localhost'), { ip: '10.7.0.1' });
    const counts = async () => ({
      tokens: (await db.select().from(emailTokens)).length,
      mails: (await db.select().from(mailOutbox)).length,
    });
    return { db, auth, meta, held, counts };
  }

  it('does the same before answering forgot-password for a known and an unknown address', async () => {
    const testDb = await createTestDatabase();
    try {
      const { auth, meta, held, counts, db } = await setUp(testDb);
      const known = uniqueEmail();
      await auth.signUp(meta, {
        email: known,
        password: PASSWORD,
        firstName: 'Anna',
        lastName: 'Petrova',
        acceptTerms: true,
      });
      held.splice(0).forEach((start) => start());
      await auth.drainMail();
      const before = await counts();

      await auth.forgotPassword(meta, known);
      await auth.forgotPassword(meta, uniqueEmail('ghost'));
      expect(await counts()).toEqual(before);
      expect(held).toHaveLength(2);

      held.splice(0).forEach((start) => start());
      await auth.drainMail();
      const resets = await db.select().from(emailTokens).where(eq(emailTokens.purpose, 'reset-password'));
      expect(resets).toHaveLength(1);
      expect((await counts()).mails).toBe(before.mails + 1);
    } finally {
      await testDb.dispose();
    }
  });
});
