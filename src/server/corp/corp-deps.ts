import type { Db } from '../db/client.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Mailer } from '../mail/mailer.js';
import type { PaymentsService } from '../payments/payments.service.js';

/** What the corporate cabinet's services are made with (services.ts gives them the app's own). */
export interface CorpDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  payments: PaymentsService;
  clock?: () => Date;
}
