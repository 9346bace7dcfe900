import { DEFAULT_ORGANIZER_ID, DEFAULT_TENANT, TENANT_STORAGE_KEY } from '../../shared/constants.js';
import { INTL_WARM_UP_SCRIPT } from './intl-warm-up.js';
import { LOCAL_HOSTS, normalizeTenantCode, TENANT_CODES, type TenantCode } from '../../shared/tenant.js';
import { inlineScriptSource } from './inline-script-source.js';

/*
 * No flash of the wrong theme (issue 5): the page arrives with `<html data-tenant>` already set from the
 * request's host, so the first paint (the start-up skeleton) is in the tenant's colours. On localhost
 * SPEC §4 takes the tenant from local storage `ttt`, which only the browser knows: a tiny inline script
 * applies it before the first paint. The app sets the same attribute again once it has chosen (SPEC §4).
 */

const js = (value: unknown) => JSON.stringify(value);

/** The browser side of `chooseTenant` on localhost; a test holds the two to the same answers. */
export const TENANT_BOOT_SCRIPT =
  `(function(){try{var h=location.hostname.toLowerCase();if(${js(LOCAL_HOSTS)}.indexOf(h)<0)return;` +
  `var t=String(localStorage.getItem(${js(TENANT_STORAGE_KEY)})||'').trim().toLowerCase();` +
  `if(t===${js(DEFAULT_ORGANIZER_ID)})t=${js(DEFAULT_TENANT)};` +
  `if(${js(TENANT_CODES)}.indexOf(t)<0)t=${js(DEFAULT_TENANT)};` +
  `document.documentElement.setAttribute('data-tenant',t)}catch(e){}})()`;

/** The CSP source that allows exactly this inline script. */
export const TENANT_BOOT_SCRIPT_SOURCE = inlineScriptSource(TENANT_BOOT_SCRIPT);

/** The browser's toolbar colour of each tenant: its header colour. */
export const TENANT_THEME_COLOR: Record<TenantCode, string> = {
  default: '#0e1726',
  pionercup: '#c8102e',
  fontanka: '#0b3c49',
};

const HTML_TAG = /<html(\s[^>]*)?>/;
const THEME_COLOR_META = /<meta\s+name="theme-color"\s+content="[^"]*"\s*\/?>/;

/** index.html for a tenant: `data-tenant` on <html>, its theme colour, and the localhost boot script. */
export function withTenantLook(html: string, tenantCode: string): string {
  const code = normalizeTenantCode(tenantCode);
  const withAttribute = html.replace(HTML_TAG, (tag) =>
    /\sdata-tenant=/.test(tag) ? tag : tag.replace(/^<html/, `<html data-tenant="${code}"`),
  );
  const themeColor = `<meta name="theme-color" content="${TENANT_THEME_COLOR[code]}">`;
  const withColor = THEME_COLOR_META.test(withAttribute)
    ? withAttribute.replace(THEME_COLOR_META, () => themeColor)
    : withAttribute.replace('</head>', () => `  ${themeColor}\n  </head>`);
  return withColor.replace(
    /<head>/,
    () => `<head>\n    <script>${TENANT_BOOT_SCRIPT}</script>\n    <script>${INTL_WARM_UP_SCRIPT}</script>`,
  );
}
