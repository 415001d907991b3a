import { vi } from 'vitest';
import type { PaymentMethod } from '@ikawa/contracts/users';

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
 * Stands in for the server's card-attempt answer (`{id, status, error, brand, last4}`) and
 * records every request's URL and JSON body in the returned array.
 */
export function stubCardAttempt(intentId: string, status = 'succeeded', error: string | null = null) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body ?? '{}')) });
      return new Response(
        JSON.stringify({
          success: true,
          data: { id: intentId, status, error, brand: 'visa', last4: '4242' },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  return calls;
}
