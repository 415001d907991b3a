import { z } from './zod';
import { TimestampSchema } from './common';
import { type Message, text } from './messages';

/**
 * A delivery the courier could not make (README "Deliveries"): the courier says why, the order
 * goes back to the shop's dispatch queue as "delivery failed" with its goods still set aside, and
 * the customer chooses another day or to pick it up at the store instead.
 */
export const DELIVERY_FAILURE_REASONS = ['not_home', 'wrong_address', 'refused', 'unsafe'] as const;
export type DeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

export const DeliveryFailureReasonSchema = z.enum(DELIVERY_FAILURE_REASONS, {
  error: text(
    /*i18n*/ {
      id: 'validation.deliveryFailure.reason',
      message: 'Say why the delivery failed: not home, wrong address, refused or unsafe',
    },
  ),
});

/** Each reason as the courier picks it and the customer and the shop read it. */
export const DELIVERY_FAILURE_REASON_MESSAGES = {
  not_home: /*i18n*/ { id: 'deliveryFailure.reason.not_home', message: 'Nobody was home' },
  wrong_address: /*i18n*/ {
    id: 'deliveryFailure.reason.wrong_address',
    message: 'The address could not be found',
  },
  refused: /*i18n*/ { id: 'deliveryFailure.reason.refused', message: 'The parcel was refused' },
  unsafe: /*i18n*/ { id: 'deliveryFailure.reason.unsafe', message: 'It was not safe to deliver' },
} satisfies Record<DeliveryFailureReason, Message>;

export const DELIVERY_FAILURE_NOTE_MAX = 500;

export const DeliveryFailureNoteSchema = z
  .string({
    error: text(/*i18n*/ { id: 'validation.deliveryFailure.noteText', message: 'The note must be text' }),
  })
  .trim()
  .max(
    DELIVERY_FAILURE_NOTE_MAX,
    text(
      /*i18n*/ {
        id: 'validation.deliveryFailure.noteTooLong',
        message: 'The note must be at most {max, number} characters',
        values: { max: DELIVERY_FAILURE_NOTE_MAX },
      },
    ),
  );

/** A photo of the door the courier took (optional), named by the id its upload answered. */
export const DeliveryFailurePhotoSchema = z.uuid({
  error: text(/*i18n*/ { id: 'validation.deliveryFailure.photo', message: 'Take the photo again' }),
});

/** The missed delivery as the order shows it to the customer and the shop. */
export const MissedDeliverySchema = z.object({
  /** Failed attempts so far (the shop is told from the second). */
  attempts: z.number().int(),
  reason: DeliveryFailureReasonSchema,
  at: TimestampSchema,
  /** The day the customer chose for the next attempt (`YYYY-MM-DD`, the store's day), if any. */
  rescheduledFor: z.string().nullable(),
  /** The photo the courier took at the door (the shop reads it; null: none). */
  photoId: z.string().nullable(),
});
export type MissedDelivery = z.infer<typeof MissedDeliverySchema>;

const DAY_FORMAT = text(
  /*i18n*/ { id: 'validation.deliveryDay.format', message: 'Choose a day such as 2026-12-01' },
);

/** POST /orders/{id}/reschedule: the day of the next attempt. */
export const RescheduleDeliveryInputSchema = z.object({
  date: z.iso.date({ error: DAY_FORMAT }),
});
export type RescheduleDeliveryInput = z.infer<typeof RescheduleDeliveryInputSchema>;

/** GET /orders/{id}/delivery-days: the days a missed delivery may be made again. */
export const DeliveryDaysResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ days: z.array(z.string()) }),
});
export type DeliveryDaysResponse = z.infer<typeof DeliveryDaysResponseSchema>;

/** How many days the customer is offered, and how far ahead they may reach. */
export const RESCHEDULE_DAYS_OFFERED = 5;
export const RESCHEDULE_DAYS_AHEAD = 21;

/**
 * The next days a missed delivery can be made again: from tomorrow (the store's day `today`),
 * the days the address's zone delivers on (Monday = 0; null: any day), at most
 * `RESCHEDULE_DAYS_OFFERED` of them within `RESCHEDULE_DAYS_AHEAD` days.
 */
export function rescheduleDays(today: string, deliveryDays: readonly number[] | null): string[] {
  const days: string[] = [];
  const date = new Date(`${today}T00:00:00Z`);
  for (let ahead = 1; ahead <= RESCHEDULE_DAYS_AHEAD && days.length < RESCHEDULE_DAYS_OFFERED; ahead += 1) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = (date.getUTCDay() + 6) % 7;
    if (!deliveryDays || deliveryDays.includes(weekday)) days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

/** The customer's refusals (409, stable codes). */
export const MISSED_DELIVERY_MESSAGE_DESCRIPTORS = {
  photoNotFound: /*i18n*/ {
    id: 'missedDelivery.photoNotFound',
    message: 'The photo of the door was not found for this order. Take it again, or send without it.',
  },
  dayNotOffered: /*i18n*/ {
    id: 'missedDelivery.dayNotOffered',
    message: 'We cannot deliver on that day: choose one of the days offered.',
  },
} satisfies Record<string, Message>;

/** A store day (`YYYY-MM-DD`) as a reader's calendar writes it: "Tuesday, December 1". */
export function formatStoreDay(day: string, locale: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
