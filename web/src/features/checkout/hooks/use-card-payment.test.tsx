import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@/testing/render';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { testI18n } from '@/testing/i18n';
import { useFinishCardPayment } from './use-card-payment';
import { dispatchCheckout, getCheckoutState } from './use-checkout';

const refusal = {
  success: false,
  error:
    'The code SPRING is no longer offered. Your payment has been refunded, so you have not been charged. Your cart is now priced without the code: please review it and pay again.',
  code: 'discount_no_longer_valid',
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={testI18n('en-CA')}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}

afterEach(() => {
  dispatchCheckout({ type: 'setPromoCode', code: null });
});

describe('useFinishCardPayment', () => {
  it('drops a code that ended while paying, and goes back to the cart with the server’s sentence', async () => {
    fakeApi({ 'POST /api/payments/confirm-payment': json(refusal, 409) });
    dispatchCheckout({ type: 'setPromoCode', code: 'SPRING' });
    dispatchCheckout({ type: 'goTo', step: 'payment' });
    const onStockConflict = vi.fn();
    const { result } = renderHook(() => useFinishCardPayment({ onStockConflict }), { wrapper });

    await act(() => result.current.finish('pi_sim_1'));

    expect(getCheckoutState()).toMatchObject({ promoCode: null, step: 'cart', notice: refusal.error });
    expect(result.current.error).toBeNull();
  });

  it('keeps the code after a refund for stock (the code still applies)', async () => {
    fakeApi({
      'POST /api/payments/confirm-payment': json(
        { success: false, error: 'Sold out.', code: 'payment_refunded' },
        409,
      ),
    });
    dispatchCheckout({ type: 'setPromoCode', code: 'SPRING' });
    const { result } = renderHook(() => useFinishCardPayment({ onStockConflict: vi.fn() }), { wrapper });

    await act(() => result.current.finish('pi_sim_2'));

    expect(getCheckoutState()).toMatchObject({ promoCode: 'SPRING', step: 'cart', notice: 'Sold out.' });
  });
});
