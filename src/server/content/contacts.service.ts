import {
  CONTACT_MESSAGES_PER_HOUR,
  type Contacts,
  type contactMessageRequestSchema,
} from '../../shared/schemas/contacts.js';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Mailer } from '../mail/mailer.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { contactMessageMail } from './content-mails.js';
import type { ContactsRepo } from './contacts.repo.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { mailStoredSubmission, takeHourlySubmission, type SubmissionMeta } from './submissions.js';

export type ContactMessageInput = z.output<typeof contactMessageRequestSchema>;

/** The contacts page: where to write, when support answers, and the message form. */
export function createContactsService(
  repo: ContactsRepo,
  deps: { mailer: Mailer; limiter: RateLimiter; supportHours: Config['supportHours']; clock?: () => Date },
) {
  const clock = deps.clock ?? (() => new Date());
  return {
    contacts(tenant: Tenant): Contacts {
      return { supportEmail: tenant.supportEmail, supportHours: { ...deps.supportHours } };
    },

    /**
     * Stores a visitor's message and mails it to the tenant's support with Reply-To the visitor; at most
     * CONTACT_MESSAGES_PER_HOUR from one address per hour.
     */
    async send(meta: SubmissionMeta, input: ContactMessageInput): Promise<{ id: number }> {
      const now = clock();
      await takeHourlySubmission(deps.limiter, meta, 'contact-message', CONTACT_MESSAGES_PER_HOUR);
      const id = await repo.insert(meta.tenant.id, {
        userId: meta.user?.id ?? null,
        name: input.name,
        email: input.email,
        topic: input.topic,
        message: input.message,
        clientIp: meta.clientIp,
        createdAt: now,
      });
      const mail = contactMessageMail(
        meta.tenant.supportEmail,
        { lang: meta.lang, siteName: meta.tenant.name },
        { id, ...input, accountEmail: meta.user?.email ?? null },
      );
      await mailStoredSubmission(deps, meta, mail, { kind: 'contactMessage', id });
      return { id };
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
