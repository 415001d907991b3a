import type { FastifyRequest } from 'fastify';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from './app-error';

/** What an upload may be, in the words the refusals use. */
export interface ImageRules {
  /** sharp's format names read from the content, e.g. `jpeg`, `png`, `webp`. */
  formats: ReadonlySet<string>;
  maxPixels: number;
  messages: { imageType: string; imagePixels: string };
}

export const JPEG_PNG_WEBP: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks an upload by its content (never its name or declared type) from its header, before any
 * pixel is decoded: a known format, and no more pixels than allowed (issue 12 §6). Returns the
 * header; decoding it for real is left to `decodeChecked`, which refuses a truncated file.
 */
export async function checkImageHeader(upload: Buffer, rules: ImageRules): Promise<Metadata> {
  let header: Metadata;
  try {
    header = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('validation', rules.messages.imageType, { code: 'image_invalid' });
  }
  if (!header.format || !rules.formats.has(header.format))
    throw new AppError('validation', rules.messages.imageType, { code: 'image_invalid' });
  if ((header.width ?? 0) * (header.height ?? 0) > rules.maxPixels)
    throw new AppError('validation', rules.messages.imagePixels, { code: 'image_too_large' });
  return header;
}

/**
 * Runs sharp on a checked upload (pixels bounded, any warning — a truncated or corrupt file —
 * fails), turning a decoding failure into the same refusal as an unknown format.
 */
export async function decodeChecked<T>(
  upload: Buffer,
  rules: ImageRules,
  work: (image: Sharp) => Promise<T>,
): Promise<T> {
  try {
    return await work(sharp(upload, { limitInputPixels: rules.maxPixels, failOn: 'warning' }));
  } catch {
    throw new AppError('validation', rules.messages.imageType, { code: 'image_invalid' });
  }
}

/**
 * The one file of a multipart upload, read into memory up to the route's `fileSize` limit
 * (413 with the route's sentence beyond it).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  messages: { notMultipart: string; noFile: string; tooLarge: string },
): Promise<{ buffer: Buffer; fields: Record<string, unknown> }> {
  if (!request.isMultipart()) throw new AppError('validation', messages.notMultipart);
  const file = await request.file();
  if (!file) throw new AppError('validation', messages.noFile);
  try {
    return { buffer: await file.toBuffer(), fields: file.fields };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('too_large', messages.tooLarge);
    }
    throw error;
  }
}
