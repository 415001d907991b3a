import { z } from './zod';
import { IdSchema } from './common';

/**
 * Product photos (issue 17 §2): what the server accepts (checked by content), the widths it
 * makes, and the answers of `/api/admin/products/{id}/photos`. Photos are shown before the
 * drawing derived from type and weight (SPEC §3), which stays the fallback.
 */
export const PRODUCT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_PHOTOS_MAX = 8;
/** Read from the picture's header before any pixel is decoded (e.g. 6000 × 4000). */
export const PRODUCT_PHOTO_MAX_PIXELS = 24_000_000;
export const PRODUCT_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The widths made once at upload, each in AVIF and WebP (narrower photos are not enlarged). */
export const PRODUCT_PHOTO_WIDTHS = [320, 640, 1280] as const;
export const PHOTO_ALT_MAX = 200;

export const PHOTO_MESSAGES = {
  imageType: 'Please upload a JPEG, PNG or WebP photo',
  imageSize: `A photo must be at most ${PRODUCT_PHOTO_MAX_BYTES / 1024 / 1024} MB`,
  imagePixels: 'The photo is too large: please use a picture of at most 24 megapixels (e.g. 6000 × 4000).',
  tooMany: `A product has at most ${PRODUCT_PHOTOS_MAX} photos: delete one to add another.`,
  duplicate: 'This photo is already on this product.',
  notFound: 'Photo not found',
  noFile: 'Please choose a photo to upload',
  notMultipart: 'Send the photo as multipart/form-data',
  uploadFailed: 'The photo could not be uploaded. Please try again.',
} as const;

export const ProductPhotoSchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  /** What the photo shows, for people who cannot see it; empty = decorative. */
  alt: z.string(),
  /** The largest variant's size: its aspect ratio reserves the space before it loads. */
  width: z.number().int(),
  height: z.number().int(),
  /** A middle-sized WebP, for `<img src>`. */
  src: z.string(),
  /** `url 320w, url 640w, …` per format, for `<picture><source srcset>`. */
  srcset: z.object({ avif: z.string(), webp: z.string() }),
});
export type ProductPhoto = z.infer<typeof ProductPhotoSchema>;

export const PhotoAltSchema = z
  .string({ error: 'Alt text must be text' })
  .trim()
  .max(PHOTO_ALT_MAX, `Alt text must be at most ${PHOTO_ALT_MAX} characters`);

export const ProductPhotoParamsSchema = z.object({
  id: z.string().trim().min(1).max(64),
  photoId: z.string().trim().min(1).max(64),
});

/** PATCH …/photos/{photoId}: new alt text and/or a new place (0 = first, the main photo). */
export const ProductPhotoUpdateSchema = z
  .object({
    alt: PhotoAltSchema.optional(),
    position: z
      .number({ error: 'Position must be a number' })
      .int('Position must be a whole number')
      .min(0, 'Position must be 0 or more')
      .max(PRODUCT_PHOTOS_MAX - 1, `Position must be less than ${PRODUCT_PHOTOS_MAX}`)
      .optional(),
  })
  .refine((input) => input.alt !== undefined || input.position !== undefined, {
    message: 'Give new alt text or a position',
  });
export type ProductPhotoUpdate = z.input<typeof ProductPhotoUpdateSchema>;

/** Every answer of the photo routes: the product's photos, the main one first. */
export const ProductPhotosResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ProductPhotoSchema),
});
export type ProductPhotosResponse = z.infer<typeof ProductPhotosResponseSchema>;
