import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.js';
import { yooKassaEnvSuffix, yooKassaSettings } from './yookassa-settings.js';

describe('yooKassaSettings', () => {
  it('reads the tenant’s shop id and secret key, with the default API URL', () => {
    const env = { YOOKASSA_SHOP_ID_DEFAULT: '123456', YOOKASSA_SECRET_KEY_DEFAULT: 'test_abc' };
    expect(yooKassaSettings(env, 'default')).toEqual({
      shopId: '123456',
      secretKey: 'test_abc',
      apiUrl: 'https://api.yookassa.ru/v3',
    });
  });

  it('is per tenant: another tenant’s keys are not used', () => {
    const env = { YOOKASSA_SHOP_ID_FONTANKA: '777', YOOKASSA_SECRET_KEY_FONTANKA: 'live_x' };
    expect(yooKassaSettings(env, 'default')).toBeNull();
    expect(yooKassaSettings(env, 'fontanka')).toMatchObject({ shopId: '777', secretKey: 'live_x' });
  });

  it('is null when the shop id or the secret key is missing or empty', () => {
    expect(yooKassaSettings({}, 'default')).toBeNull();
    expect(yooKassaSettings({ YOOKASSA_SHOP_ID_DEFAULT: '1' }, 'default')).toBeNull();
    expect(yooKassaSettings({ YOOKASSA_SECRET_KEY_DEFAULT: 's' }, 'default')).toBeNull();
    expect(
      yooKassaSettings({ YOOKASSA_SHOP_ID_DEFAULT: ' ', YOOKASSA_SECRET_KEY_DEFAULT: 's' }, 'default'),
    ).toBeNull();
  });

  it('trims the values and takes YOOKASSA_API_URL without its trailing slash', () => {
    const env = {
      YOOKASSA_SHOP_ID_DEFAULT: ' 1 ',
      YOOKASSA_SECRET_KEY_DEFAULT: 'key\n',
      YOOKASSA_API_URL: 'https://yookassa.proxy.example/v3/',
    };
    expect(yooKassaSettings(env, 'default')).toEqual({
      shopId: '1',
      secretKey: 'key',
      apiUrl: 'https://yookassa.proxy.example/v3',
    });
    const local = { ...env, YOOKASSA_API_URL: 'http://127.0.0.1:4010/v3' };
    expect(yooKassaSettings(local, 'default')?.apiUrl).toBe('http://127.0.0.1:4010/v3');
    expect(yooKassaSettings({ ...env, YOOKASSA_API_URL: '' }, 'default')?.apiUrl).toBe(
      'https://api.yookassa.ru/v3',
    );
  });

  it('refuses an API URL the key would travel to in clear text', () => {
    for (const url of ['http://api.yookassa.example/v3', 'not a url', 'https://u:p@api.example/v3']) {
      const env = { YOOKASSA_SHOP_ID_DEFAULT: '1', YOOKASSA_SECRET_KEY_DEFAULT: 's', YOOKASSA_API_URL: url };
      expect(() => yooKassaSettings(env, 'default'), url).toThrow(ConfigError);
    }
  });

  it('names the variables by the upper-cased tenant code', () => {
    expect(yooKassaEnvSuffix('default')).toBe('DEFAULT');
    expect(yooKassaEnvSuffix('moscow-run')).toBe('MOSCOW_RUN');
    const env = { YOOKASSA_SHOP_ID_MOSCOW_RUN: '9', YOOKASSA_SECRET_KEY_MOSCOW_RUN: 'k' };
    expect(yooKassaSettings(env, 'moscow-run')).toMatchObject({ shopId: '9' });
  });
});
