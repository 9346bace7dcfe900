/** The one aggregator drizzle needs: every table of schema/. */
export * from './schema/tenants.js';
export * from './schema/reference.js';
export * from './schema/accounts.js';
export * from './schema/events.js';
export * from './schema/races.js';
export * from './schema/registrations.js';
export * from './schema/results.js';
export * from './schema/orders.js';
export * from './schema/questions.js';
export * from './schema/content.js';
export * from './schema/promo-codes.js';
export * from './schema/payments.js';
export * from './schema/teams.js';
export * from './schema/cabinet.js';
export * from './schema/registration-changes.js';
export * from './schema/tax-deduction.js';
export * from './schema/companies.js';
