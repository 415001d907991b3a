import { z } from './zod';
import type { PaymentStatus } from './enums';
import { englishOf, type Message } from './messages';

/** Payment statuses in a receipt's words. */
export const PAYMENT_STATUS_WORD_MESSAGES: Record<PaymentStatus, Message> = {
  pending: /*i18n*/ { id: 'receipt.paymentStatus.pending', message: 'not paid yet' },
  completed: /*i18n*/ { id: 'receipt.paymentStatus.completed', message: 'paid' },
  failed: /*i18n*/ { id: 'receipt.paymentStatus.failed', message: 'failed' },
  refunded: /*i18n*/ { id: 'receipt.paymentStatus.refunded', message: 'refunded' },
};
export const PAYMENT_STATUS_WORDS: Record<PaymentStatus, string> = englishOf(PAYMENT_STATUS_WORD_MESSAGES);

export const RECEIPT_MESSAGE_DESCRIPTORS = {
  notAvailable: /*i18n*/ {
    id: 'receipt.notAvailable',
    message:
      'The receipt is ready once the order is paid (card orders at once, cash orders when they are handed over).',
  },
  loadFailed: /*i18n*/ {
    id: 'receipt.loadFailed',
    message: 'The receipt could not be loaded. Please try again.',
  },
  linkInvalid: /*i18n*/ {
    id: 'receipt.linkInvalid',
    message:
      'This receipt link is not valid. Sign in and open the receipt from My Orders, or use the link in your order e-mail.',
  },
  linkExpired: /*i18n*/ {
    id: 'receipt.linkExpired',
    message: 'This receipt link has expired. Sign in and open the receipt from My Orders.',
  },
  linkRevoked: /*i18n*/ {
    id: 'receipt.linkRevoked',
    message:
      'This receipt link was revoked for this order. Sign in and open the receipt from My Orders, or use the link in a newer order e-mail.',
  },
  revokeTitle: /*i18n*/ { id: 'receipt.revokeTitle', message: 'Revoke receipt links?' },
  revokeExplained: /*i18n*/ {
    id: 'receipt.revokeExplained',
    message:
      'Links in e-mails already sent for this order will stop working. The receipt stays available here, and e-mails sent from now on carry a new link.',
  },
  revoked: /*i18n*/ {
    id: 'receipt.revoked',
    message: 'Receipt links revoked. Links in e-mails already sent for this order no longer work.',
  },
} satisfies Record<string, Message>;
export const RECEIPT_MESSAGES = englishOf(RECEIPT_MESSAGE_DESCRIPTORS);

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
