/** The one aggregator drizzle needs: every table of schema/. */
export * from './schema/tenants.js';
export * from './schema/events.js';
export * from './schema/registrations.js';
