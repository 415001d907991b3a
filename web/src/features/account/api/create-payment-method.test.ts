import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
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

describe('saving a card in Stripe mode (the calls around Stripe.js)', () => {
  it('asks the server for a SetupIntent for the shopper', async () => {
    const api = fakeApi({
      'POST /api/users/:id/payment-methods/setup-intent': {
        success: true,
        data: { setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_x' },
      },
    });
    expect(await createCardSetup('u1')).toEqual({ setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_x' });
    expect(api.calls[0]?.url).toBe('/api/users/u1/payment-methods/setup-intent');
    expect(api.calls[0]?.method).toBe('POST');
  });

  it('posts only the payment method id Stripe made and the holder', async () => {
    const api = fakeApi({
      'POST /api/users/:id/payment-methods': json({ success: true, user: profile }, 201),
    });
    await createPaymentMethod('u1', { paymentMethodId: 'pm_123', cardholderName: 'Aline Niyonzima' });
    expect(api.calls[0]?.url).toBe('/api/users/u1/payment-methods');
    expect(api.calls[0]?.body).toEqual({
      paymentMethodId: 'pm_123',
      cardholderName: 'Aline Niyonzima',
    });
  });
});
