import { createAccountHistoryService } from './accounts/account-history.service.js';
import { createProfileService } from './accounts/profile.service.js';
import { createRelativesService } from './accounts/relatives.service.js';
import { createAuthService } from './auth/auth.service.js';
import { createPasswordHasher } from './auth/passwords.js';
import { createSignInLimits } from './auth/rate-limit.js';
import { createSessions } from './auth/sessions.js';
import { createCartService } from './cart/cart.service.js';
import { createCatalogueService } from './catalogue/catalogue.service.js';
import { createClubsService } from './catalogue/clubs.service.js';
import { createEventsService } from './catalogue/events.service.js';
import type { Config } from './config.js';
import { createCampaignsService } from './content/campaigns.service.js';
import { createCareersService } from './content/careers.service.js';
import { createContactsService } from './content/contacts.service.js';
import { createCorporateService } from './content/corporate.service.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import { createRateLimiter } from './limits/rate-limiter.js';
import { createMailer } from './mail/mailer.js';
import { createOutboxService } from './mail/outbox.service.js';
import { randomBytes } from 'node:crypto';
import { createInstallmentReminders } from './payments/installment-reminders.js';
import { createPaymentProviders } from './payments/payment-providers.js';
import { createPaymentsService } from './payments/payments.service.js';
import { createSandboxProvider } from './payments/sandbox-provider.js';
import { createQuestionsService } from './questions/questions.service.js';
import { createFriendEntryService } from './registration/friend-entry.service.js';
import { createRegistrationService } from './registration/registration.service.js';
import { createTeamsService } from './teams/teams.service.js';
import { createCabinetService } from './cabinet/cabinet.service.js';
import { createEventEditorService } from './cabinet/event-editor.service.js';
import { createEntriesService } from './cabinet/entries.service.js';
import { createEntryService } from './cabinet/entry.service.js';
import { createSupportService } from './cabinet/support.service.js';
import { createNumbersService } from './cabinet/numbers.service.js';
import { createCheckinService } from './cabinet/checkin.service.js';
import { createQuestionsInboxService } from './cabinet/questions-inbox.service.js';
import { createRacesEditorService } from './cabinet/races-editor.service.js';
import { createResultsService } from './cabinet/results.service.js';
import { createMembersService } from './cabinet/members.service.js';
import { createOrganizerRequisitesService } from './cabinet/organizer-requisites.service.js';
import { createReportsService } from './cabinet/reports.service.js';
import { createTaxDeductionService } from './tax-deduction/tax-deduction.service.js';
import { createCorpServices } from './corp/corp-services.js';
import { createTenantsRepo } from './tenants/tenants.repo.js';
import { createTenantsService } from './tenants/tenants.service.js';
import { createUsersService } from './users/users.service.js';

/**
 * The services of one app instance, wired to its database. Each is given the database and opens the
 * transactions it needs; it binds its repositories to the tenant of the context it serves (ADR 013).
 */
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
  /** The app's job queue (ADR 020): register periodic jobs and workers on it here, before it starts. */
  jobs: JobQueue,
) {
  const { db } = database;
  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }, jobs);
  const tenants = createTenantsService(createTenantsRepo(db), {
    metricaCounterId: config.metricaCounterId,
    supportHours: config.supportHours,
  });
  const sessions = createSessions(db);
  const limiter = createRateLimiter(db);
  const passwords = createPasswordHasher(config.passwordHashing);
  // the sandbox signs its notifications with a key of this process unless one is configured (several
  // instances behind one address share SANDBOX_PAYMENT_SECRET)
  const sandbox = createSandboxProvider(db, {
    secret: process.env['SANDBOX_PAYMENT_SECRET'] ?? randomBytes(32).toString('hex'),
  });
  // the public catalogue, whose cached pages the cabinet's writes drop (forgetCached)
  const events = createEventsService(db, { cacheMs: config.catalogueCacheMs });
  const payments = createPaymentsService({
    db,
    mailer,
    providers: createPaymentProviders(sandbox, process.env),
    supportHours: config.supportHours,
  });
  return {
    jobs,
    sandbox,
    payments,
    installmentReminders: createInstallmentReminders({ db, mailer }),
    mailer,
    tenants,
    users: createUsersService(sessions),
    outbox: createOutboxService(db),
    passwords,
    auth: createAuthService({
      db,
      sessions,
      limits: createSignInLimits(limiter),
      passwords,
      mailer,
      tenantHosts: async () => (await tenants.list()).flatMap((tenant) => tenant.hosts),
    }),
    catalogue: createCatalogueService(db),
    events,
    clubs: createClubsService(db),
    cart: createCartService(db),
    registration: createRegistrationService({ db, mailer, limiter }),
    teams: createTeamsService({ db, limiter }),
    cabinet: createCabinetService(db),
    cabinetEventEditor: createEventEditorService(db, { onChange: () => events.forgetCached() }),
    cabinetEntries: createEntriesService(db),
    cabinetEntry: createEntryService({ db, payments, mailer }),
    cabinetSupport: createSupportService({ db, payments, mailer }),
    cabinetNumbers: createNumbersService(db),
    // a saved race shows on the public list at once, not after the micro-cache's time
    cabinetRaces: createRacesEditorService(db, { onChange: () => events.forgetCached() }),
    cabinetCheckin: createCheckinService({ db, mailer }),
    cabinetResults: createResultsService(db, { limiter }),
    cabinetQuestions: createQuestionsInboxService(db, { mailer, limiter }),
    cabinetMembers: createMembersService(db),
    // the event pages show the organizer's requisites: a save drops their cached copies
    cabinetRequisites: createOrganizerRequisitesService(db, { onChange: () => events.forgetCached() }),
    cabinetReports: createReportsService(db),
    taxDeduction: createTaxDeductionService({ db, mailer, limiter }),
    corp: createCorpServices({ db, mailer, limiter, payments }),
    friendEntries: createFriendEntryService({ db }),
    questions: createQuestionsService(db, { mailer, limiter }),
    contacts: createContactsService(db, { mailer, limiter, supportHours: config.supportHours }),
    corporate: createCorporateService(db, { mailer, limiter, salesEmail: config.salesEmail }),
    careers: createCareersService(db),
    campaigns: createCampaignsService(db),
    accounts: {
      profiles: createProfileService(db),
      relatives: createRelativesService({ db, mailer, limiter }),
      accountHistory: createAccountHistoryService(db),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
