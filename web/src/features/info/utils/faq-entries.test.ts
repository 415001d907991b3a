import { describe, expect, it } from 'vitest';
import { DELIVERY_TIMES, PICKUP_READY } from '@ikawa/contracts/constants';
import { DEFAULT_STORE_HOURS } from '@ikawa/contracts/store-hours';
import { formatPrice } from '@/lib/format';
import { testI18n } from '@/testing/i18n';
import { storeSettings } from '@/testing/settings';
import { faqEntries } from './faq-entries';

// $10 standard and $15 express delivery, free from $50, the default opening hours.
const SETTINGS = storeSettings();

const english = testI18n('en-CA');
const french = testI18n('fr-CA');

function answer(id: string, settings = faqEntries(english, SETTINGS)) {
  return settings.find((entry) => entry.id === id)?.answer ?? '';
}

describe('faqEntries', () => {
  it('answers delivery times and pickup from the checkout constants', () => {
    expect(answer('delivery-times')).toContain(DELIVERY_TIMES.standard);
    expect(answer('delivery-times')).toContain(DELIVERY_TIMES.express);
    expect(answer('pickup')).toContain(PICKUP_READY);
    expect(answer('pickup')).toContain('open Mon-Fri 9AM-7PM and Sat-Sun 10AM-6PM');
    expect(answer('pickup')).toContain('placed after closing is ready on the next opening day');
  });

  it('reads the hours from the settings, closed days included', () => {
    const hours = DEFAULT_STORE_HOURS.map((day, i) => (i === 6 ? { ...day, closed: true } : day));
    expect(answer('pickup', faqEntries(english, { ...SETTINGS, storeHours: hours }))).toContain(
      'open Mon-Fri 9AM-7PM and Sat 10AM-6PM; closed Sun.',
    );
  });

  it('names the fees and the free-shipping threshold from the store settings', () => {
    const fees = answer('delivery-fees');
    expect(fees).toContain(formatPrice(10));
    expect(fees).toContain(formatPrice(15));
    expect(fees).toContain(`free on orders of ${formatPrice(50)} or more`);
  });

  it('leaves out the threshold when free shipping is off', () => {
    const fees = answer('delivery-fees', faqEntries(english, { ...SETTINGS, enableFreeShipping: false }));
    expect(fees).not.toMatch(/free on orders/);
  });

  it('still answers about fees while the settings are unknown', () => {
    expect(answer('delivery-fees', faqEntries(english, undefined))).toMatch(
      /calculated automatically at checkout/,
    );
  });

  it('answers in French, with French money and hours', () => {
    const hours = DEFAULT_STORE_HOURS.map((day, i) => (i === 6 ? { ...day, closed: true } : day));
    const entries = faqEntries(french, { ...SETTINGS, storeHours: hours });
    expect(entries[0]?.question).toBe('Combien de temps prend la livraison\u00a0?');
    const fees = answer('delivery-fees', entries);
    expect(fees).toMatch(/10,00\s\$/);
    expect(fees).toMatch(/50,00\s\$ ou plus/);
    const pickup = answer('pickup', entries);
    expect(pickup).toContain('ramassage en magasin');
    expect(pickup).toMatch(
      /fermé le dim\.\s; heures d’ouverture\s: Lun\. au ven\.\s: 9\sh à 19\sh et Sam\.\s: 10\sh à 18\sh\.$/,
    );
  });

  it('names both payment options', () => {
    expect(answer('payment')).toMatch(/cash/);
    expect(answer('payment')).toMatch(/card/);
  });
});
