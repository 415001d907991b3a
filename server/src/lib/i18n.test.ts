import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_MESSAGES } from '@ikawa/contracts/auth';
import { DELIVERY_MESSAGES } from '@ikawa/contracts/delivery';
import { NEWSLETTER_MESSAGES } from '@ikawa/contracts/newsletter';
import { LIFECYCLE_MESSAGES, ORDER_MESSAGES, type Order } from '@ikawa/contracts/orders';
import { PAYMENT_MESSAGES } from '@ikawa/contracts/payments';
import { RECEIPT_MESSAGES } from '@ikawa/contracts/receipts';
import { ACCOUNT_MESSAGES } from '@ikawa/contracts/users';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../locales/en-CA/messages';
import { messages as french } from '../locales/fr-CA/messages';
import { ANSWERS } from './answer-messages';
import { AppError } from './app-error';
import { documentLocale, isSuppliedInQuebec } from './document-words';
import { ERRORS } from './error-messages';
import { money, translate } from './i18n';
import type { MessageDescriptor } from '@ikawa/contracts/i18n';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const localesDir = path.join(serverDir, 'src/locales');

/** The msgid → msgstr pairs of a .po file (one line each: the extractor writes no wrapped strings). */
function poEntries(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
    if (match[1]) entries.set(match[1], match[2] ?? '');
  }
  return entries;
}

describe('the server catalogs', () => {
  it('translate every message into French: no empty msgstr, the same ids as the English', () => {
    const fr = poEntries(path.join(localesDir, 'fr-CA/messages.po'));
    const en = poEntries(path.join(localesDir, 'en-CA/messages.po'));
    expect(fr.size).toBeGreaterThan(200);
    expect([...fr.entries()].filter(([, text]) => text.trim() === '').map(([id]) => id)).toEqual([]);
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
  });

  it('are compiled from the .po files as they are now (the committed messages.ts are fresh)', () => {
    // The compiler run on a copy of the catalogs, its output compared with what is committed.
    const work = mkdtempSync(path.join(serverDir, '.i18n-check-'));
    try {
      cpSync(localesDir, path.join(work, 'locales'), { recursive: true });
      const config = path.join(work, 'lingui.config.js');
      writeFileSync(
        config,
        `export default ${JSON.stringify({
          sourceLocale: 'en-CA',
          locales: ['en-CA', 'fr-CA'],
          format: 'po',
          catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/locales'] }],
        })};\n`,
      );
      execFileSync('npx', ['lingui', 'compile', '--strict', '--typescript', '--config', config], {
        cwd: serverDir,
        stdio: 'pipe',
      });
      for (const locale of ['en-CA', 'fr-CA']) {
        expect(readFileSync(path.join(work, 'locales', locale, 'messages.ts'), 'utf8'), locale).toBe(
          readFileSync(path.join(localesDir, locale, 'messages.ts'), 'utf8'),
        );
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);

  it('write French with its spacing and money, English as the contracts wrote it', () => {
    expect(translate('en-CA', ERRORS.order.notFound)).toBe('Order not found');
    expect(translate('fr-CA', ERRORS.order.notFound)).toBe('Commande introuvable');
    expect(translate('fr-CA', ERRORS.common.required, { field: 'Email' })).toBe(
      'Champ obligatoire\u00a0: Email',
    );
    const cap = { maxUnits: 10, maxValue: money(1234.5), heldUnits: 0, heldValue: money(0) };
    expect(translate('en-CA', ERRORS.order.unpaidCashLimit, cap)).toContain(
      '10 items and $1,234.50 per account',
    );
    expect(translate('fr-CA', ERRORS.order.unpaidCashLimit, cap).replace(/\s/g, ' ')).toContain(
      '10 articles et 1 234,50 $ par compte',
    );
  });

  it('say in English what the contracts’ sentences say, word for word (clients compare with them)', () => {
    const pairs: [MessageDescriptor, string][] = [
      [ERRORS.auth.emailTaken, AUTH_MESSAGES.emailTaken],
      [ERRORS.auth.invalidCredentials, AUTH_MESSAGES.invalidCredentials],
      [ERRORS.auth.resetInvalid, AUTH_MESSAGES.resetInvalid],
      [ERRORS.auth.tooManyAttempts, AUTH_MESSAGES.tooManyAttempts],
      [ERRORS.auth.forbidden, AUTH_MESSAGES.forbidden],
      [ERRORS.account.wrongPassword, ACCOUNT_MESSAGES.wrongPassword],
      [ERRORS.order.idempotencyMismatch, ORDER_MESSAGES.idempotencyMismatch],
      [ERRORS.lifecycle.pickupNotShipped, LIFECYCLE_MESSAGES.pickupNotShipped],
      [ERRORS.delivery.pickupNotAssignable, DELIVERY_MESSAGES.pickupNotAssignable],
      [ERRORS.payment.expired, PAYMENT_MESSAGES.expired],
      [ERRORS.receipt.linkRevoked, RECEIPT_MESSAGES.linkRevoked],
      [ERRORS.newsletter.unknownConsentVersion, NEWSLETTER_MESSAGES.unknownConsentVersion],
      [ANSWERS.resetSent, AUTH_MESSAGES.resetSent],
      [ANSWERS.receiptLinksRevoked, RECEIPT_MESSAGES.revoked],
      [ANSWERS.newsletterSubscribed, NEWSLETTER_MESSAGES.subscribed],
    ];
    for (const [descriptor, english] of pairs) expect(translate('en-CA', descriptor)).toBe(english);
    expect(translate('en-CA', ERRORS.order.tooManyOpenCashOrders, { max: 3 })).toBe(
      ORDER_MESSAGES.tooManyOpenCashOrders(3),
    );
  });

  it('nest one error inside another in the reader’s language', () => {
    const soldOut = new AppError('conflict', ERRORS.order.outOfStock, {
      values: { name: 'Kayanza (1/2 kg)' },
    });
    const refunded = new AppError('conflict', {
      ...ERRORS.payment.refundedSoldOut,
      values: { reason: soldOut.describe() },
    });
    expect(refunded.message).toBe(
      'Kayanza (1/2 kg) is out of stock. Your payment has been refunded, so you have not been charged. Please review your cart.',
    );
    expect(refunded.messageIn('fr-CA')).toMatch(
      /^Kayanza \(1\/2 kg\) est en rupture de stock\. Votre paiement a été remboursé/,
    );
  });
});

describe('the language of an order’s documents (Quebec, Bill 96)', () => {
  const order = (
    over: Partial<Pick<Order, 'tax' | 'delivery' | 'shippingAddress'>>,
  ): Pick<Order, 'tax' | 'delivery' | 'shippingAddress'> =>
    ({
      tax: null,
      delivery: { fulfillmentMethod: 'delivery', address: null, pickupAddress: null },
      shippingAddress: null,
      ...over,
    }) as unknown as Pick<Order, 'tax' | 'delivery' | 'shippingAddress'>;
  const taxedIn = (province: string | null, basis = 'delivery') =>
    ({
      placeOfSupply: { province, basis, label: '' },
      lines: [],
      total: 0,
      included: false,
    }) as unknown as Order['tax'];
  const at = (postalCode: string) => ({ street: '1 rue', city: 'Ville', postalCode, country: 'CA' });

  it('is French for a sale delivered to or picked up in Québec, whatever the account reads', () => {
    expect(documentLocale(order({ tax: taxedIn('QC') }), 'en-CA')).toBe('fr-CA');
    expect(documentLocale(order({ tax: taxedIn('QC', 'pickup') }), 'en-CA')).toBe('fr-CA');
    // An order from before taxes were recorded: the postal code of where the coffee went.
    const delivery = { fulfillmentMethod: 'delivery', address: at('H2X 1Y4'), pickupAddress: null };
    expect(documentLocale(order({ delivery } as never), 'en-CA')).toBe('fr-CA');
    const pickup = { fulfillmentMethod: 'pickup', address: null, pickupAddress: at('G1R 4P5') };
    expect(isSuppliedInQuebec(order({ delivery: pickup } as never))).toBe(true);
  });

  it('is the order’s own language elsewhere and for an export', () => {
    expect(documentLocale(order({ tax: taxedIn('ON') }), 'en-CA')).toBe('en-CA');
    expect(documentLocale(order({ tax: taxedIn('ON') }), 'fr-CA')).toBe('fr-CA');
    expect(documentLocale(order({ tax: taxedIn(null, 'export') }), 'en-CA')).toBe('en-CA');
    const delivery = { fulfillmentMethod: 'delivery', address: at('M5V 2T6'), pickupAddress: null };
    expect(documentLocale(order({ delivery } as never), 'en-CA')).toBe('en-CA');
  });
});
