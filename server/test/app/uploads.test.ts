import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PRODUCT_PHOTO_MAX_BYTES } from '@ikawa/contracts/product-photos';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../src/db/factories';
import { products, users } from '../../src/db/schema/index';
import { AVATAR_MAX_BYTES } from '../../src/lib/avatars';
import { RATE_LIMIT_MESSAGE } from '../../src/plugins/security';
import { type TestUser, useTestApp } from '../helpers';
import { multipartBody } from '../multipart';

/**
 * The two uploads (profile picture, product photo) against hostile bodies: files just under,
 * at and over the size cap, broken multipart, and more uploads a minute than the route allows.
 * Each refusal is a 4xx with a sentence and a code, and nothing is stored.
 */
const ctx = useTestApp({ UPLOAD_RATE_LIMIT_MAX: '10' });
const MB = 1024 * 1024;

/** A real PNG padded with zeros to exactly `size` bytes (image decoders ignore the tail). */
async function paddedPng(size: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#6b3e26' } })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

const avatarFiles = () => {
  const dir = path.join(ctx.config.dataDir, 'uploads', 'avatars');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const photoFiles = (productId: string) => {
  const dir = path.join(ctx.config.dataDir, 'uploads', 'products', productId);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const profileImage = async (user: TestUser) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.profileImage;
const storedPhotos = async (productId: string) =>
  (await ctx.database.db.select().from(products).where(eq(products.id, productId)))[0]?.photos ?? [];
const newBag = () =>
  createProduct(ctx.database.db, {
    name: 'Kinyovu Ground',
    description: 'Ground coffee',
    price: 19.5,
    weight: 0.5,
    type: 'powder',
    stock: 5,
  });

const sendAvatar = (user: TestUser, payload: Buffer | Readable, headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/auth/profile/image',
    headers: { ...user.headers, ...headers },
    payload,
  });
const sendPhoto = (
  user: TestUser,
  productId: string,
  payload: Buffer | Readable,
  headers: Record<string, string>,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/photos`,
    headers: { ...user.headers, ...headers },
    payload,
  });
/**
 * The body as a socket delivers it: in 64 KB chunks, one of which ends exactly where the file
 * reaches the cap (a file cut there used to pass as its first `cap` bytes).
 */
function inChunks(payload: Buffer, cap: number): Readable {
  const fileStart = payload.indexOf('\r\n\r\n', payload.indexOf('filename=')) + 4;
  const cuts = new Set([fileStart + cap]);
  for (let at = 65_536; at < payload.length; at += 65_536) cuts.add(at);
  const sorted = [...cuts].filter((at) => at < payload.length).sort((a, b) => a - b);
  const chunks = [0, ...sorted].map((at, i) => payload.subarray(at, sorted[i] ?? payload.length));
  // One chunk per turn of the event loop, as from a socket.
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) {
        await new Promise(setImmediate);
        yield chunk;
      }
    })(),
    { objectMode: false },
  );
}

const avatarBody = (content: Buffer) =>
  multipartBody({ field: 'image', content, filename: 'me.png', type: 'image/png' });
const photoBody = (content: Buffer) =>
  multipartBody({ field: 'file', content, filename: 'bag.png', type: 'image/png' }, { alt: 'A bag' });

describe('upload size caps', () => {
  const avatarSizes = [
    [AVATAR_MAX_BYTES - 1, 200],
    [AVATAR_MAX_BYTES, 200],
    [AVATAR_MAX_BYTES + 1, 413],
    [AVATAR_MAX_BYTES + 64 * 1024, 413],
    [2 * AVATAR_MAX_BYTES, 413],
    [3 * MB, 413],
    [10 * MB, 413],
  ] as const;

  it.each(avatarSizes)('answers a profile picture of %i bytes with %i', async (size, status) => {
    const me = await ctx.loginAs('customer');
    const body = avatarBody(await paddedPng(size));
    const res = await sendAvatar(me, inChunks(body.payload, AVATAR_MAX_BYTES), body.headers);
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      expect(await profileImage(me)).toBe(res.json().profileImage);
      return;
    }
    expect(res.json()).toEqual({
      success: false,
      error: 'The image must be at most 2 MB',
      code: 'too_large',
    });
    expect(await profileImage(me)).toBeNull();
    expect(avatarFiles().filter((file) => file.startsWith(me.id))).toEqual([]);
  });

  const photoSizes = [
    [3 * MB, 201],
    [PRODUCT_PHOTO_MAX_BYTES - 1, 201],
    [PRODUCT_PHOTO_MAX_BYTES, 201],
    [PRODUCT_PHOTO_MAX_BYTES + 1, 413],
    [PRODUCT_PHOTO_MAX_BYTES + 64 * 1024, 413],
    [2 * PRODUCT_PHOTO_MAX_BYTES, 413],
  ] as const;

  it.each(photoSizes)('answers a product photo of %i bytes with %i', async (size, status) => {
    const admin = await ctx.loginAs('admin');
    const product = await newBag();
    const body = photoBody(await paddedPng(size));
    const res = await sendPhoto(
      admin,
      product.id,
      inChunks(body.payload, PRODUCT_PHOTO_MAX_BYTES),
      body.headers,
    );
    expect(res.statusCode).toBe(status);
    if (status === 201) {
      expect(await storedPhotos(product.id)).toHaveLength(1);
      return;
    }
    expect(res.json()).toEqual({
      success: false,
      error: 'A photo must be at most 10 MB',
      code: 'too_large',
    });
    expect(await storedPhotos(product.id)).toEqual([]);
    expect(photoFiles(product.id)).toEqual([]);
  });
});

describe('broken multipart bodies', () => {
  const boundary = '----ikawa-test-boundary';
  const multipartType = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const brokenBodies = async (field: string) => {
    const good = multipartBody({
      field,
      content: await paddedPng(4096),
      filename: 'a.png',
      type: 'image/png',
    });
    return [
      ['no boundary', good.payload, { 'content-type': 'multipart/form-data' }],
      ['a truncated body', good.payload.subarray(0, good.payload.length - 2100), multipartType],
      ['a body cut inside the part headers', good.payload.subarray(0, 60), multipartType],
      ['a wrong boundary', good.payload, { 'content-type': 'multipart/form-data; boundary=other' }],
      ['garbage', Buffer.from('\u0000\u00ff garbage \r\n\r\n--'), multipartType],
      [
        'a part with no headers end',
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"`),
        multipartType,
      ],
    ] as const;
  };
  const refusal = {
    success: false,
    error: 'The upload was cut off or is not valid multipart/form-data. Please try again.',
    code: 'invalid_multipart',
  };

  it('answers each broken profile-picture upload with 400 and stores nothing', async () => {
    const me = await ctx.loginAs('customer');
    for (const [name, payload, headers] of await brokenBodies('image')) {
      const res = await sendAvatar(me, payload, headers);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual(refusal);
    }
    expect(await profileImage(me)).toBeNull();
    expect(avatarFiles().filter((file) => file.startsWith(me.id))).toEqual([]);
  });

  it('answers each broken product-photo upload with 400 and stores nothing', async () => {
    const admin = await ctx.loginAs('admin');
    const product = await newBag();
    for (const [name, payload, headers] of await brokenBodies('file')) {
      const res = await sendPhoto(admin, product.id, payload, headers);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual(refusal);
    }
    expect(await storedPhotos(product.id)).toEqual([]);
    expect(photoFiles(product.id)).toEqual([]);
  });
});

describe('NUL characters in multipart fields', () => {
  it('answers alt text holding a NUL with 400 and keeps neither the photo nor its files', async () => {
    const admin = await ctx.loginAs('admin');
    const product = await newBag();
    const body = multipartBody(
      { field: 'file', content: await paddedPng(4096), filename: 'bag.png', type: 'image/png' },
      { alt: 'A bag\u0000of coffee' },
    );
    const res = await sendPhoto(admin, product.id, body.payload, body.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Text must not contain NUL characters.',
      code: 'validation_failed',
    });
    expect(await storedPhotos(product.id)).toEqual([]);
    expect(photoFiles(product.id)).toEqual([]);
  });
});

describe('upload rate limit', () => {
  it('answers the 11th upload of a minute from one account with 429, and not another account’s', async () => {
    const me = await ctx.loginAs('customer');
    const other = await ctx.loginAs('customer');
    const body = avatarBody(Buffer.from('not an image'));
    const codes = [];
    for (let i = 0; i < 11; i += 1) codes.push((await sendAvatar(me, body.payload, body.headers)).statusCode);
    expect(codes).toEqual([...Array<number>(10).fill(400), 429]);
    const limited = await sendAvatar(me, body.payload, body.headers);
    expect(limited.json()).toEqual({ success: false, error: RATE_LIMIT_MESSAGE, code: 'rate_limited' });
    expect((await sendAvatar(other, body.payload, body.headers)).statusCode).toBe(400);
    // The limit is the upload's: the same account still reads its profile.
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: me.headers })).statusCode).toBe(200);
  });

  it('limits product-photo uploads per account too', async () => {
    const admin = await ctx.loginAs('admin');
    const product = await newBag();
    const body = photoBody(Buffer.from('not an image'));
    const codes = [];
    for (let i = 0; i < 11; i += 1)
      codes.push((await sendPhoto(admin, product.id, body.payload, body.headers)).statusCode);
    expect(codes).toEqual([...Array<number>(10).fill(400), 429]);
    expect(await storedPhotos(product.id)).toEqual([]);
  });
});
