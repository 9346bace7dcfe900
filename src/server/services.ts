import { createCartService } from './cart/cart.service.js';
import { createCatalogueRepo } from './catalogue/catalogue.repo.js';
import { createCatalogueService } from './catalogue/catalogue.service.js';
import { createEventPageRepo } from './catalogue/event-page.repo.js';
import { createEventsListRepo } from './catalogue/events-list.repo.js';
import { createEventsService } from './catalogue/events.service.js';
import { createParticipantsRepo } from './catalogue/participants.repo.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createTenantsRepo } from './tenants/tenants.repo.js';
import { createTenantsService } from './tenants/tenants.service.js';
import { createUsersService } from './users/users.service.js';

/** The services of one app instance, wired to its database. */
export function createServices(
  config: Pick<Config, 'metricaCounterId' | 'catalogueCacheMs'>,
  database: Database,
) {
  const { db } = database;
  const catalogueRepo = createCatalogueRepo(db);
  const eventPageRepo = createEventPageRepo(db);
  return {
    tenants: createTenantsService(createTenantsRepo(db), { metricaCounterId: config.metricaCounterId }),
    users: createUsersService(),
    catalogue: createCatalogueService(catalogueRepo),
    events: createEventsService(
      {
        list: createEventsListRepo(db),
        page: eventPageRepo,
        participants: createParticipantsRepo(db),
        catalogue: catalogueRepo,
      },
      { cacheMs: config.catalogueCacheMs },
    ),
    eventPages: eventPageRepo,
    cart: createCartService(),
  };
}

export type Services = ReturnType<typeof createServices>;
