import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../shared/constants.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import type { Tenant } from '../tenants/tenants.service.js';

export const HOUR_MS = 60 * 60 * 1000;

/** What a stored-and-mailed form (contact message, corporate lead) needs to know about its request. */
export interface SubmissionMeta {
  tenant: Tenant;
  /** The request's language: the mail is written in it. */
  lang: Language;
  /** The client's address (behind a trusted proxy: the forwarded one), for the hourly limit. */
  clientIp: string;
  /** The signed-in author, if any. */
  user: { id: number; email: string } | null;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Counts one submission of a kind from the request's address, or throws RATE_LIMITED (429) past `limit` an hour. */
export async function takeHourlySubmission(
  limiter: RateLimiter,
  meta: SubmissionMeta,
  kind: string,
  limit: number,
): Promise<void> {
  await limiter.take([
    {
      bucket: `${kind}:ip:${meta.tenant.id}:${meta.clientIp}`,
      limit,
      windowMs: HOUR_MS,
      error: 'RATE_LIMITED',
    },
  ]);
}

/**
 * Mails a submission that is already stored. The mailer keeps every mail in the outbox and records SMTP
 * failures there; anything that still goes wrong is logged, never answered as an error, since the
 * submission itself is safe in its table and sending it again would store it twice.
 */
export async function mailStoredSubmission(
  deps: { mailer: Mailer },
  meta: SubmissionMeta,
  mail: Mail,
  what: { kind: string; id: number },
): Promise<void> {
  try {
    await deps.mailer.send(meta.tenant.id, mail);
  } catch (err) {
    meta.log.error({ err, [`${what.kind}Id`]: what.id }, `the ${what.kind} is stored but its mail failed`);
  }
}
