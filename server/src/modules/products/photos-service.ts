import {
  PRODUCT_PHOTOS_MAX,
  type ProductPhoto,
  type ProductPhotoUpdate,
} from '@ikawa/contracts/product-photos';
import type { Db } from '../../db/client';
import { forgetTable } from '../../db/row-cache';
import { products, type StoredPhoto } from '../../db/schema/products';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { FileStore } from '../../lib/file-store';
import { isUuid } from '../../lib/ids';
import { makePhotoFiles, ogKey, photoFileKeys, toPhotoDto } from './photo-files';
import { findProductPhotos, lockProductPhotos, writeProductPhotos } from './photos-repo';

/**
 * The owner's photos of a product. Files are made and stored before the product
 * names them, and removed only after it no longer does, so a page never points at a missing
 * file; a refused or failed change removes what it wrote.
 */
export function createProductPhotosService({ db, store }: { db: Db; store: FileStore }) {
  const notFound = () => new AppError('not_found', ERRORS.product.notFound);
  const tooMany = () => new AppError('conflict', ERRORS.photo.tooMany, { code: 'too_many_photos' });
  const duplicate = () => new AppError('conflict', ERRORS.photo.duplicate, { code: 'photo_duplicate' });
  const dtos = (productId: string, photos: StoredPhoto[]) =>
    photos.map((photo) => toPhotoDto(productId, photo));

  async function requirePhotos(productId: string): Promise<StoredPhoto[]> {
    const photos = isUuid(productId) ? await findProductPhotos(db, productId) : undefined;
    if (!photos) throw notFound();
    return photos;
  }

  /** Runs a change of the list under the product's row lock; undefined from `change` = no such photo. */
  async function changeList(
    productId: string,
    change: (photos: StoredPhoto[]) => StoredPhoto[] | undefined,
  ): Promise<StoredPhoto[]> {
    const written = await db.transaction(async (tx) => {
      const photos = await lockProductPhotos(tx, productId);
      if (!photos) throw notFound();
      const next = change(photos);
      if (!next) throw new AppError('not_found', ERRORS.photo.notFound);
      await writeProductPhotos(tx, productId, next);
      return next;
    });
    forgetTable(db, products);
    return written;
  }

  return {
    /** Refuses early, before the upload is read: unknown product (404), no room left (409). */
    async checkRoom(productId: string): Promise<void> {
      if ((await requirePhotos(productId)).length >= PRODUCT_PHOTOS_MAX) throw tooMany();
    },

    async add(productId: string, upload: Buffer, alt: string): Promise<ProductPhoto[]> {
      const before = await requirePhotos(productId);
      const made = await makePhotoFiles(productId, upload, alt);
      if (before.some((photo) => photo.key === made.photo.key)) throw duplicate();
      await Promise.all(made.files.map((file) => store.put(file.key, file.body, file.contentType)));
      try {
        const photos = await changeList(productId, (current) => {
          if (current.some((photo) => photo.key === made.photo.key)) throw duplicate();
          if (current.length >= PRODUCT_PHOTOS_MAX) throw tooMany();
          return [...current, made.photo];
        });
        return dtos(productId, photos);
      } catch (error) {
        // The same photo added twice at once: the files are the other upload's too; keep them.
        const now = await findProductPhotos(db, productId).catch(() => undefined);
        if (!now?.some((photo) => photo.key === made.photo.key)) {
          await store.remove(made.files.map((file) => file.key));
        }
        throw error;
      }
    },

    async update(productId: string, photoId: string, input: ProductPhotoUpdate): Promise<ProductPhoto[]> {
      await requirePhotos(productId);
      const photos = await changeList(productId, (current) => {
        const index = current.findIndex((photo) => photo.id === photoId);
        const photo = current[index];
        if (!photo) return undefined;
        const changed = { ...photo, alt: input.alt ?? photo.alt };
        const rest = current.filter((_, i) => i !== index);
        const position = Math.min(input.position ?? index, rest.length);
        return [...rest.slice(0, position), changed, ...rest.slice(position)];
      });
      return dtos(productId, photos);
    },

    async remove(productId: string, photoId: string): Promise<ProductPhoto[]> {
      await requirePhotos(productId);
      let removed: StoredPhoto | undefined;
      const photos = await changeList(productId, (current) => {
        removed = current.find((photo) => photo.id === photoId);
        return removed ? current.filter((photo) => photo !== removed) : undefined;
      });
      if (removed) await store.remove(photoFileKeys(productId, removed));
      return dtos(productId, photos);
    },

    /** After a product is deleted for good: every file of its photos. */
    async removeAllFiles(productId: string): Promise<void> {
      await store.removeFolder(productId);
    },

    /** A photo's link preview (1200×630 JPEG), or undefined when there is no such photo. */
    async linkPreview(productId: string, photoId: string): Promise<Buffer | undefined> {
      const photos = isUuid(productId) ? await findProductPhotos(db, productId) : undefined;
      const photo = photos?.find((candidate) => candidate.id === photoId);
      return photo ? store.get(ogKey(productId, photo)) : undefined;
    },

    /** A photo file by its name (`<key>-<width>.<format>`), for the file route. */
    file(productId: string, name: string): Promise<Buffer | undefined> {
      return store.get(`${productId}/${name}`);
    },

    /** The file's address in a bucket that browsers read directly (S3_PUBLIC_URL), if any. */
    publicUrl(productId: string, name: string): string | undefined {
      return store.publicUrl?.(`${productId}/${name}`);
    },
  };
}

export type ProductPhotosService = ReturnType<typeof createProductPhotosService>;
