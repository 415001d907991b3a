import { type DeliveryPhoto, DeliveryPhotoResponseSchema } from '@ikawa/contracts/pin-exceptions';
import { deliveryApiPaths } from '@/config/area-api-paths';
import { sendForm, type UploadOptions } from '@/lib/upload';

/**
 * POST /delivery/orders/{id}/photos: a photo the courier takes at the door of one of their orders
 * (the proof of a hand-over without the PIN). Sent at once: a photo is too large for the outbox.
 */
export async function uploadDeliveryPhoto(
  orderId: string,
  file: File,
  options: UploadOptions = {},
): Promise<DeliveryPhoto> {
  const form = new FormData();
  form.append('file', file);
  const answer = await sendForm(
    'POST',
    deliveryApiPaths.orderPhotos(orderId),
    form,
    DeliveryPhotoResponseSchema,
    options,
  );
  return answer.data;
}
