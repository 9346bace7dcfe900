import { describe, expect, it } from 'vitest';
import { assetHostOrigin, ConfigError, loadConfig, mapTileSource } from './config.js';

describe('loadConfig', () => {
  it('fills the defaults from an empty environment', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: '/srv/app/.data',
      assetHost: '/static/icons',
      metricaCounterId: null,
      production: false,
      logLevel: 'info',
      bodyLimit: 1024 * 1024,
    });
    expect(config.webRoot).toMatch(/dist[/\\]web$/);
    expect(config.overload.maxEventLoopDelayMs).toBeGreaterThan(0);
  });

  it('reads typed values and treats empty variables as unset', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATABASE_URL: 'postgres://u@db:5432/x',
        METRICA_COUNTER_ID: '12345',
        NODE_ENV: 'production',
        ASSET_HOST: 'https://cdn.example.com/icons/',
        LOG_LEVEL: '',
      },
      '/srv',
    );
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u@db:5432/x');
    expect(config.metricaCounterId).toBe(12345);
    expect(config.production).toBe(true);
    expect(config.logLevel).toBe('info');
    expect(config.assetHost).toBe('https://cdn.example.com/icons');
    expect(assetHostOrigin(config)).toBe('https://cdn.example.com');
    expect(assetHostOrigin(loadConfig({}))).toBeNull();
  });

  it('reads the map tile template and the catalogue cache time', () => {
    const defaults = loadConfig({});
    expect(defaults.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(mapTileSource(defaults)).toBe('https://tile.openstreetmap.org');
    expect(defaults.catalogueCacheMs).toBe(2000);
    const custom = loadConfig({
      MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      CATALOGUE_CACHE_MS: '0',
    });
    expect(mapTileSource(custom)).toBe('https://*.tiles.example.com');
    expect(custom.catalogueCacheMs).toBe(0);
    expect(() => loadConfig({ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });

  it('reads the support hours (Moscow time) and the sales address', () => {
    const defaults = loadConfig({});
    expect(defaults.supportHours).toEqual({ from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' });
    expect(defaults.salesEmail).toBe('sales@startline.run');
    const custom = loadConfig({ SUPPORT_HOURS: '09:30-18:00', SALES_EMAIL: 'b2b@example.com' });
    expect(custom.supportHours).toMatchObject({ from: '09:30', to: '18:00' });
    expect(custom.salesEmail).toBe('b2b@example.com');
    expect(() => loadConfig({ SUPPORT_HOURS: '19:00-10:00' })).toThrow(/SUPPORT_HOURS/);
    expect(() => loadConfig({ SUPPORT_HOURS: '9-18' })).toThrow(/SUPPORT_HOURS/);
    expect(() => loadConfig({ SALES_EMAIL: 'sales' })).toThrow(/SALES_EMAIL/);
  });

  it('reads TRUST_PROXY as a list of proxy addresses or a hop count, trusting nobody by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['10.0.0.0/33', 'proxy.example', '10.0.0.1,', '1.2.3', '21']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses TRUST_PROXY=true, saying what to write instead', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      const load = () => loadConfig({ TRUST_PROXY: value });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/TRUST_PROXY: true would trust X-Forwarded-\* from every client/);
      expect(load).toThrow(/TRUST_PROXY=127\.0\.0\.1,10\.0\.0\.0\/8/);
      expect(load).toThrow(/TRUST_PROXY=1\b/);
    }
  });

  it('reads the HTTP server limits against slow and piled-up connections', () => {
    expect(loadConfig({}).http).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      idleTimeoutMs: 72_000,
      maxConnections: 5000,
      checkIntervalMs: 1000,
    });
    const custom = loadConfig({
      REQUEST_TIMEOUT_MS: '5000',
      HEADERS_TIMEOUT_MS: '2000',
      IDLE_TIMEOUT_MS: '15000',
      MAX_CONNECTIONS: '100',
    });
    expect(custom.http).toEqual({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 2000,
      idleTimeoutMs: 15_000,
      maxConnections: 100,
      checkIntervalMs: 200,
    });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '4000' }).http.headersTimeoutMs).toBe(4000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('stops with a message naming every invalid variable', () => {
    const bad = () => loadConfig({ PORT: 'eighty', METRICA_COUNTER_ID: '-3', DATABASE_URL: 'mysql://x' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*METRICA_COUNTER_ID/);
  });
});
