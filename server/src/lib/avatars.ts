import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkImageHeader, decodeChecked, type ImageRules, JPEG_PNG_WEBP, queueImageWork } from './images';
import { ERRORS } from './error-messages';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_URL_PREFIX = '/uploads/avatars/';
const AVATAR_SIZE = 512;
/** A picture's size is checked from its header before anything is decoded. */
export const AVATAR_MAX_PIXELS = 16_000_000;
const AVATAR_RULES: ImageRules = {
  formats: JPEG_PNG_WEBP,
  maxPixels: AVATAR_MAX_PIXELS,
  messages: { imageType: ERRORS.upload.avatarType, imagePixels: ERRORS.upload.avatarPixels },
};

export function avatarsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'avatars');
}

/**
 * Checks the upload by its content (not its name or declared type), bounds it to 512×512,
 * strips metadata by re-encoding to WebP, and writes it under DATA_DIR with a fresh name
 * (so it can be cached for ever). The image work waits its turn in the process's image queue.
 * Returns the public URL.
 */
export async function saveAvatar(dataDir: string, userId: string, upload: Buffer): Promise<string> {
  const image = await queueImageWork(async () => {
    await checkImageHeader(upload, AVATAR_RULES);
    return decodeChecked(upload, AVATAR_RULES, (input) =>
      input
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', withoutEnlargement: false })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  });
  const dir = avatarsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const file = `${userId}-${randomBytes(6).toString('hex')}.webp`;
  await writeFile(path.join(dir, file), image);
  return `${AVATAR_URL_PREFIX}${file}`;
}

/** Removes a replaced avatar; a missing file is fine. */
export async function removeAvatar(dataDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
  const file = path.basename(url);
  await unlink(path.join(avatarsDir(dataDir), file)).catch(() => undefined);
}
