import { createAccountHistoryRepo } from './accounts/account-history.repo.js';
import { createAccountHistoryService } from './accounts/account-history.service.js';
import { createProfileRepo } from './accounts/profile.repo.js';
import { createProfileService } from './accounts/profile.service.js';
import { createRelativesRepo } from './accounts/relatives.repo.js';
import { createRelativesService } from './accounts/relatives.service.js';
import { createAuthService } from './auth/auth.service.js';
import { createPasswordHasher } from './auth/passwords.js';
import { createSignInLimits } from './auth/rate-limit.js';
import { createSessionsRepo } from './auth/sessions.repo.js';
import { createSessions } from './auth/sessions.js';
import { createCartService } from './cart/cart.service.js';
import { createCatalogueRepo } from './catalogue/catalogue.repo.js';
import { createCatalogueService } from './catalogue/catalogue.service.js';
import { createClubsRepo } from './catalogue/clubs.repo.js';
import { createClubsService } from './catalogue/clubs.service.js';
import { createEventPageRepo } from './catalogue/event-page.repo.js';
import { createEventsListRepo } from './catalogue/events-list.repo.js';
import { createEventsService } from './catalogue/events.service.js';
import { createParticipantsRepo } from './catalogue/participants.repo.js';
import { createSeriesListRepo } from './catalogue/series-list.repo.js';
import type { Config } from './config.js';
import { createCampaignsRepo } from './content/campaigns.repo.js';
import { createCampaignsService } from './content/campaigns.service.js';
import { createCareersRepo } from './content/careers.repo.js';
import { createCareersService } from './content/careers.service.js';
import { createContactsRepo } from './content/contacts.repo.js';
import { createContactsService } from './content/contacts.service.js';
import { createCorporateRepo } from './content/corporate.repo.js';
import { createCorporateService } from './content/corporate.service.js';
import type { Database } from './db/client.js';
import { createRateLimiter } from './limits/rate-limiter.js';
import { createMailer } from './mail/mailer.js';
import { createOutboxRepo } from './mail/outbox.repo.js';
import { createQuestionsRepo } from './questions/questions.repo.js';
import { createQuestionsService } from './questions/questions.service.js';
import { createTenantsRepo } from './tenants/tenants.repo.js';
import { createTenantsService } from './tenants/tenants.service.js';
import { createUsersService } from './users/users.service.js';

/** The services of one app instance, wired to its database. */
export function createServices(
  config: Pick<
    Config,
    | 'metricaCounterId'
    | 'supportHours'
    | 'salesEmail'
    | 'catalogueCacheMs'
    | 'smtpUrl'
    | 'mailFrom'
    | 'passwordHashing'
  >,
  database: Database,
) {
  const { db } = database;
  const catalogueRepo = createCatalogueRepo(db);
  const eventPageRepo = createEventPageRepo(db);
  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });
  const profileRepo = createProfileRepo(db);
  const tenants = createTenantsService(createTenantsRepo(db), {
    metricaCounterId: config.metricaCounterId,
    supportHours: config.supportHours,
  });
  const sessions = createSessions(createSessionsRepo(db));
  const limiter = createRateLimiter(db);
  const passwords = createPasswordHasher(config.passwordHashing);
  return {
    mailer,
    tenants,
    users: createUsersService(sessions),
    outbox: createOutboxRepo(db),
    passwords,
    auth: createAuthService({
      db,
      sessions,
      limits: createSignInLimits(limiter),
      passwords,
      mailer,
      tenantHosts: async () => (await tenants.list()).flatMap((tenant) => tenant.hosts),
    }),
    catalogue: createCatalogueService(catalogueRepo),
    events: createEventsService(
      {
        list: createEventsListRepo(db),
        page: eventPageRepo,
        participants: createParticipantsRepo(db),
        catalogue: catalogueRepo,
        seriesList: createSeriesListRepo(db),
      },
      { cacheMs: config.catalogueCacheMs },
    ),
    eventPages: eventPageRepo,
    clubs: createClubsService(createClubsRepo(db)),
    cart: createCartService(),
    questions: createQuestionsService(createQuestionsRepo(db), { mailer, limiter }),
    contacts: createContactsService(createContactsRepo(db), {
      mailer,
      limiter,
      supportHours: config.supportHours,
    }),
    corporate: createCorporateService(createCorporateRepo(db), {
      mailer,
      limiter,
      salesEmail: config.salesEmail,
    }),
    careers: createCareersService(createCareersRepo(db)),
    campaigns: createCampaignsService(createCampaignsRepo(db)),
    accounts: {
      profiles: createProfileService(profileRepo),
      relatives: createRelativesService({
        relatives: createRelativesRepo(db),
        profiles: profileRepo,
        mailer,
        limiter,
      }),
      accountHistory: createAccountHistoryService(createAccountHistoryRepo(db)),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
