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
} as const;
