import { existsSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { ProductPhoto } from '@ikawa/contracts/product-photos';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestApp } from '../../../test/helpers';
import { freePort } from '../../../test/net';
import { useS3Server } from '../../../test/s3';
import { photoHelpers, photoSuite } from './photos.suite';

// A real S3-compatible server on this machine (s3rver), checking each request's signature.
const s3 = useS3Server();

/** One 700 × 500 photo of a new product, uploaded by `admin`. */
const uploadOne = async (ctx: TestContext, admin: TestUser) => {
  const { newBag, photo, upload } = photoHelpers(ctx);
  const product = await newBag();
  return { product, res: await upload(admin, product.id, await photo(7, 700, 500), { alt: 'A bag' }) };
};

describe('photos in an S3-compatible bucket, answered by the server', () => {
  const ctx = useTestApp(() => s3.env());

  photoSuite('S3-compatible bucket', ctx, async (productId) =>
    (await s3.keys(`products/${productId}/`)).map((key) => path.posix.basename(key)),
  );

  it('writes each file under products/ with its media type and a year’s cache, and nothing under DATA_DIR', async () => {
    const admin = await ctx.loginAs('admin');
    const { product, res } = await uploadOne(ctx, admin);
    expect(res.statusCode).toBe(201);
    const keys = await s3.keys(`products/${product.id}/`);
    expect(keys).toHaveLength(7);
    const types = new Set<string | undefined>();
    for (const key of keys) {
      const object = await s3.client().send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      types.add(object.ContentType);
      expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
      await object.Body?.transformToByteArray();
    }
    expect([...types].sort()).toEqual(['image/avif', 'image/jpeg', 'image/webp']);
    expect(existsSync(path.join(ctx.config.dataDir, 'uploads', 'products'))).toBe(false);
  });
});

describe('photos in a bucket with a public address (S3_PUBLIC_URL)', () => {
  const ctx = useTestApp(() => s3.env({ S3_PUBLIC_URL: `${s3.endpoint()}/${s3.bucket}/` }));

  it('redirects the photo addresses to the bucket, which answers the file, and lets the page load from there', async () => {
    const admin = await ctx.loginAs('admin');
    const { product, res: uploaded } = await uploadOne(ctx, admin);
    const [added] = uploaded.json().data as ProductPhoto[];
    // The addresses in the answers stay the shop's own: they do not change with the store.
    expect(added?.src).toMatch(new RegExp(`^/uploads/products/${product.id}/[0-9a-f]{16}-640\\.webp$`));

    const res = await ctx.app.inject({ url: added?.src ?? '' });
    expect(res.statusCode).toBe(302);
    const file = path.posix.basename(added?.src ?? '');
    expect(res.headers.location).toBe(`${s3.endpoint()}/${s3.bucket}/products/${product.id}/${file}`);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const fromBucket = await fetch(String(res.headers.location));
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('content-type')).toBe('image/webp');
    expect(fromBucket.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await fromBucket.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
    });

    // Names the shop does not make are refused before any redirect.
    const bad = await ctx.app.inject({ url: `/uploads/products/${product.id}/..secret` });
    expect(bad.statusCode).toBe(404);
    const encoded = await ctx.app.inject({ url: `/uploads/products/${product.id}/..%2F..%2Fsecret` });
    expect(encoded.statusCode).toBe(400);
    // The link preview is still read by the server (crawlers get the image itself).
    const preview = await ctx.app.inject({ url: `/og/photos/${product.id}/${added?._id}.jpg` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');

    const csp = String((await ctx.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toContain(`img-src 'self' data: blob: ${s3.endpoint()}`);
  });
});

describe('photos when the bucket cannot be reached', () => {
  let closed = '';
  beforeAll(async () => {
    closed = `http://127.0.0.1:${await freePort()}`;
  });
  const ctx = useTestApp(() => s3.env({ S3_ENDPOINT: closed }));

  it('answers 503 with a sentence, keeps the product unchanged, and serves nothing', async () => {
    const admin = await ctx.loginAs('admin');
    const { product, res } = await uploadOne(ctx, admin);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      error: 'The photo storage cannot be reached just now; please try again',
      code: 'storage_unavailable',
    });
    const shown = (await ctx.app.inject({ url: `/api/products/${product.slug}` })).json().data;
    expect(shown.photos).toEqual([]);
    const file = await ctx.app.inject({ url: `/uploads/products/${product.id}/0123456789abcdef-640.webp` });
    expect(file.statusCode).toBe(503);
    expect(file.json().code).toBe('storage_unavailable');
  });
});
