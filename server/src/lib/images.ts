import type { FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from './app-error';
import { ERRORS } from './error-messages';
import type { Text } from './i18n';

/**
 * Image work (decoding, resizing, encoding) runs one upload at a time per process, each on one
 * libvips thread. sharp runs on libuv's thread pool (4 threads), the one password hashing uses
 * too: eight large pictures at once took every thread, and sign-in waited behind them (35 ms
 * became over a second). Queued, an upload waits its turn and everything else goes on.
 */
export const IMAGE_WORK_CONCURRENCY = 1;
/** Uploads waiting beyond this are refused (503) rather than held in memory (up to 10 MB each). */
export const IMAGE_WORK_MAX_WAITING = 32;
sharp.concurrency(1);
const imageWork = pLimit(IMAGE_WORK_CONCURRENCY);

export const IMAGE_BUSY_MESSAGE = ERRORS.upload.imageBusy.message;

/** Runs `work` (anything that calls sharp on an upload) in the process's image queue. */
export function queueImageWork<T>(work: () => Promise<T>): Promise<T> {
  if (imageWork.pendingCount >= IMAGE_WORK_MAX_WAITING) {
    return Promise.reject(new AppError('unavailable', ERRORS.upload.imageBusy));
  }
  return imageWork(work);
}

/** What an upload may be, in the words the refusals use. */
export interface ImageRules {
  /** sharp's format names read from the content, e.g. `jpeg`, `png`, `webp`. */
  formats: ReadonlySet<string>;
  maxPixels: number;
  messages: { imageType: Text; imagePixels: Text };
}

export const JPEG_PNG_WEBP: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks an upload by its content (never its name or declared type) from its header, before any
 * pixel is decoded: a known format, and no more pixels than allowed. Returns the
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

export const MULTIPART_MESSAGES = {
  broken: ERRORS.upload.broken.message,
  tooManyParts: ERRORS.upload.tooManyParts.message,
} as const;

/** @fastify/multipart's refusals of a body with more parts than the route allows. */
const PART_LIMITS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * What a failure while reading a multipart body is, for the client: its own file too large
 * (413 with the route's sentence), too many parts (413), or anything else the parser raised
 * (busboy's "Boundary not found", "Unexpected end of form", a part cut short, a client gone)
 * a broken body (400). Only an error of ours goes through unchanged.
 */
function uploadRefusal(error: unknown, tooLarge: Text): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('too_large', tooLarge);
  if (typeof code === 'string' && PART_LIMITS.has(code))
    return new AppError('too_large', ERRORS.upload.tooManyParts);
  return new AppError('validation', ERRORS.upload.broken, { code: 'invalid_multipart' });
}

/**
 * The one file of a multipart upload, read into memory up to the route's `fileSize` limit
 * (413 with the route's sentence beyond it; 400 for a broken body).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  messages: { notMultipart: Text; noFile: Text; tooLarge: Text },
): Promise<{ buffer: Buffer; fields: Record<string, unknown> }> {
  if (!request.isMultipart()) throw new AppError('validation', messages.notMultipart);
  try {
    const file = await request.file();
    if (!file) throw new AppError('validation', messages.noFile);
    const buffer = await file.toBuffer();
    // toBuffer() looks for the cut only as chunks arrive: a file whose last chunk before the
    // limit ends exactly on it gets no further chunk, and came back as its first `fileSize`
    // bytes. busboy marks the stream truncated in every case.
    if (file.file.truncated) throw new AppError('too_large', messages.tooLarge);
    return { buffer, fields: file.fields };
  } catch (error) {
    throw uploadRefusal(error, messages.tooLarge);
  }
}
