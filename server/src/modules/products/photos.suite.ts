import { PRODUCT_PHOTOS_MAX, type ProductPhoto } from '@ikawa/contracts/product-photos';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { products } from '../../db/schema/index';
import { multipartBody } from '../../../test/multipart';
import { placeCashPickup, type TestContext, type TestUser } from '../../../test/helpers';

/** What the photo tests do, for the app of `ctx`: a product to photograph, a photo, an upload. */
export function photoHelpers(ctx: TestContext) {
  const newBag = () =>
    createProduct(ctx.database.db, {
      name: 'Kinyovu Ground',
      description: 'Ground coffee',
      price: 19.5,
      weight: 0.5,
      type: 'powder',
      stock: 5,
    });

  /** A small photo made here: `seed` changes its colour, so each is a different file. */
  const photo = (seed = 0, width = 900, height = 600, format: 'jpeg' | 'png' = 'jpeg') => {
    const background = { r: (seed * 37) % 256, g: (seed * 91) % 256, b: 40 };
    const image = sharp({ create: { width, height, channels: 3, background } });
    return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  };

  const upload = (
    user: TestUser | null,
    productId: string,
    content: Buffer,
    { alt = 'A bag of coffee', type = 'image/jpeg', filename = 'bag.jpg' } = {},
  ) => {
    const body = multipartBody({ field: 'file', content, filename, type }, { alt });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/photos`,
      headers: { ...(user?.headers ?? {}), ...body.headers },
      payload: body.payload,
    });
  };

  const storedPhotos = async (productId: string) =>
    (await ctx.database.db.select().from(products).where(eq(products.id, productId)))[0]?.photos ?? [];

  return { newBag, photo, upload, storedPhotos };
}

/**
 * The photo tests, run on each file store (photos.test.ts: the local disk; photos-s3.test.ts:
 * an S3-compatible server on this machine). `filesOf` lists a product's files in that store.
 */
export function photoSuite(
  storeName: string,
  ctx: TestContext,
  filesOf: (productId: string) => Promise<string[]>,
): void {
  const { newBag, photo, upload, storedPhotos } = photoHelpers(ctx);

  describe(`product photos (${storeName})`, () => {
    it('stores AVIF and WebP variants, shows the photo first in the product answers, and serves the files', async () => {
      const admin = await ctx.loginAs('admin');
      const product = await newBag();
      const res = await upload(admin, product.id, await photo(0, 1600, 1200), {
        alt: 'The 1/2 kg bag on a table',
      });
      expect(res.statusCode).toBe(201);
      const [added] = res.json().data as ProductPhoto[];
      expect(added).toMatchObject({ alt: 'The 1/2 kg bag on a table', width: 1280, height: 960 });
      expect(added?.srcset.avif.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
        '320w',
        '640w',
        '1280w',
      ]);
      expect(added?.src).toMatch(new RegExp(`^/uploads/products/${product.id}/[0-9a-f]{16}-640\\.webp$`));
      // Three widths in two formats and the link preview.
      expect(await filesOf(product.id)).toHaveLength(7);

      const shown = (await ctx.app.inject({ url: `/api/products/${product.slug}` })).json().data;
      expect(shown.photos).toEqual([added]);
      expect(shown.images).toEqual([added?.src, '/images/products/powder-500g.svg']);
      const catalogue = (await ctx.app.inject({ url: '/api/products' })).json().data;
      expect(catalogue[0].photos).toEqual([added]);

      for (const [url, type, format, width] of [
        [added?.srcset.avif.split(' ')[0], 'image/avif', 'heif', 320],
        [added?.src, 'image/webp', 'webp', 640],
      ] as const) {
        const served = await ctx.app.inject({ url: url ?? '' });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format, width });
        // The server answers the file itself: with an ETag, so a revalidation costs no body.
        const etag = served.headers.etag;
        expect(etag).toMatch(/^"/);
        const again = await ctx.app.inject({ url: url ?? '', headers: { 'if-none-match': String(etag) } });
        expect(again.statusCode).toBe(304);
      }
      const preview = await ctx.app.inject({ url: `/og/photos/${product.id}/${added?._id}.jpg` });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(preview.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
    });

    it('does not enlarge a narrow photo and strips its metadata', async () => {
      const admin = await ctx.loginAs('admin');
      const product = await newBag();
      const small = await sharp(await photo(1, 500, 400))
        .withMetadata({ exif: { IFD0: { Artist: 'Secret place' } } })
        .jpeg()
        .toBuffer();
      const [added] = (await upload(admin, product.id, small)).json().data as ProductPhoto[];
      expect(added?.srcset.webp.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '500w']);
      const served = await ctx.app.inject({ url: added?.src ?? '' });
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.width).toBe(500);
      expect(meta.exif).toBeUndefined();
    });

    it('answers 404 for an unknown photo file and never reads outside the photo folder', async () => {
      const product = await newBag();
      // An encoded slash is refused (400) before any route runs (plugins/security.ts).
      for (const [url, status] of [
        [`/uploads/products/${product.id}/0123456789abcdef-640.webp`, 404],
        [`/uploads/products/${product.id}/..%2F..%2Fjwt-secret`, 400],
        ['/uploads/products/not-a-product/0123456789abcdef-640.webp', 404],
        [`/og/photos/${product.id}/00000000-0000-4000-8000-000000000000.jpg`, 404],
      ] as const) {
        const res = await ctx.app.inject({ url });
        expect(res.statusCode, url).toBe(status);
        expect(res.json().success).toBe(false);
      }
    });

    it('refuses files that are not images, whatever their name or declared type, and truncated ones', async () => {
      const admin = await ctx.loginAs('admin');
      const product = await newBag();
      const jpeg = await photo(2);
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
        .gif()
        .toBuffer();
      for (const content of [
        Buffer.from('<script>alert(1)</script>'),
        Buffer.from('%PDF-1.4 not a photo'),
        gif,
        jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      ]) {
        const res = await upload(admin, product.id, content, { type: 'image/jpeg', filename: 'bag.jpg' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          error: 'Please upload a JPEG, PNG or WebP photo',
          code: 'image_invalid',
        });
      }
      // A real PNG sent as "text/plain" named .txt is judged by its content and accepted.
      const png = await photo(3, 400, 300, 'png');
      expect(
        (await upload(admin, product.id, png, { type: 'text/plain', filename: 'a.txt' })).statusCode,
      ).toBe(201);
      expect(await storedPhotos(product.id)).toHaveLength(1);
    });

    it('refuses a photo over 10 MB with 413 and one over 24 megapixels from its header', async () => {
      const admin = await ctx.loginAs('admin');
      const product = await newBag();
      const big = Buffer.concat([await photo(4), Buffer.alloc(10 * 1024 * 1024)]);
      const res = await upload(admin, product.id, big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ error: 'A photo must be at most 10 MB', code: 'too_large' });
      const huge = await sharp({ create: { width: 7000, height: 4000, channels: 3, background: '#6b3e26' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      const tooMany = await upload(admin, product.id, huge, { type: 'image/png' });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().code).toBe('image_too_large');
      expect(await storedPhotos(product.id)).toEqual([]);
      expect(await filesOf(product.id)).toEqual([]);
    });

    it(`refuses more than ${PRODUCT_PHOTOS_MAX} photos, the same photo twice, and alt text that is too long`, async () => {
      const admin = await ctx.loginAs('admin');
      const product = await newBag();
      for (let i = 0; i < PRODUCT_PHOTOS_MAX; i += 1) {
        expect((await upload(admin, product.id, await photo(i, 64, 48))).statusCode).toBe(201);
      }
      const full = await upload(admin, product.id, await photo(50, 64, 48));
      expect(full.statusCode).toBe(409);
      expect(full.json().code).toBe('too_many_photos');

      const second = await createProduct(ctx.database.db, {
        name: 'Ngozi Granules',
        description: 'd',
        price: 9,
        weight: 1,
        type: 'granule',
        stock: 1,
      });
      expect((await upload(admin, second.id, await photo(60))).statusCode).toBe(201);
      const again = await upload(admin, second.id, await photo(60));
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('photo_duplicate');
      const long = await upload(admin, second.id, await photo(61), { alt: 'x'.repeat(201) });
      expect(long.statusCode).toBe(400);
      expect(long.json().details).toEqual([
        { path: 'alt', message: 'Alt text must be at most 200 characters' },
      ]);
      expect(await storedPhotos(second.id)).toHaveLength(1);
      expect(await filesOf(second.id)).toHaveLength(7);
    });

    it('changes alt text and order, and deletes a photo with its files', async () => {
      const admin = await ctx.loginAs('admin');
      const product = await newBag();
      await upload(admin, product.id, await photo(1), { alt: 'first' });
      await upload(admin, product.id, await photo(2), { alt: 'second' });
      const list = (await upload(admin, product.id, await photo(3), { alt: 'third' })).json()
        .data as ProductPhoto[];
      const [first, , third] = list;
      const patch = (photoId: string, payload: object) =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/admin/products/${product.id}/photos/${photoId}`,
          headers: admin.headers,
          payload,
        });
      const moved = await patch(third?._id ?? '', { position: 0, alt: '  The bag, front  ' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.map((p: ProductPhoto) => p.alt)).toEqual([
        'The bag, front',
        'first',
        'second',
      ]);
      const last = await patch(third?._id ?? '', { position: 7 });
      expect(last.json().data.map((p: ProductPhoto) => p.alt)).toEqual(['first', 'second', 'The bag, front']);
      expect((await patch(third?._id ?? '', {})).statusCode).toBe(400);
      expect((await patch(third?._id ?? '', { position: -1 })).statusCode).toBe(400);
      expect((await patch('00000000-0000-4000-8000-000000000000', { alt: 'x' })).statusCode).toBe(404);

      const before = (await filesOf(product.id)).length;
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/products/${product.id}/photos/${first?._id}`,
        headers: admin.headers,
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.map((p: ProductPhoto) => p.alt)).toEqual(['second', 'The bag, front']);
      expect(await filesOf(product.id)).toHaveLength(before - 7);
      expect((await ctx.app.inject({ url: first?.src ?? '' })).statusCode).toBe(404);
    });

    it('keeps an archived product’s photos and removes a deleted product’s files', async () => {
      const admin = await ctx.loginAs('admin');
      const customer = await ctx.loginAs('customer');
      const sold = await newBag();
      const spare = await createProduct(ctx.database.db, {
        name: 'Spare',
        description: 'd',
        price: 1,
        weight: 1,
        type: 'powder',
        stock: 1,
      });
      await upload(admin, sold.id, await photo(1));
      await upload(admin, spare.id, await photo(2));
      await placeCashPickup(ctx.app, customer, sold.id);
      const del = (id: string) =>
        ctx.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: admin.headers });
      expect((await del(sold.id)).json().outcome).toBe('archived');
      expect(await filesOf(sold.id)).toHaveLength(7);
      expect((await del(spare.id)).json().outcome).toBe('deleted');
      expect(await filesOf(spare.id)).toEqual([]);

      // The customer's order shows the archived product's photo.
      const mine = (await ctx.app.inject({ url: '/api/orders', headers: customer.headers })).json();
      expect(mine.data[0].items[0].product.photo.alt).toBe('A bag of coffee');
      const admins = (await ctx.app.inject({ url: '/api/admin/orders', headers: admin.headers })).json();
      expect(admins.data[0].items[0].product.photo.alt).toBe('A bag of coffee');
    });

    it('is for admins only, and answers 404 for an unknown product', async () => {
      const product = await newBag();
      const content = await photo(5);
      expect((await upload(null, product.id, content)).statusCode).toBe(401);
      for (const role of ['customer', 'delivery'] as const) {
        const user = await ctx.loginAs(role);
        const res = await upload(user, product.id, content);
        expect(res.statusCode).toBe(403);
        const patch = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/admin/products/${product.id}/photos/00000000-0000-4000-8000-000000000000`,
          headers: user.headers,
          payload: { alt: 'x' },
        });
        expect(patch.statusCode).toBe(403);
      }
      const admin = await ctx.loginAs('admin');
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-product']) {
        const res = await upload(admin, id, content);
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe('Product not found');
      }
      const notMultipart = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/products/${product.id}/photos`,
        headers: admin.headers,
        payload: { file: 'x' },
      });
      expect(notMultipart.statusCode).toBe(400);
      expect(await storedPhotos(product.id)).toEqual([]);
    });
  });
}
