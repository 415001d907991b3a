import { z } from './zod';
import { type Message, text } from './messages';
import { IdSchema, PageInfoSchema, PageNumberSchema, PageSizeSchema, TimestampSchema } from './common';

/**
 * "Can't get the PIN" (README "Deliveries"): where a delivery asks for the customer's hand-over
 * PIN, the courier may still complete it without the code, giving a reason from this short list
 * and a photo taken at the door. The admin reviews each such exception (accept or dispute).
 * A locked PIN (5 wrong tries) allows it too: the lock stops guessing, not the hand-over, and the
 * photo and the admin's review stand in for the code.
 */
export const PIN_EXCEPTION_REASONS = [
  'customer_no_phone',
  'customer_forgot',
  'someone_else_received',
  'other',
] as const;
export type PinExceptionReason = (typeof PIN_EXCEPTION_REASONS)[number];

export const PIN_EXCEPTION_REASON_MESSAGES: Record<PinExceptionReason, Message> = {
  customer_no_phone: /*i18n*/ {
    id: 'pinException.reason.customer_no_phone',
    message: 'The customer has no phone or e-mail with them',
  },
  customer_forgot: /*i18n*/ {
    id: 'pinException.reason.customer_forgot',
    message: 'The customer cannot find the PIN',
  },
  someone_else_received: /*i18n*/ {
    id: 'pinException.reason.someone_else_received',
    message: 'Someone else received the order',
  },
  other: /*i18n*/ { id: 'pinException.reason.other', message: 'Another reason' },
};

export const PIN_EXCEPTION_STATUSES = ['pending', 'accepted', 'disputed'] as const;
export type PinExceptionStatus = (typeof PIN_EXCEPTION_STATUSES)[number];

export const PIN_EXCEPTION_STATUS_MESSAGES: Record<PinExceptionStatus, Message> = {
  pending: /*i18n*/ { id: 'pinException.status.pending', message: 'Pending review' },
  accepted: /*i18n*/ { id: 'pinException.status.accepted', message: 'Accepted' },
  disputed: /*i18n*/ { id: 'pinException.status.disputed', message: 'Disputed' },
};

const PHOTO_REQUIRED = text(
  /*i18n*/ { id: 'validation.pinException.photo', message: 'Take a photo of the hand-over first' },
);

/** What the courier adds to "delivered" instead of the PIN: why, and the photo taken at the door. */
export const PinExceptionInputSchema = z.object({
  reason: z.enum(PIN_EXCEPTION_REASONS, {
    error: text(
      /*i18n*/ {
        id: 'validation.pinException.reason',
        message: 'Choose why you cannot get the PIN',
      },
    ),
  }),
  photoId: z.uuid({ error: PHOTO_REQUIRED }),
});
export type PinExceptionInput = z.infer<typeof PinExceptionInputSchema>;

// ---- Delivery photos ---------------------------------------------------------------------

/** A delivery photo: JPEG, PNG or WebP by content, like product photos, at most 10 MB. */
export const DELIVERY_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** 24 megapixels, as product photos: a phone's camera stays under it. */
export const DELIVERY_PHOTO_MAX_PIXELS = 24_000_000;

/** A photo a courier took of one of their orders (a PIN exception's proof, a failed delivery's). */
export const DeliveryPhotoSchema = z.object({
  _id: IdSchema,
  orderId: IdSchema,
  width: z.number().int(),
  height: z.number().int(),
  createdAt: TimestampSchema,
});
export type DeliveryPhoto = z.infer<typeof DeliveryPhotoSchema>;

export const DeliveryPhotoResponseSchema = z.object({ success: z.literal(true), data: DeliveryPhotoSchema });

export const DeliveryPhotoParamsSchema = z.object({ photoId: IdSchema });

// ---- The admin's review ------------------------------------------------------------------

export const PinExceptionSchema = z.object({
  _id: IdSchema,
  order: z.object({ _id: IdSchema, number: z.string() }),
  courier: z.object({ _id: IdSchema, name: z.string() }),
  reason: z.enum(PIN_EXCEPTION_REASONS),
  /** The photo taken at the door (GET it from `/api/admin/delivery-photos/{photoId}`). */
  photoId: IdSchema,
  /** Whether the PIN had locked (5 wrong tries) before the courier completed this way. */
  pinLocked: z.boolean(),
  /** When the courier completed the delivery. */
  at: TimestampSchema,
  status: z.enum(PIN_EXCEPTION_STATUSES),
  decidedAt: TimestampSchema.nullable(),
  decidedBy: z.string().nullable(),
  /** The admin's note of a dispute. */
  note: z.string().nullable(),
});
export type PinException = z.infer<typeof PinExceptionSchema>;

export const PinExceptionListQuerySchema = z.object({
  page: PageNumberSchema.default(1),
  pageSize: PageSizeSchema.default(20),
  status: z
    .enum(['all', ...PIN_EXCEPTION_STATUSES], {
      error: text(
        /*i18n*/ {
          id: 'validation.pinExceptionStatus.unknown',
          message: 'Status must be one of all, pending, accepted, disputed',
        },
      ),
    })
    .default('all'),
});
export type PinExceptionListQuery = z.output<typeof PinExceptionListQuerySchema>;

export const PinExceptionListResponseSchema = PageInfoSchema.extend({
  success: z.literal(true),
  data: z.array(PinExceptionSchema),
});
export type PinExceptionListResponse = z.infer<typeof PinExceptionListResponseSchema>;

export const PinExceptionResponseSchema = z.object({ success: z.literal(true), data: PinExceptionSchema });

export const PinExceptionParamsSchema = z.object({ id: IdSchema });

export const PIN_EXCEPTION_NOTE_MAX = 500;
const NOTE_REQUIRED = text(
  /*i18n*/ { id: 'validation.pinException.note', message: 'Say why you dispute this hand-over' },
);

/** Dispute: the admin says why (the courier and the shop read it). */
export const DisputePinExceptionInputSchema = z.object({
  note: z
    .string({ error: NOTE_REQUIRED })
    .trim()
    .min(1, NOTE_REQUIRED)
    .max(
      PIN_EXCEPTION_NOTE_MAX,
      text(
        /*i18n*/ {
          id: 'validation.pinException.noteTooLong',
          message: 'Keep the note under {max, number} characters',
          values: { max: PIN_EXCEPTION_NOTE_MAX },
        },
      ),
    ),
});
export type DisputePinExceptionInput = z.infer<typeof DisputePinExceptionInputSchema>;

/** The refusals of this feature (stable codes beside them). */
export const PIN_EXCEPTION_MESSAGE_DESCRIPTORS = {
  notNeeded: /*i18n*/ {
    id: 'pinException.notNeeded',
    message: 'This delivery does not ask for a PIN: mark it as delivered without one.',
  },
  photoNotFound: /*i18n*/ {
    id: 'pinException.photoNotFound',
    message: 'The photo of the hand-over was not found for this order. Take it again.',
  },
  notFound: /*i18n*/ { id: 'pinException.notFound', message: 'PIN exception not found' },
  decided: /*i18n*/ {
    id: 'pinException.decided',
    message: 'This PIN exception was already reviewed.',
  },
} satisfies Record<string, Message>;
