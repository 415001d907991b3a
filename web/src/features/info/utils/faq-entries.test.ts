import { describe, expect, it } from 'vitest';
import { DELIVERY_TIMES, PICKUP_READY, STORE_HOURS } from '@ikawa/contracts/constants';
import { formatPrice } from '@/lib/format';
import { faqEntries } from './faq-entries';

const SETTINGS = {
  standardShippingCost: 10,
  expressShippingCost: 15,
  enableFreeShipping: true,
  freeShippingThreshold: 50,
};

function answer(id: string, settings = faqEntries(SETTINGS)) {
  return settings.find((entry) => entry.id === id)?.answer ?? '';
}

describe('faqEntries', () => {
  it('answers delivery times and pickup from the checkout constants', () => {
    expect(answer('delivery-times')).toContain(DELIVERY_TIMES.standard);
    expect(answer('delivery-times')).toContain(DELIVERY_TIMES.express);
    expect(answer('pickup')).toContain(PICKUP_READY);
    for (const hours of STORE_HOURS) expect(answer('pickup')).toContain(hours);
  });

  it('names the fees and the free-shipping threshold from the store settings', () => {
    const fees = answer('delivery-fees');
    expect(fees).toContain(formatPrice(10));
    expect(fees).toContain(formatPrice(15));
    expect(fees).toContain(`free on orders of ${formatPrice(50)} or more`);
  });

  it('leaves out the threshold when free shipping is off', () => {
    const fees = answer('delivery-fees', faqEntries({ ...SETTINGS, enableFreeShipping: false }));
    expect(fees).not.toMatch(/free on orders/);
  });

  it('still answers about fees while the settings are unknown', () => {
    expect(answer('delivery-fees', faqEntries(undefined))).toMatch(/calculated automatically at checkout/);
  });

  it('names both payment options', () => {
    expect(answer('payment')).toMatch(/cash/);
    expect(answer('payment')).toMatch(/card/);
  });
});
