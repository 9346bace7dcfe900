import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountsRoutes } from './accounts/accounts.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { cartRoutes } from './cart/cart.routes.js';
import { catalogueRoutes } from './catalogue/catalogue.routes.js';
import { eventsRoutes } from './catalogue/events.routes.js';
import { assetHostOrigin, mapTileSource, type Config } from './config.js';
import { campaignsRoutes } from './content/campaigns.routes.js';
import { careersRoutes } from './content/careers.routes.js';
import { contactsRoutes } from './content/contacts.routes.js';
import { corporateRoutes } from './content/corporate.routes.js';
import type { Database } from './db/client.js';
import { createAppJobQueue } from './jobs/app-jobs.js';
import { everyUnlessOff } from './jobs/job-queue.js';
import { healthRoutes } from './health/health.routes.js';
import { addApiCacheControl } from './http/cache-control.js';
import { closeConnectionsWhenClosing } from './http/close-connections.js';
import { quietClientAborts } from './http/quiet-client-aborts.js';
import { addCsrfCheck } from './http/csrf.js';
import { addControlCharacterCheck } from './http/input-characters.js';
import { notFoundReply, setErrorHandling } from './http/error-handler.js';
import { useJsonBodyParser } from './http/json-body.js';
import { registerOverloadProtection } from './http/overload.js';
import { addRequestContext, addRequestIdHeader, contextOf, genReqId } from './http/request-context.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { builtPages, registerSpa, type PageSource } from './http/spa.js';
import { devRoutes } from './dev/dev.routes.js';
import { outboxRoutes } from './mail/outbox.routes.js';
import { questionsRoutes } from './questions/questions.routes.js';
import { HOLD_SWEEP_JOB } from './registration/hold-sweeper.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { INSTALLMENT_REMINDER_JOB } from './payments/installment-reminders.js';
import { reconcileTenants, RECONCILE_JOB } from './payments/reconciler.js';
import { registrationRoutes } from './registration/registration.routes.js';
import { teamsRoutes } from './teams/teams.routes.js';
import { cabinetRoutes } from './cabinet/cabinet.routes.js';
import { cabinetEventEditorRoutes } from './cabinet/event-editor.routes.js';
import { cabinetEntriesRoutes } from './cabinet/entries.routes.js';
import { cabinetEntryRoutes } from './cabinet/entry.routes.js';
import { cabinetSupportRoutes } from './cabinet/support.routes.js';
import { cabinetNumbersRoutes } from './cabinet/numbers.routes.js';
import { cabinetCheckinRoutes } from './cabinet/checkin.routes.js';
import { cabinetResultsRoutes } from './cabinet/results.routes.js';
import { cabinetQuestionsRoutes } from './cabinet/questions-inbox.routes.js';
import { cabinetRacesRoutes } from './cabinet/races-editor.routes.js';
import { cabinetMembersRoutes } from './cabinet/members.routes.js';
import { cabinetOrganizerRequisitesRoutes } from './cabinet/organizer-requisites.routes.js';
import { cabinetReportsRoutes } from './cabinet/reports.routes.js';
import { seoRoutes } from './seo/seo.routes.js';
import { lazyPageRenderer } from './http/page-renderer.js';
import { createModulePreloads, readManifest } from './http/route-preload.js';
import { createServices } from './services.js';
import { cabinetTaxCertificatesRoutes, taxDeductionRoutes } from './tax-deduction/tax-deduction.routes.js';
import { corpRoutes } from './corp/corp.routes.js';
import { tenantsRoutes } from './tenants/tenants.routes.js';
import { fastifyTrustProxy } from './trust-proxy.js';
import { usersRoutes } from './users/users.routes.js';

export interface AppDeps {
  database: Database;
  /** True while start-up work after listening is still running: /readyz answers 503 until then. */
  starting?: () => boolean;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: { write(line: string): void };
  /** Sees every route as it is registered (Fastify's `onRoute` hook); the fuzz tests walk the table with it. */
  onRoute?: (route: RouteOptions) => void;
  /** Where pages come from when not from the build: Vite in development (scripts/dev-server.ts). */
  pages?: PageSource;
  /** Development only: Vite's middlewares (its client, modules, HMR) ahead of every route, and the inline
   * script its React plugin adds to the page allowed by the CSP. */
  development?: { register: (app: FastifyInstance) => Promise<void>; inlineScripts: boolean };
}

/** The build's pages (dist/web and dist/ssr); null without a web build (the API-only server). */
function builtPagesOf(config: Config): PageSource | null {
  if (!existsSync(config.webRoot) || !statSync(config.webRoot).isDirectory()) return null;
  return builtPages(
    config.webRoot,
    lazyPageRenderer(config.pageRendererFile, config.assetHost),
    createModulePreloads(readManifest(config.webRoot)),
  );
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      hooks: { logMethod: quietClientAborts },
    },
    genReqId,
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Slow senders (slowloris) cannot hold connections open: see HttpServerConfig. Fastify passes `http` to
    // http.createServer and sets requestTimeout, keepAliveTimeout and the socket timeout itself.
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.idleTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    http: {
      requestTimeout: config.http.requestTimeoutMs,
      headersTimeout: config.http.headersTimeoutMs,
      connectionsCheckingInterval: config.http.checkIntervalMs,
    },
    // A long garbage id or code is "not found" by our handlers (and the SPA), not Fastify's own 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.http.maxConnections;
  const { onRoute } = deps;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  setErrorHandling(app);
  useJsonBodyParser(app);

  const jobs = createAppJobQueue(app, deps.database);
  const services = createServices(config, deps.database, jobs);
  const metricaTenants = new WeakSet<IncomingMessage>();
  // The events list's index loads its tenants once the app listens, not on a visitor's first list (ADR 032).
  app.addHook('onListen', async () => {
    void services.events
      .warmListIndexes()
      .catch((err: unknown) => app.log.warn({ err }, 'the events list index will load on first use'));
  });

  // Hook order matters: tag the request, shed load before any real work, then the rest.
  addRequestIdHeader(app);
  closeConnectionsWhenClosing(app);
  addApiCacheControl(app);
  await registerOverloadProtection(app, config.overload);
  await app.register(cookie);
  addCsrfCheck(app);
  addControlCharacterCheck(app);
  addRequestContext(app, services, (raw, tenant) => {
    if (tenant.analyticsCounterId !== null) metricaTenants.add(raw);
  });
  await registerSecurityHeaders(app, {
    assetOrigin: assetHostOrigin(config),
    mapTileSource: mapTileSource(config),
    usesMetrica: (raw) => config.metricaCounterId !== null || metricaTenants.has(raw),
    ...(deps.development?.inlineScripts ? { allowInlineScripts: true } : {}),
  });
  if (deps.development) await deps.development.register(app);
  await app.register(compress);

  await app.register(healthRoutes, {
    database: deps.database,
    ...(deps.starting ? { starting: deps.starting } : {}),
  });
  await app.register(tenantsRoutes, { services });
  await app.register(usersRoutes, { services });
  await app.register(authRoutes, { services });
  if (config.devTools) {
    await app.register(outboxRoutes, { services });
    await app.register(devRoutes, { db: deps.database.db });
  }
  await app.register(catalogueRoutes, { services });
  await app.register(eventsRoutes, { services });
  await app.register(questionsRoutes, { services });
  await app.register(contactsRoutes, { services });
  await app.register(careersRoutes, { services });
  await app.register(corporateRoutes, { services });
  await app.register(campaignsRoutes, { services });
  await app.register(cartRoutes, { services });
  await app.register(accountsRoutes, { services });
  await app.register(registrationRoutes, { services });
  await app.register(teamsRoutes, { services });
  await app.register(cabinetRoutes, { services });
  await app.register(cabinetEventEditorRoutes, { services });
  await app.register(cabinetEntriesRoutes, { services });
  await app.register(cabinetEntryRoutes, { services });
  await app.register(cabinetSupportRoutes, { services });
  await app.register(cabinetNumbersRoutes, { services });
  await app.register(cabinetCheckinRoutes, { services });
  await app.register(cabinetResultsRoutes, { services });
  await app.register(cabinetQuestionsRoutes, { services });
  await app.register(cabinetRacesRoutes, { services });
  await app.register(cabinetMembersRoutes, { services });
  await app.register(cabinetOrganizerRequisitesRoutes, { services });
  await app.register(cabinetReportsRoutes, { services });
  await app.register(cabinetTaxCertificatesRoutes, { services });
  await app.register(taxDeductionRoutes, { services });
  await app.register(corpRoutes, { services });
  await app.register(paymentsRoutes, { services });
  // background work: periodic jobs of the app's queue, once per period across instances (ADR 020)
  everyUnlessOff(jobs, HOLD_SWEEP_JOB, config.holdSweepSeconds, (now) =>
    services.registration.sweepExpiredHolds(now),
  );
  everyUnlessOff(jobs, RECONCILE_JOB, config.reconcileSeconds, async () =>
    reconcileTenants(services.payments, await services.tenants.list(), app.log),
  );
  everyUnlessOff(jobs, INSTALLMENT_REMINDER_JOB, config.installmentReminderSeconds, async (now) =>
    services.installmentReminders.remindTenants(await services.tenants.list(), now),
  );

  await app.register(seoRoutes, { services });

  const spa = await registerSpa(app, {
    webRoot: deps.pages ? null : config.webRoot,
    pages: deps.pages ?? builtPagesOf(config),
    assetHost: config.assetHost,
    mapTileUrl: config.mapTileUrl,
    boot: (request) => {
      const context = contextOf(request);
      return {
        tenant: { data: services.tenants.currentTenantView(context), error: null },
        user: services.users.currentUserView(context),
      };
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (spa?.serveClientRoute(request, reply)) return reply;
    return notFoundReply(app, request, reply);
  });

  return app;
}
