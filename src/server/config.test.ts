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

  it('stops with a message naming every invalid variable', () => {
    const bad = () => loadConfig({ PORT: 'eighty', METRICA_COUNTER_ID: '-3', DATABASE_URL: 'mysql://x' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*METRICA_COUNTER_ID/);
  });
});
