import { CONSENT_COOKIE } from '../../../shared/constants.js';
import { ONE_YEAR_SECONDS, getCookie, setCookie } from '../../lib/cookies.js';

export function hasCookieConsent(): boolean {
  return getCookie(CONSENT_COOKIE) === 'true';
}

/** SPEC §3: cookie `acceptedrrcookies=true`, path /, kept a year. */
export function acceptCookies(): void {
  setCookie(CONSENT_COOKIE, 'true', { path: '/', maxAge: ONE_YEAR_SECONDS });
}
