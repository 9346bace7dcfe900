import type { Language } from './constants.js';
import type { EventsList } from './schemas/catalogue.js';
import type { SeriesList } from './schemas/content.js';
import type { CurrentTenantResponse } from './schemas/tenant.js';
import type { CurrentUser } from './schemas/user.js';

/** The id of the JSON block the server writes into the page and the web app reads at start. */
export const BOOT_DATA_ID = 'sl-boot';

/** How many upcoming events and series the home page shows (the page and the server's inlined answers). */
export const HOME_EVENTS_LIMIT = 6;
export const HOME_SERIES_LIMIT = 6;

/**
 * The home page's three reads as their calls would answer them (`/api/events/list?type=future&limit=6`,
 * `/api/series?limit=6`, the live count), in the language they were read in.
 */
export interface HomeBootData {
  language: Language;
  events: EventsList;
  series: SeriesList;
  liveCount: number;
}

/**
 * What the app fetches first (SPEC §4: the tenant and the user) and, on the home page, the screen's own
 * data, answered inside the page so the first screen renders once, complete (DESIGN §7, ADR 007).
 */
export interface BootData {
  tenant: CurrentTenantResponse;
  user: CurrentUser;
  home?: HomeBootData;
}
