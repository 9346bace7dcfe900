/** Business constants and limits of SPEC §9. One place; both sides import them. */

export const PAYMENT_WINDOW_MINUTES = 20;
export const STUCK_ORDER_HELP_HOURS = 1;
export const OVERLOAD_WAIT_MINUTES = 5;

export const INSTALLMENTS = {
  firstShare: 0.25,
  remainingPayments: 3,
  intervalWeeks: 2,
  discountRub: 100,
} as const;

export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
export const FALLBACK_LANGUAGE: Language = 'ru';

export const CULTURE_COOKIE = '_rr_culture';
export const CONSENT_COOKIE = 'acceptedrrcookies';
export const DEV_COOKIE = 'dev';
export const TENANT_STORAGE_KEY = 'ttt';
export const DRAFT_STORAGE_KEY = 'registerDraft';

export const DEFAULT_TENANT = 'default';
/** The organizer id the server knows the default tenant by. */
export const DEFAULT_ORGANIZER_ID = 'rr';

export const TOASTER = {
  visibleToasts: 3,
  gap: 14,
  width: 356,
  offset: 32,
  position: 'bottom-center',
  hotkey: ['altKey', 'KeyT'],
  label: 'Notifications',
  durationMs: 4000,
  swipeThresholdPx: 20,
} as const;

export const BREAKPOINTS = { sm: 768, md: 1024, lg: 1199, xl: 1200 } as const;

export const QUERY_DEFAULTS = {
  refetchOnWindowFocus: false,
  gcTimeMs: 5 * 60 * 1000,
  retries: 3,
  maxRetryDelayMs: 30_000,
} as const;

/** Exponential retry delay of SPEC §9: min(1000·2^n, 30000). */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_DEFAULTS.maxRetryDelayMs);
}

export const ICON_SIZES = ['xxl', 'xl', 'lg', 'md', 'sm', 'xs', 'xxs'] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** A request slower than this shows the long-loading notice. */
export const LONG_LOADING_MS = 8000;

export const EVENTS_LOADER_TYPES = [
  'all',
  'future',
  'today',
  'series',
  'virtual',
  'results',
  'past',
] as const;
export type EventsLoaderType = (typeof EVENTS_LOADER_TYPES)[number];
