import type { PaymentStatus } from './enums';

/** Payment statuses in a receipt's words (issue 16 §2). */
export const PAYMENT_STATUS_WORDS: Record<PaymentStatus, string> = {
  pending: 'not paid yet',
  completed: 'paid',
  failed: 'failed',
  refunded: 'refunded',
};

export const RECEIPT_MESSAGES = {
  notAvailable:
    'The receipt is ready once the order is paid (card orders at once, cash orders when they are handed over).',
  loadFailed: 'The receipt could not be loaded. Please try again.',
  linkInvalid:
    'This receipt link is not valid. Sign in and open the receipt from My Orders, or use the link in your order e-mail.',
  linkExpired: 'This receipt link has expired. Sign in and open the receipt from My Orders.',
} as const;

/** How long the receipt link in an order e-mail works (a signed link, no sign-in needed). */
export const RECEIPT_LINK_DAYS = 90;

/** The web page a receipt link of an order e-mail opens (`?token=` signed for that order). */
export function receiptLinkPath(orderId: string, token: string): string {
  return `/receipt/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`;
}
