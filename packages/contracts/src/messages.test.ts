import { setupI18n, type I18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PageNumberSchema } from './common';
import {
  cardLabel,
  cardMessage,
  paymentLabel,
  paymentMessage,
  PRODUCT_TYPE_LABELS,
  PRODUCT_TYPE_MESSAGES,
  ROLE_LABELS,
  ROLE_MESSAGES,
} from './display';
import { DELIVERY_TIME_MESSAGES, DELIVERY_TIMES } from './constants';
import { discountSummary, discountSummaryIn } from './discounts';
import { english, registeredMessages, text, translateText } from './messages';
import {
  STOCK_MESSAGE_DESCRIPTORS,
  STOCK_MESSAGES,
  STOCK_REASON_LABELS,
  STOCK_REASON_MESSAGES,
} from './stock';
import { formatStoreHours, storeHoursMessages } from './rules/store-hours';
import { DEFAULT_STORE_HOURS } from './store-hours';
import { PROVINCE_NAME_MESSAGES, PROVINCE_NAMES } from './tax';
import { RegisterInputSchema } from './auth';
import { CreateOrderNoteInputSchema } from './order-notes';
// Every schema module, so that every validation message is registered before the check below.
import './admin';
import './delivery';
import './exports';
import './mail';
import './newsletter';
import './orders';
import './pages';
import './payment-methods';
import './payments';
import './product-photos';
import './products';
import './settings';
import { messages as frContracts } from './locales/fr-CA/contracts';
import { messages as frDisplay } from './locales/fr-CA/display';
import { messages as enContracts } from './locales/en-CA/contracts';
import { messages as enDisplay } from './locales/en-CA/display';

/** A number as fr-CA writes it (the grouping space is the runtime's ICU's choice). */
const frenchNumber = (n: number) => new Intl.NumberFormat('fr-CA').format(n);

function french(): I18n {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'fr-CA', messages: { ...frDisplay, ...frContracts } });
  return i18n;
}

describe('text()', () => {
  it('returns the English message and registers its descriptor', () => {
    const sentence = text(/*i18n*/ { id: 'validation.email.required', message: 'Email is required' });
    expect(sentence).toBe('Email is required');
    expect(registeredMessages().some((descriptor) => descriptor.id === 'validation.email.required')).toBe(
      true,
    );
  });

  it('gives the French translation through a real Lingui i18n', () => {
    expect(translateText(french(), 'Email is required')).toBe('Le courriel est requis');
  });

  it('leaves a text nobody registered as it is', () => {
    expect(translateText(french(), 'Something zod said')).toBe('Something zod said');
  });

  it('fills placeholders, numbers in the reader’s locale', () => {
    const sentence = text(
      /*i18n*/ {
        id: 'validation.text.atMost',
        message: 'At most {max, number} characters',
        values: { max: 20_000 },
      },
    );
    expect(sentence).toBe('At most 20,000 characters');
    expect(translateText(french(), sentence)).toBe(`Au plus ${frenchNumber(20_000)} caractères`);
  });
});

describe('validation errors', () => {
  it('a schema’s message translates to French', () => {
    const result = RegisterInputSchema.safeParse({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'short',
    });
    expect(result.success).toBe(false);
    const message = result.error!.issues[0]!.message;
    expect(message).toBe('Password must be at least 8 characters');
    expect(translateText(french(), message)).toBe('Le mot de passe doit compter au moins 8 caractères');
  });

  it('a message with a constant inside keeps its English and translates', () => {
    const result = PageNumberSchema.safeParse(100_001);
    const message = result.error!.issues[0]!.message;
    expect(message).toBe('Page must be at most 100,000');
    expect(translateText(french(), message)).toBe(`La page doit être d’au plus ${frenchNumber(100_000)}`);
    const note = CreateOrderNoteInputSchema.safeParse({ visibility: 'customer', body: ' ' });
    expect(translateText(french(), note.error!.issues[0]!.message)).toBe('Écrivez d’abord la note');
  });

  it('every registered message has a French translation', () => {
    const i18n = french();
    const registered = registeredMessages();
    expect(registered.length).toBeGreaterThan(100);
    for (const descriptor of registered) {
      expect(frContracts[descriptor.id] ?? frDisplay[descriptor.id], descriptor.id).toBeTruthy();
      expect(i18n._(descriptor), descriptor.id).not.toBe('');
    }
  });

  it('every message of the catalogs has a French translation, none left empty', () => {
    const ids = [...Object.keys(enContracts), ...Object.keys(enDisplay)];
    expect(ids.length).toBeGreaterThan(400);
    for (const id of ids) {
      const translation = frContracts[id] ?? frDisplay[id];
      expect(translation, id).toBeTruthy();
      expect(JSON.stringify(translation), id).not.toBe('""');
    }
  });
});

describe('label descriptors', () => {
  it('give English identical to the old exports', () => {
    expect(PRODUCT_TYPE_LABELS).toEqual({
      powder: 'Powder',
      granule: 'Granulated',
      sack: 'Sack',
      accessory: 'Accessories',
    });
    expect(ROLE_LABELS).toEqual({
      customer: 'Customer',
      admin: 'Administrator',
      delivery: 'Delivery person',
    });
    expect(DELIVERY_TIMES).toEqual({ standard: '3-5 business days', express: '1-2 business days' });
    for (const [key, descriptor] of Object.entries(PRODUCT_TYPE_MESSAGES))
      expect(english(descriptor)).toBe(PRODUCT_TYPE_LABELS[key as keyof typeof PRODUCT_TYPE_LABELS]);
    for (const [key, descriptor] of Object.entries(ROLE_MESSAGES))
      expect(english(descriptor)).toBe(ROLE_LABELS[key as keyof typeof ROLE_LABELS]);
    for (const [key, descriptor] of Object.entries(STOCK_REASON_MESSAGES))
      expect(english(descriptor)).toBe(STOCK_REASON_LABELS[key as keyof typeof STOCK_REASON_LABELS]);
    for (const [key, descriptor] of Object.entries(PROVINCE_NAME_MESSAGES))
      expect(english(descriptor)).toBe(PROVINCE_NAMES[key as keyof typeof PROVINCE_NAMES]);
    expect(english(DELIVERY_TIME_MESSAGES.express)).toBe('1-2 business days');
  });

  it('translate to French', () => {
    const i18n = french();
    expect(i18n._(PRODUCT_TYPE_MESSAGES.sack)).toBe('Sac');
    expect(i18n._(PROVINCE_NAME_MESSAGES.QC)).toBe('Québec');
  });

  it('build the old sentences in English and translate them with their values', () => {
    const card = { brand: 'visa', last4: '4242' };
    expect(cardLabel(card)).toBe('Visa ending in 4242');
    expect(cardLabel({ brand: '', last4: '4242' })).toBe('Card ending in 4242');
    expect(paymentLabel({ method: 'stripe', fulfillment: 'delivery', card })).toBe(
      'Paid by Visa ending in 4242',
    );
    expect(paymentLabel({ method: 'stripe', fulfillment: 'delivery', card: null })).toBe('Paid by card');
    expect(paymentLabel({ method: 'cash', fulfillment: 'pickup', card: null })).toBe('Cash at pickup');
    const i18n = french();
    expect(i18n._(cardMessage(card))).toBe('Visa se terminant par 4242');
    expect(i18n._(paymentMessage({ method: 'cash', fulfillment: 'delivery', card: null }))).toBe(
      'Paiement à la livraison',
    );
  });

  it('follow plurals in both languages', () => {
    expect(STOCK_MESSAGES.belowZero(1)).toBe('That would take the stock below zero: there is 1 unit left.');
    expect(STOCK_MESSAGES.belowZero(3)).toBe('That would take the stock below zero: there are 3 units left.');
    expect(french()._(STOCK_MESSAGE_DESCRIPTORS.belowZero(3))).toBe(
      'Le stock passerait sous zéro\u00a0: il reste 3 unités.',
    );
  });

  it('write discounts and store hours in the reader’s language', () => {
    const discount = {
      kind: 'percentage' as const,
      percentOff: 15,
      amountOff: null,
      minSubtotal: 30,
      firstOrderOnly: true,
      productTypes: ['powder' as const, 'sack' as const],
      productIds: [],
    };
    expect(discountSummary(discount)).toBe(
      '15% off · Powder and Sack coffee · first order only · orders from $30.00',
    );
    expect(discountSummaryIn(french(), discount, 'fr-CA')).toBe(
      '15 % de rabais · café Moulu et Sac · première commande seulement · commandes de 30,00\u00a0$ et plus',
    );
    expect(formatStoreHours(DEFAULT_STORE_HOURS)).toEqual(['Mon-Fri 9AM-7PM', 'Sat-Sun 10AM-6PM']);
    const i18n = french();
    expect(storeHoursMessages(DEFAULT_STORE_HOURS, 'fr-CA').map((line) => i18n._(line))).toEqual([
      'Lun. au ven.\u00a0: 9\u00a0h à 19\u00a0h',
      'Sam. au dim.\u00a0: 10\u00a0h à 18\u00a0h',
    ]);
  });
});
