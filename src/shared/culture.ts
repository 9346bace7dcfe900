import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants.js';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Reads the `_rr_culture` cookie value (`c=xx|uic=xx`). The interface culture `uic` wins over `c`;
 * anything unreadable is Russian.
 */
export function parseCulture(value: string | undefined | null): Language {
  if (!value) return DEFAULT_LANGUAGE;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return DEFAULT_LANGUAGE;
  }
  const pairs = new Map<string, string>();
  for (const part of decoded.split('|')) {
    const [key, val] = part.split('=');
    if (key && val) pairs.set(key.trim().toLowerCase(), val.trim().toLowerCase().slice(0, 2));
  }
  const lang = pairs.get('uic') ?? pairs.get('c');
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

export function formatCulture(lang: Language): string {
  return `c=${lang}|uic=${lang}`;
}

/**
 * The domain a cookie is set on so that sibling hosts share it (SPEC §9: parent domain depending on host).
 * `www.startline.ru` → `.startline.ru`; localhost, `*.localhost`, IP addresses and one-label hosts get none.
 */
export function cookieDomainFor(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || host.endsWith('.localhost')) return undefined;
  if (/^[\d.]+$/.test(host) || host.includes(':')) return undefined;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  return '.' + labels.slice(-2).join('.');
}
