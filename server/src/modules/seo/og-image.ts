import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

/** Open Graph's recommended size: link previews show at least 1200×630. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** The product artwork's own background (its gradient's lighter end). */
const ARTWORK_BACKGROUND = '#f8f0e2';

/** `products/powder-1kg` or `hero/kayanza-dawn`: a folder and a file name of the web's artwork. */
export const OG_NAME = /^(products|hero)\/([a-z0-9-]{1,60})$/;

/**
 * PNG pictures for link previews, made from the web app's SVG artwork (chat apps and social
 * networks do not show SVG): the square product artwork centred on its background colour, the
 * landing page's wide hero cropped to fit. Made once, at the first request, and kept in memory
 * for the life of the process (a few hundred KB for the dozen pictures there are).
 */
export function createOgImages(webRoot: string) {
  const made = new Map<string, Promise<Buffer | undefined>>();

  async function make(name: string): Promise<Buffer | undefined> {
    const match = OG_NAME.exec(name);
    if (!match) return undefined;
    const [, folder = '', file = ''] = match;
    const svg = await readFile(path.join(webRoot, 'images', folder, `${file}.svg`)).catch(() => undefined);
    if (!svg) return undefined;
    if (folder === 'hero') {
      return sharp(svg, { density: 144 }).resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover' }).png().toBuffer();
    }
    const art = await sharp(svg, { density: 288 })
      .resize(OG_HEIGHT, OG_HEIGHT, { fit: 'contain' })
      .toBuffer();
    return sharp({
      create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: ARTWORK_BACKGROUND },
    })
      .composite([{ input: art, gravity: 'centre' }])
      .png()
      .toBuffer();
  }

  return {
    /** The PNG for `name`, or undefined when there is no such artwork. */
    get(name: string): Promise<Buffer | undefined> {
      let image = made.get(name);
      if (!image) {
        image = make(name).catch((error: unknown) => {
          made.delete(name);
          throw error;
        });
        // Only real artwork is kept; unknown names are not remembered (no memory for probes).
        if (OG_NAME.test(name)) made.set(name, image);
      }
      return image.then((buffer) => {
        if (!buffer) made.delete(name);
        return buffer;
      });
    },
  };
}

/**
 * A product photo's link preview: 1200×630 JPEG, cropped to fill around the
 * middle, on the artwork's background where the photo is transparent. Made once, when the photo
 * is uploaded, and kept beside it in the photo store.
 */
export function linkPreviewFromPhoto(photo: Sharp): Promise<Buffer> {
  return photo
    .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'attention' })
    .flatten({ background: ARTWORK_BACKGROUND })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
