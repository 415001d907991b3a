import { z } from './zod';
import { englishOf, type Message, text } from './messages';
import { IdSchema } from './common';

/**
 * Product photos: what the server accepts (checked by content), the widths it
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

export const PHOTO_MESSAGE_DESCRIPTORS = {
  imageType: /*i18n*/ { id: 'photo.imageType', message: 'Please upload a JPEG, PNG or WebP photo' },
  imageSize: /*i18n*/ {
    id: 'photo.imageSize',
    message: 'A photo must be at most {megabytes, number} MB',
    values: { megabytes: PRODUCT_PHOTO_MAX_BYTES / 1024 / 1024 },
  },
  imagePixels: /*i18n*/ {
    id: 'photo.imagePixels',
    message: 'The photo is too large: please use a picture of at most 24 megapixels (e.g. 6000 × 4000).',
  },
  tooMany: /*i18n*/ {
    id: 'photo.tooMany',
    message: 'A product has at most {max, number} photos: delete one to add another.',
    values: { max: PRODUCT_PHOTOS_MAX },
  },
  duplicate: /*i18n*/ { id: 'photo.duplicate', message: 'This photo is already on this product.' },
  notFound: /*i18n*/ { id: 'photo.notFound', message: 'Photo not found' },
  noFile: /*i18n*/ { id: 'photo.noFile', message: 'Please choose a photo to upload' },
  notMultipart: /*i18n*/ { id: 'photo.notMultipart', message: 'Send the photo as multipart/form-data' },
  uploadFailed: /*i18n*/ {
    id: 'photo.uploadFailed',
    message: 'The photo could not be uploaded. Please try again.',
  },
} satisfies Record<string, Message>;
export const PHOTO_MESSAGES = englishOf(PHOTO_MESSAGE_DESCRIPTORS);

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
  .string({ error: text(/*i18n*/ { id: 'validation.alt.text', message: 'Alt text must be text' }) })
  .trim()
  .max(
    PHOTO_ALT_MAX,
    text(
      /*i18n*/ {
        id: 'validation.alt.tooLong',
        message: 'Alt text must be at most {max, number} characters',
        values: { max: PHOTO_ALT_MAX },
      },
    ),
  );

export const ProductPhotoParamsSchema = z.object({
  id: z.string().trim().min(1).max(64),
  photoId: z.string().trim().min(1).max(64),
});

/** PATCH …/photos/{photoId}: new alt text and/or a new place (0 = first, the main photo). */
export const ProductPhotoUpdateSchema = z
  .object({
    alt: PhotoAltSchema.optional(),
    position: z
      .number({
        error: text(/*i18n*/ { id: 'validation.position.number', message: 'Position must be a number' }),
      })
      .int(text(/*i18n*/ { id: 'validation.position.integer', message: 'Position must be a whole number' }))
      .min(0, text(/*i18n*/ { id: 'validation.position.min', message: 'Position must be 0 or more' }))
      .max(
        PRODUCT_PHOTOS_MAX - 1,
        text(
          /*i18n*/ {
            id: 'validation.position.max',
            message: 'Position must be less than {max, number}',
            values: { max: PRODUCT_PHOTOS_MAX },
          },
        ),
      )
      .optional(),
  })
  .refine((input) => input.alt !== undefined || input.position !== undefined, {
    message: text(
      /*i18n*/ { id: 'validation.photoUpdate.empty', message: 'Give new alt text or a position' },
    ),
  });
export type ProductPhotoUpdate = z.input<typeof ProductPhotoUpdateSchema>;

/** Every answer of the photo routes: the product's photos, the main one first. */
export const ProductPhotosResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ProductPhotoSchema),
});
export type ProductPhotosResponse = z.infer<typeof ProductPhotosResponseSchema>;
