import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import type { RequestContext } from '../request-context.js';

export const HOUR_MS = 60 * 60 * 1000;

/** What a stored-and-mailed form (contact message, corporate lead) needs to know about its request. */
export type SubmissionContext = Pick<RequestContext, 'tenant' | 'language' | 'ip' | 'user' | 'log'>;

/** Counts one submission of a kind from the request's address, or throws RATE_LIMITED (429) past `limit` an hour. */
export async function takeHourlySubmission(
  limiter: RateLimiter,
  ctx: SubmissionContext,
  kind: string,
  limit: number,
): Promise<void> {
  await limiter.take([
    {
      bucket: `${kind}:ip:${ctx.tenant.id}:${ctx.ip}`,
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
  ctx: SubmissionContext,
  mail: Mail,
  what: { kind: string; id: number },
): Promise<void> {
  try {
    await deps.mailer.send(ctx.tenant.id, mail);
  } catch (err) {
    ctx.log.error({ err, [`${what.kind}Id`]: what.id }, `the ${what.kind} is stored but its mail failed`);
  }
}
