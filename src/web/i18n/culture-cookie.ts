import { CULTURE_COOKIE, type Language } from '../../shared/constants.js';
import { cookieDomainFor, formatCulture, parseCulture } from '../../shared/culture.js';
import { ONE_YEAR_SECONDS, getCookie, setCookie } from '../lib/cookies.js';

/** The interface language from the `_rr_culture` cookie (`c=xx|uic=xx`); Russian when absent. */
export function readCultureCookie(): Language {
  return parseCulture(getCookie(CULTURE_COOKIE));
}

/** Writes the same cookie the server reads: path /, one year, on the parent domain when there is one. */
export function writeCultureCookie(lang: Language): void {
  setCookie(CULTURE_COOKIE, formatCulture(lang), {
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    domain: cookieDomainFor(window.location.hostname),
  });
}
