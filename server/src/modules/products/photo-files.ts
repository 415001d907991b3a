import { createHash, randomUUID } from 'node:crypto';
import {
  PRODUCT_PHOTO_MAX_PIXELS,
  PRODUCT_PHOTO_WIDTHS,
  type ProductPhoto,
} from '@ikawa/contracts/product-photos';
import sharp from 'sharp';
import type { StoredPhoto } from '../../db/schema/products';
import {
  checkImageHeader,
  decodeChecked,
  type ImageRules,
  JPEG_PNG_WEBP,
  queueImageWork,
} from '../../lib/images';
import { linkPreviewFromPhoto } from '../seo/og-image';
import { ERRORS } from '../../lib/error-messages';

/** Names change with content (below), so a photo file is cached for a year, by browsers and buckets. */
export const PHOTO_CACHE = 'public, max-age=31536000, immutable';

/** Where the photo files are answered (photos-routes.ts), whatever store keeps them. */
export const PHOTO_URL_PREFIX = '/uploads/products/';

const PHOTO_RULES: ImageRules = {
  formats: JPEG_PNG_WEBP,
  maxPixels: PRODUCT_PHOTO_MAX_PIXELS,
  messages: { imageType: ERRORS.upload.photoType, imagePixels: ERRORS.upload.photoPixels },
};

const FORMATS = ['avif', 'webp'] as const;
const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** A photo file's media type, from its name's extension. */
export const photoContentType = (name: string): string =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
type PhotoFormat = (typeof FORMATS)[number];
const LARGEST = PRODUCT_PHOTO_WIDTHS[PRODUCT_PHOTO_WIDTHS.length - 1] ?? 1280;

/** A file name the shop answers: `<key>-<width>.<avif|webp>` or `<key>-og.jpg`. */
export const PHOTO_FILE_NAME = /^[0-9a-f]{16}-(\d{1,4}\.(avif|webp)|og\.jpg)$/;

const variantKey = (productId: string, key: string, width: number, format: PhotoFormat) =>
  `${productId}/${key}-${width}.${format}`;

/** The link preview made from the photo (a 1200×630 JPEG; server/src/modules/seo). */
export const ogKey = (productId: string, photo: Pick<StoredPhoto, 'key'>) =>
  `${productId}/${photo.key}-og.jpg`;

/** Every file of one photo in the store. */
export function photoFileKeys(productId: string, photo: StoredPhoto): string[] {
  return [
    ...photo.widths.flatMap((width) =>
      FORMATS.map((format) => variantKey(productId, photo.key, width, format)),
    ),
    ogKey(productId, photo),
  ];
}

const url = (key: string) => `${PHOTO_URL_PREFIX}${key}`;

/** The photo as the API shows it: a WebP near 640 px for `src`, and a srcset per format. */
export function toPhotoDto(productId: string, photo: StoredPhoto): ProductPhoto {
  const srcset = (format: PhotoFormat) =>
    photo.widths
      .map((width) => `${url(variantKey(productId, photo.key, width, format))} ${width}w`)
      .join(', ');
  const middle = photo.widths.find((width) => width >= 640) ?? photo.widths.at(-1) ?? photo.width;
  return {
    _id: photo.id,
    id: photo.id,
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    src: url(variantKey(productId, photo.key, middle, 'webp')),
    srcset: { avif: srcset('avif'), webp: srcset('webp') },
  };
}

export interface MadePhoto {
  photo: StoredPhoto;
  files: { key: string; body: Buffer; contentType: string }[];
}

/**
 * Checks an upload by its content and size in pixels (like the profile picture), then makes
 * every file once: the photo turned upright and stripped of its metadata (place, camera), at
 * each width in AVIF and WebP, and its link preview. The key is the upload's content hash.
 * All of it is one turn of the process's image queue (lib/images.ts).
 */
export function makePhotoFiles(productId: string, upload: Buffer, alt: string): Promise<MadePhoto> {
  return queueImageWork(() => makeFiles(productId, upload, alt));
}

async function makeFiles(productId: string, upload: Buffer, alt: string): Promise<MadePhoto> {
  await checkImageHeader(upload, PHOTO_RULES);
  // Decoded once (a truncated or corrupt file fails here), at most as wide as the largest variant.
  const { data, info } = await decodeChecked(upload, PHOTO_RULES, (image) =>
    image
      .rotate()
      .resize({ width: LARGEST, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 } };
  const key = createHash('sha256').update(upload).digest('hex').slice(0, 16);
  const widths = [...new Set(PRODUCT_PHOTO_WIDTHS.map((width) => Math.min(width, info.width)))];
  const variants = widths.flatMap((width) =>
    FORMATS.map(async (format) => {
      const resized = sharp(data, raw).resize({ width });
      const body = await (
        format === 'avif' ? resized.avif({ quality: 55, effort: 3 }) : resized.webp({ quality: 80 })
      ).toBuffer();
      return { key: variantKey(productId, key, width, format), body, contentType: `image/${format}` };
    }),
  );
  const og = linkPreviewFromPhoto(sharp(data, raw)).then((body) => ({
    key: ogKey(productId, { key }),
    body,
    contentType: 'image/jpeg',
  }));
  const files = await Promise.all([...variants, og]);
  return {
    photo: { id: randomUUID(), key, alt, widths, width: info.width, height: info.height },
    files,
  };
}
