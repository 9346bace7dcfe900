import { createCartService } from './cart/cart.service.js';
import { createCatalogueRepo } from './catalogue/catalogue.repo.js';
import { createCatalogueService } from './catalogue/catalogue.service.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createTenantsRepo } from './tenants/tenants.repo.js';
import { createTenantsService } from './tenants/tenants.service.js';
import { createUsersService } from './users/users.service.js';

/** The services of one app instance, wired to its database. */
export function createServices(config: Pick<Config, 'metricaCounterId'>, database: Database) {
  const { db } = database;
  return {
    tenants: createTenantsService(createTenantsRepo(db), { metricaCounterId: config.metricaCounterId }),
    users: createUsersService(),
    catalogue: createCatalogueService(createCatalogueRepo(db)),
    cart: createCartService(),
  };
}

export type Services = ReturnType<typeof createServices>;
