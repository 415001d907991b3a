import { createHash } from 'node:crypto';
import { DELIVERY_PHOTO_MAX_PIXELS } from '@ikawa/contracts/pin-exceptions';
import {
  checkImageHeader,
  decodeChecked,
  type ImageRules,
  JPEG_PNG_WEBP,
  queueImageWork,
} from '../../lib/images';
import { ERRORS } from '../../lib/error-messages';

/**
 * A delivery photo's file: checked exactly as a product photo is (JPEG, PNG or WebP by content,
 * 24 megapixels from the header, a corrupt file refused by decoding it), then kept as one WebP.
 */
const RULES: ImageRules = {
  formats: JPEG_PNG_WEBP,
  maxPixels: DELIVERY_PHOTO_MAX_PIXELS,
  messages: { imageType: ERRORS.upload.photoType, imagePixels: ERRORS.upload.photoPixels },
};

/** Wide enough to read a door number or a face on an admin's screen, small enough for a phone's data. */
const WIDTH = 1600;

export const DELIVERY_PHOTO_TYPE = 'image/webp';

export interface MadeDeliveryPhoto {
  key: string;
  body: Buffer;
  width: number;
  height: number;
}

/**
 * Checks an upload and makes its one file, in the process's image queue: turned upright and
 * stripped of its metadata (a phone's photo carries where it was taken), at most 1600 px wide.
 * The key is the order's folder and the upload's content hash.
 */
export function makeDeliveryPhoto(orderId: string, upload: Buffer): Promise<MadeDeliveryPhoto> {
  return queueImageWork(async () => {
    await checkImageHeader(upload, RULES);
    const { data, info } = await decodeChecked(upload, RULES, (image) =>
      image
        .rotate()
        .resize({ width: WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
    );
    const hash = createHash('sha256').update(upload).digest('hex').slice(0, 16);
    return { key: `${orderId}/${hash}.webp`, body: data, width: info.width, height: info.height };
  });
}
