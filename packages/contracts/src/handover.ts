import { z } from './zod';
import type { Message } from './messages';
import { text } from './messages';

/**
 * The hand-over PIN (README "Deliveries"): a 4-digit code per delivery order, shown to the
 * customer (order page, "out for delivery" e-mail) and never to the courier, who types it at the
 * door to complete the delivery where the shop's settings ask for it. It proves the hand-over of
 * goods, and of the cash a courier collects.
 */
export const PIN_LENGTH = 4;
export const PIN_MAX_TRIES = 5;

const PIN_FORMAT = text(
  /*i18n*/ {
    id: 'validation.pin.format',
    message: 'The PIN is 4 digits, as the customer’s order page shows it',
  },
);
export const PinSchema = z
  .string({ error: PIN_FORMAT })
  .trim()
  .regex(/^\d{4}$/, PIN_FORMAT);

/** When the PIN is required (Settings → Deliveries): any rule that matches asks for it. */
export const HandOverPinRuleSchema = z.object({
  /** Every delivery. */
  always: z.boolean(),
  /** Cash orders: the courier carries the customer's money. */
  cashOrders: z.boolean(),
  /** Orders with a 60 kg sack. */
  sacks: z.boolean(),
  /** Orders of at least this total (dollars); null = no such rule. */
  aboveValue: z.number().nonnegative().max(100_000).nullable(),
});
export type HandOverPinRule = z.infer<typeof HandOverPinRuleSchema>;

/** The default: cash orders and 60 kg sacks. */
export const DEFAULT_HAND_OVER_PIN_RULE: HandOverPinRule = {
  always: false,
  cashOrders: true,
  sacks: true,
  aboveValue: null,
};

/** The PIN as the customer's order page shows it, with whether the courier will ask for it. */
export const HandOverSchema = z.object({
  pin: z.string(),
  required: z.boolean(),
  /** Five wrong tries locked it: the shop completes the hand-over. */
  locked: z.boolean(),
});
export type HandOver = z.infer<typeof HandOverSchema>;

/** The courier's refusals at the door (400/422, stable codes). */
export const PIN_MESSAGE_DESCRIPTORS = {
  required: /*i18n*/ {
    id: 'pin.required',
    message:
      'This delivery needs the customer’s 4-digit PIN: ask for the code on their order page or e-mail.',
  },
  wrong: /*i18n*/ {
    id: 'pin.wrong',
    message:
      'That PIN is not the one of this order. {left, plural, one {# try left} other {# tries left}} before it locks.',
  },
  locked: /*i18n*/ {
    id: 'pin.locked',
    message:
      'The PIN of this order is locked after 5 wrong tries. Call the shop: an admin completes the hand-over.',
  },
} satisfies Record<string, Message>;

/**
 * Whether a delivery order asks for the PIN at the door, decided when it is placed from the
 * shop's rule: any rule that matches (a 60 kg sack is a sack of green or roasted coffee).
 */
export function pinRequiredFor(
  rule: HandOverPinRule,
  order: { paymentMethod: 'cash' | 'stripe'; totalCents: number; lines: { type: string }[] },
): boolean {
  return (
    rule.always ||
    (rule.cashOrders && order.paymentMethod === 'cash') ||
    (rule.sacks && order.lines.some((line) => line.type === 'sack')) ||
    (rule.aboveValue !== null && order.totalCents >= Math.round(rule.aboveValue * 100))
  );
}
