import type { z } from 'zod';
import {
  CORPORATE_INTERESTS,
  CORPORATE_LEADS_PER_HOUR,
  type corporateLeadRequestSchema,
} from '../../shared/schemas/content.js';
import type { Db } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { corporateLeadMail } from './content-mails.js';
import { createCorporateRepo } from './corporate.repo.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { mailStoredSubmission, takeHourlySubmission, type SubmissionContext } from './submissions.js';

export type CorporateLeadInput = z.output<typeof corporateLeadRequestSchema>;

/** Requests of companies from /corp-client, stored and mailed to sales. */
export function createCorporateService(
  db: Db,
  deps: { mailer: Mailer; limiter: RateLimiter; salesEmail: string; clock?: () => Date },
) {
  const clock = deps.clock ?? (() => new Date());
  return {
    /** Stores the lead and mails sales with Reply-To the lead; at most CORPORATE_LEADS_PER_HOUR per address. */
    async submit(ctx: SubmissionContext, input: CorporateLeadInput): Promise<{ id: number }> {
      const now = clock();
      await takeHourlySubmission(deps.limiter, ctx, 'corporate-lead', CORPORATE_LEADS_PER_HOUR);
      // each interest once, in the order the form lists them
      const interests = CORPORATE_INTERESTS.filter((i) => input.interests.includes(i));
      const id = await createCorporateRepo(db, ctx.tenant.id).insert({
        company: input.company,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone,
        employees: input.employees,
        interests,
        message: input.message,
        clientIp: ctx.ip,
        createdAt: now,
      });
      const mail = corporateLeadMail(
        deps.salesEmail,
        { lang: ctx.language, siteName: ctx.tenant.name },
        { id, ...input, interests },
      );
      await mailStoredSubmission(deps, ctx, mail, { kind: 'corporateLead', id });
      return { id };
    },
  };
}

export type CorporateService = ReturnType<typeof createCorporateService>;
