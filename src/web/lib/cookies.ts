/** Reading and writing `document.cookie`. Values are written as given (the server reads them raw). */
import { pageCookies } from './server-request.js';

export interface CookieOptions {
  path?: string;
  /** Seconds; omitted means a session cookie. */
  maxAge?: number;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function getCookie(name: string): string | undefined {
  for (const part of pageCookies().split(';')) {
    const index = part.indexOf('=');
    const key = (index < 0 ? part : part.slice(0, index)).trim();
    if (key === name) return index < 0 ? '' : part.slice(index + 1).trim();
  }
  return undefined;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${name}=${value}`, `path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`max-age=${options.maxAge}`);
  if (options.domain) parts.push(`domain=${options.domain}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}
