import { z } from './zod';
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
  linkRevoked:
    'This receipt link was revoked for this order. Sign in and open the receipt from My Orders, or use the link in a newer order e-mail.',
  revokeTitle: 'Revoke receipt links?',
  revokeExplained:
    'Links in e-mails already sent for this order will stop working. The receipt stays available here, and e-mails sent from now on carry a new link.',
  revoked: 'Receipt links revoked. Links in e-mails already sent for this order no longer work.',
} as const;

/** POST /orders/{id}/receipt-link/revoke: the links sent so far stop working. */
export const ReceiptLinksRevokedResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});
export type ReceiptLinksRevokedResponse = z.infer<typeof ReceiptLinksRevokedResponseSchema>;

/** How long the receipt link in an order e-mail works (a signed link, no sign-in needed). */
export const RECEIPT_LINK_DAYS = 90;

/** The web page a receipt link of an order e-mail opens (`?token=` signed for that order). */
export function receiptLinkPath(orderId: string, token: string): string {
  return `/receipt/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`;
}
