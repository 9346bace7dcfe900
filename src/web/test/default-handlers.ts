import type { CardInfo } from '../../shared/schemas/cart.js';
import type { CurrentTenantResponse } from '../../shared/schemas/tenant.js';
import type { CurrentUser } from '../../shared/schemas/user.js';
import { cards, eventsPage, listFilter } from '../features/events-list/test-fixtures.js';
import { seriesList } from '../pages/home/home-fixtures.js';
import { json, routes } from './respond.js';

/*
 * The baseline every web test gets (ADR 016): what the app asks on start, on the home page and for the
 * events list's filters, answered as for an anonymous visitor of the default tenant with no unfinished
 * registration. A test replaces any of
 * them with `mockApi` (./api.ts); everything else it must answer itself: an unknown call fails the test.
 *
 * Only data modules are imported here: this file loads in the setup, before a test's `vi.mock`s.
 */

export const ANONYMOUS: CurrentUser = { isAuthorized: false };

export const DEFAULT_TENANT: CurrentTenantResponse = {
  data: {
    organizedId: 'rr',
    code: 'default',
    name: 'Startline',
    supportEmail: 'help@startline.test',
    featureFlags: [],
    links: { loginUrl: 'https://id.startline.test/' },
    supportHours: { from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' },
    analyticsCounterId: null,
  },
  error: null,
};

export const NO_DRAFT: CardInfo = { HasDraft: false, Draft: null };

/** The home page's live count (its other reads: the first six upcoming events, the series). */
export const HOME_LIVE_COUNT = 1234;

export const defaultHandlers = routes({
  'GET /api/users/getCurrent': json(ANONYMOUS),
  'GET /api/events/tenants/getCurrent': json(DEFAULT_TENANT),
  'GET /Register/ApiCardInfo': json(NO_DRAFT),
  'POST /Register/ApiClearCart': json({ success: true }),
  'POST /api/events/live-count': json(HOME_LIVE_COUNT),
  'GET /api/events/list': json(eventsPage(cards(6), 6)),
  'GET /api/series': json(seriesList()),
  // the options of the events list's filters (every page that shows the list asks them)
  'GET /api/events/listFilter': json(listFilter()),
  // My orders asks which orders have an invoice (paid by bank details): none
  'GET /api/payments/invoices': json({ numbers: [] }),
});
