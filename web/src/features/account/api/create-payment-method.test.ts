import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCardSetup } from './create-card-setup';
import { createPaymentMethod } from './create-payment-method';

const profile = {
  _id: 'u1',
  id: 'u1',
  name: 'Aline Niyonzima',
  email: 'aline@example.com',
  role: 'customer',
  phone: null,
  profileImage: null,
  address: null,
  createdAt: '2025-03-04T10:00:00.000Z',
  lastLogin: null,
  addresses: [],
  paymentMethods: [],
};

function stub(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('saving a card in Stripe mode (the calls around Stripe.js)', () => {
  it('asks the server for a SetupIntent for the shopper', async () => {
    const fetchMock = stub({
      success: true,
      data: { setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_x' },
    });
    expect(await createCardSetup('u1')).toEqual({ setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_x' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/u1/payment-methods/setup-intent');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('posts only the payment method id Stripe made and the holder', async () => {
    const fetchMock = stub({ success: true, user: profile }, 201);
    await createPaymentMethod('u1', { paymentMethodId: 'pm_123', cardholderName: 'Aline Niyonzima' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/u1/payment-methods');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      paymentMethodId: 'pm_123',
      cardholderName: 'Aline Niyonzima',
    });
  });
});
