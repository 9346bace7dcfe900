import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { normalizeTenantCode } from '../../shared/tenant.js';
import { TENANT_BOOT_SCRIPT, TENANT_BOOT_SCRIPT_SOURCE, withTenantLook } from './tenant-look.js';

/** Runs the inline script as a browser would, returning the data-tenant it set (or null). */
function bootTenant(hostname: string, ttt: string | null): string | null {
  const attributes: Record<string, string> = {};
  runInNewContext(TENANT_BOOT_SCRIPT, {
    location: { hostname },
    localStorage: { getItem: (key: string) => (key === 'ttt' ? ttt : null) },
    document: {
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    },
  });
  return attributes['data-tenant'] ?? null;
}

describe('the tenant boot script', () => {
  it('chooses on localhost what the app chooses there (SPEC §4: ttt, lowercased, rr and unknown → default)', () => {
    const stored = [null, '', ' ', 'rr', 'RR', ' rr ', 'default', 'DEFAULT', 'pionercup', ' PionerCup ']
      .concat(['fontanka', 'FONTANKA', 'fontanka2', 'x', '<script>', 'constructor', 'toString', '0'])
      .concat(['default,pionercup', 'pioner cup', 'fontanka\n']);
    for (const host of ['localhost', '127.0.0.1', 'LOCALHOST', '[::1]']) {
      for (const ttt of stored)
        expect(bootTenant(host, ttt), `${host} ${ttt}`).toBe(normalizeTenantCode(ttt));
    }
  });

  it("leaves other hosts to the server's attribute", () => {
    expect(bootTenant('pionercup.localhost', 'fontanka')).toBeNull();
    expect(bootTenant('startline.run', 'pionercup')).toBeNull();
  });

  it('is allowed by its CSP hash', () => {
    const hash = createHash('sha256').update(TENANT_BOOT_SCRIPT).digest('base64');
    expect(TENANT_BOOT_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
  });
});

describe('withTenantLook', () => {
  const page =
    '<!doctype html>\n<html lang="ru">\n  <head>\n    <meta name="theme-color" content="#0e1726" />\n  </head><body></body></html>';

  it('marks <html> with the tenant, sets its toolbar colour and adds the script before anything else', () => {
    const html = withTenantLook(page, 'pionercup');
    expect(html).toContain('<html data-tenant="pionercup" lang="ru">');
    expect(html).toContain('<meta name="theme-color" content="#c8102e">');
    expect(html).not.toContain('#0e1726');
    expect(html.indexOf(`<script>${TENANT_BOOT_SCRIPT}</script>`)).toBeGreaterThan(html.indexOf('<head>'));
  });

  it('never writes an unknown code into the page', () => {
    expect(withTenantLook(page, '"><script>x')).toContain('<html data-tenant="default" lang="ru">');
  });
});
