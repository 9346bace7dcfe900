import {
  CONTACT_MESSAGES_PER_HOUR,
  type Contacts,
  type contactMessageRequestSchema,
} from '../../shared/schemas/contacts.js';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { userIdOf, type RequestContext } from '../request-context.js';
import { contactMessageMail } from './content-mails.js';
import { createContactsRepo } from './contacts.repo.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { mailStoredSubmission, takeHourlySubmission, type SubmissionContext } from './submissions.js';

export type ContactMessageInput = z.output<typeof contactMessageRequestSchema>;

/** The contacts page: where to write, when support answers, and the message form. */
export function createContactsService(
  db: Db,
  deps: { mailer: Mailer; limiter: RateLimiter; supportHours: Config['supportHours']; clock?: () => Date },
) {
  const clock = deps.clock ?? (() => new Date());
  return {
    contacts(ctx: Pick<RequestContext, 'tenant'>): Contacts {
      return { supportEmail: ctx.tenant.supportEmail, supportHours: { ...deps.supportHours } };
    },

    /**
     * Stores a visitor's message and mails it to the tenant's support with Reply-To the visitor; at most
     * CONTACT_MESSAGES_PER_HOUR from one address per hour.
     */
    async send(ctx: SubmissionContext, input: ContactMessageInput): Promise<{ id: number }> {
      const now = clock();
      await takeHourlySubmission(deps.limiter, ctx, 'contact-message', CONTACT_MESSAGES_PER_HOUR);
      const id = await createContactsRepo(db, ctx.tenant.id).insert({
        userId: ctx.user ? userIdOf(ctx.user) : null,
        name: input.name,
        email: input.email,
        topic: input.topic,
        message: input.message,
        clientIp: ctx.ip,
        createdAt: now,
      });
      const mail = contactMessageMail(
        ctx.tenant.supportEmail,
        { lang: ctx.language, siteName: ctx.tenant.name },
        { id, ...input, accountEmail: ctx.user?.email ?? null },
      );
      await mailStoredSubmission(deps, ctx, mail, { kind: 'contactMessage', id });
      return { id };
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
