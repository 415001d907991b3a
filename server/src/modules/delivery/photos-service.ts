import type { DeliveryPhoto } from '@ikawa/contracts/pin-exceptions';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { FileStore } from '../../lib/file-store';
import { isUuid } from '../../lib/ids';
import type { CurrentUser } from '../auth/session';
import { makeDeliveryPhoto } from './photo-file';
import {
  type DeliveryPhotoRow,
  findDeliveryPhoto,
  findOpenDeliveryOf,
  insertDeliveryPhoto,
} from './photos-repo';
import { ensurePersonOfUser } from './repo';

export const toDeliveryPhotoDto = (row: DeliveryPhotoRow): DeliveryPhoto => ({
  _id: row.id,
  orderId: row.orderId,
  width: row.width,
  height: row.height,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Photos a courier takes at the door of one of their own orders, kept for the shop (the proof of
 * a hand-over without the PIN; a failed delivery's next). A photo is made and stored, then its
 * row written: a row never names a missing file. Photos are private: only an admin reads them.
 */
export function createDeliveryPhotosService({
  db,
  store,
  now,
}: {
  db: Db;
  store: FileStore;
  now: () => Date;
}) {
  const orderNotFound = () => new AppError('not_found', ERRORS.delivery.orderNotFound);

  /** The courier's id when the order is theirs to deliver, else the 404 another's order gets. */
  async function checkOrder(user: CurrentUser, orderId: string): Promise<string> {
    const person = await ensurePersonOfUser(db, user.id);
    if (!person || !isUuid(orderId)) throw orderNotFound();
    if (!(await findOpenDeliveryOf(db, orderId, person.person.id))) throw orderNotFound();
    return person.person.id;
  }

  return {
    /** Refuses early, before the upload is read: an order that is not the courier's to deliver. */
    checkOrder,

    async add(user: CurrentUser, orderId: string, upload: Buffer): Promise<DeliveryPhoto> {
      const personId = await checkOrder(user, orderId);
      const made = await makeDeliveryPhoto(orderId.toLowerCase(), upload);
      await store.put(made.key, made.body, 'image/webp');
      const row = await insertDeliveryPhoto(db, {
        orderId,
        deliveryPersonId: personId,
        fileKey: made.key,
        width: made.width,
        height: made.height,
        bytes: made.body.length,
        createdAt: now(),
      });
      return toDeliveryPhotoDto(row);
    },

    /** A photo's file, for the admin. */
    async file(photoId: string): Promise<Buffer> {
      const row = isUuid(photoId) ? await findDeliveryPhoto(db, photoId) : undefined;
      const body = row ? await store.get(row.fileKey) : undefined;
      if (!body) throw new AppError('not_found', ERRORS.photo.notFound);
      return body;
    },
  };
}

export type DeliveryPhotosService = ReturnType<typeof createDeliveryPhotosService>;
