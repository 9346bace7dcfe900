import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { createProfileRepo } from './profile.repo.js';

describe('profile photo', () => {
  let anna: TestAccount;
  let boris: TestAccount;

  const ctx = useTestApp();
  beforeAll(async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    anna = await createTestAccount(ctx.database, tenantId, { email: 'anna@example.org' });
    boris = await createTestAccount(ctx.database, tenantId, { email: 'boris@example.org' });
  });

  const upload = (account: TestAccount, body: Buffer, type: string, lang: 'ru' | 'en' = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/account/profile/image',
      headers: { ...accountHeaders(account.cookie, { lang }), 'content-type': type },
      payload: body,
    });

  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 0.5 } } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .toBuffer();

  it('takes a PNG, stores it as a JPEG fitted into 512 px without metadata, and shows it on the profile', async () => {
    const res = await upload(anna, await png(1600, 900), 'image/png');
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json() as { imageUrl: string };
    expect(imageUrl).toMatch(new RegExp(`^/api/account/images/${anna.personId}\\?v=\\d+$`));

    const image = await ctx.app.inject({ url: imageUrl, headers: accountHeaders(anna.cookie) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
    expect(meta.width).toBeGreaterThan(meta.height ?? 0);
    expect(meta.exif).toBeUndefined();

    const profile = await ctx.app.inject({
      url: '/api/account/profile',
      headers: accountHeaders(anna.cookie),
    });
    expect(profile.json().imageUrl).toBe(imageUrl);
  });

  it('refuses a text file, even one named and typed as an image, with IMAGE_TYPE (415)', async () => {
    const text = Buffer.from('just some words, not a picture');
    for (const type of ['text/plain', 'image/png']) {
      const res = await upload(anna, text, type);
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toMatchObject({
        code: 'IMAGE_TYPE',
        message: 'Please upload a JPEG, PNG or WebP image.',
      });
    }
    const ru = await upload(anna, text, 'text/plain', 'ru');
    expect(ru.json().error.message).toBe('Загрузите изображение JPEG, PNG или WebP.');
  });

  it('refuses a file over 5 MB with IMAGE_TOO_LARGE (413)', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(anna, big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message: 'The file is too large: 5 MB at most.',
    });
  });

  it('shows a photo to its owner only: another account gets 404', async () => {
    const res = await upload(anna, await png(300, 300), 'image/png');
    const { imageUrl } = res.json() as { imageUrl: string };
    const other = await ctx.app.inject({ url: imageUrl, headers: accountHeaders(boris.cookie) });
    expect(other.statusCode).toBe(404);
    const visitor = await ctx.app.inject({ url: imageUrl });
    expect(visitor.statusCode).toBe(401);
  });

  it('deletes the photo', async () => {
    await upload(anna, await png(100, 100), 'image/png');
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account/profile/image',
      headers: accountHeaders(anna.cookie),
    });
    expect(del.statusCode).toBe(204);
    const profile = await ctx.app.inject({
      url: '/api/account/profile',
      headers: accountHeaders(anna.cookie),
    });
    expect(profile.json().imageUrl).toBeNull();
    const image = await ctx.app.inject({
      url: `/api/account/images/${anna.personId}`,
      headers: accountHeaders(anna.cookie),
    });
    expect(image.statusCode).toBe(404);
  });

  it('a repository of another tenant never overwrites the photo of a person id it is given', async () => {
    await upload(anna, await png(100, 100), 'image/png');
    const { db } = ctx.database;
    const own = createProfileRepo(db, await tenantIdOf(ctx.database, 'default'));
    const before = await own.imageBytes(anna.personId);
    const other = createProfileRepo(db, await tenantIdOf(ctx.database, 'pionercup'));
    await other.putImage(anna.personId, Buffer.from('not hers'), 'image/jpeg');
    expect(await own.imageBytes(anna.personId)).toEqual(before);
    expect(await other.imageBytes(anna.personId)).toBeNull();
  });

  it('the JSON calls around it still take JSON bodies', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/relatives/link',
      headers: { ...accountHeaders(anna.cookie), 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'nobody@example.org' }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ACCOUNT_NOT_FOUND');
  });
});
