import { ConfigError } from '../../config.js';
import { YOOKASSA_API_URL } from './yookassa-provider.js';

/*
 * A tenant's YooKassa shop, from the environment only (the keys are never in the repository or the
 * database):
 *
 *   YOOKASSA_SHOP_ID_<TENANT>      the shop id (the Basic-auth user)
 *   YOOKASSA_SECRET_KEY_<TENANT>   its secret key (the Basic-auth password)
 *   YOOKASSA_API_URL               optional, for every tenant: https://api.yookassa.ru/v3 when unset
 *
 * <TENANT> is the tenant code upper-cased, anything but A–Z and 0–9 becoming "_": `default` →
 * YOOKASSA_SHOP_ID_DEFAULT, `moscow-run` → YOOKASSA_SHOP_ID_MOSCOW_RUN. Unset and empty are the same.
 */

export interface YooKassaSettings {
  shopId: string;
  secretKey: string;
  apiUrl: string;
}

/** The tenant code as it is in the variables' names. */
export function yooKassaEnvSuffix(tenantCode: string): string {
  return tenantCode.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function apiUrlOf(value: string | undefined): string {
  const raw = value?.trim();
  if (!raw) return YOOKASSA_API_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('YOOKASSA_API_URL must be an https:// URL');
  }
  // the secret key goes in every request's Authorization header: plain http only to this machine (tests)
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!secure || url.username || url.password || url.search || url.hash) {
    throw new ConfigError('YOOKASSA_API_URL must be an https:// URL');
  }
  return raw.replace(/\/+$/, '');
}

/** The tenant's YooKassa settings; null when its shop id or its secret key is not set. */
export function yooKassaSettings(env: NodeJS.ProcessEnv, tenantCode: string): YooKassaSettings | null {
  const suffix = yooKassaEnvSuffix(tenantCode);
  const shopId = env[`YOOKASSA_SHOP_ID_${suffix}`]?.trim();
  const secretKey = env[`YOOKASSA_SECRET_KEY_${suffix}`]?.trim();
  if (!suffix || !shopId || !secretKey) return null;
  return { shopId, secretKey, apiUrl: apiUrlOf(env['YOOKASSA_API_URL']) };
}
