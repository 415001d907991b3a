import type { IntentStatus } from '@ikawa/contracts/payments';
import type { PaymentMethod } from '@ikawa/contracts/users';
import { type FakeApi, fakeApi } from '@/testing/fake-api';

/** A saved card as the saved-cards fetcher answers it. */
export const savedCard = (overrides: Partial<PaymentMethod>): PaymentMethod => ({
  _id: 'pm1',
  id: 'pm1',
  brand: 'visa',
  last4: '4242',
  cardNumber: '•••• 4242',
  expiryDate: '12/34',
  cardholderName: 'Sarah Thompson',
  isDefault: false,
  ...overrides,
});

/** Default first, as the saved-cards fetcher answers them. */
export const SAVED_CARDS = [
  savedCard({ _id: 'pm-default', id: 'pm-default', isDefault: true }),
  savedCard({ _id: 'pm-other', id: 'pm-other', brand: 'mastercard', last4: '4444' }),
];

/**
 * Test-only: the fake API answering a payment with a saved card (`POST /api/payments/confirm-saved`)
 * with the intent's status and the provider's message. What the card step sent is in the returned
 * API's `calls`; any other request fails the test.
 */
export function fakeCardAttempt(
  intentId: string,
  status: IntentStatus = 'succeeded',
  error: string | null = null,
): FakeApi {
  return fakeApi({
    'POST /api/payments/confirm-saved': {
      success: true,
      data: { id: intentId, status, error, brand: 'visa', last4: '4242' },
    },
  });
}
