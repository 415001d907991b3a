import { formatPrice, formatWeight, paymentLabel } from '@ikawa/contracts/display';
import type { Order } from '@ikawa/contracts/orders';
import { PAYMENT_STATUS_WORDS } from '@ikawa/contracts/receipts';
import { TAX_STATUS_WORDS, taxLineTitle } from '@ikawa/contracts/tax';
import type { SettingsRow } from '../settings/repo';

/**
 * A receipt as data (issue 16 §2): what the HTML page and the PDF both lay out, so the two can
 * never say different things. Built from the order as its owner sees it and the store's
 * settings. At every amount it carries what CRA asks of an invoice in the strictest tier ($500
 * or more since 2021; decision 015): seller's name and GST/HST number, date, description of each
 * supply and its tax status, each tax or the tax-included statement, total, buyer's name, terms
 * of payment.
 */
export interface ReceiptModel {
  store: { name: string; addressLines: string[]; contact: string; registrations: string[] };
  title: string;
  number: string;
  /** label → value rows under the title (dates, order, payment, place of supply). */
  facts: [string, string][];
  customer: { name: string; email: string; addressLines: string[] };
  lines: { description: string; quantity: number; unitPrice: string; amount: string; taxStatus: string }[];
  /** label → amount rows under the lines; the last one is the total. */
  totals: [string, string][];
  notes: string[];
  /** The credit note reversing this invoice, when a paid order was cancelled. */
  creditNote: {
    title: string;
    number: string;
    facts: [string, string][];
    totals: [string, string][];
    notes: string[];
  } | null;
}

const money = (amount: number) => formatPrice(amount);

export function receiptDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone }).format(new Date(iso));
}

const address = (a: { street: string; city: string; postalCode: string; country: string }) => [
  a.street,
  `${a.city} ${a.postalCode}`.trim(),
  a.country,
];

/** The receipt of an invoiced order; `order.invoice` must be set. */
export function buildReceipt(order: Order, settings: SettingsRow): ReceiptModel {
  const invoice = order.invoice;
  if (!invoice) throw new Error('an order without an invoice has no receipt');
  const zone = settings.timeZone;
  const tax = order.tax;
  const registrations = [
    `GST/HST registration no. ${settings.gstHstNumber || 'not registered'}`,
    ...(settings.qstNumber ? [`QST registration no. ${settings.qstNumber}`] : []),
  ];
  const pickup = order.delivery.fulfillmentMethod === 'pickup';
  const shipTo = pickup ? order.delivery.pickupAddress : order.delivery.address;
  const payment = paymentLabel({
    method: order.payment.method,
    fulfillment: order.delivery.fulfillmentMethod,
    card: order.payment.card,
  });
  const taxRows: [string, string][] = (tax?.lines ?? []).map((line) => [
    `${taxLineTitle(line)} on ${money(line.taxableAmount)}${tax?.included ? ' (included)' : ''}`,
    money(line.amount),
  ]);
  const totals: [string, string][] = [
    ['Subtotal', money(order.subtotal)],
    ...(order.discount
      ? ([[`Discount (${order.discount.code})`, `−${money(order.discount.amount)}`]] as [string, string][])
      : []),
    [pickup ? 'Store pickup' : 'Delivery fee', money(order.deliveryFee)],
    ...taxRows,
    ...(tax && tax.lines.length === 0 ? ([['Sales tax', money(0)]] as [string, string][]) : []),
    ['Total (CAD)', money(order.totalAmount)],
  ];
  const notes = [
    'Zero-rated: coffee is a basic grocery (GST/HST 0 %, no PST or QST). Taxable: charged at the rates of the place of supply.',
    ...(tax?.placeOfSupply.basis === 'export'
      ? ['Exported outside Canada: zero-rated (no GST/HST, PST or QST).']
      : []),
    ...(order.deliveryFee > 0
      ? [
          'The delivery fee is taxed like what it delivers: in a mixed order, in proportion to the taxable goods.',
        ]
      : []),
    ...(tax?.included ? ['Prices include sales tax; the tax lines show how much of the total is tax.'] : []),
    ...(tax ? [] : ['This order was placed before sales tax was charged by the shop.']),
  ];
  const credit = order.creditNote;
  return {
    store: {
      name: settings.storeName,
      addressLines: address({
        street: settings.storeStreet,
        city: settings.storeCity,
        postalCode: settings.storePostalCode,
        country: settings.storeCountry,
      }),
      contact: `${settings.storePhone} · ${settings.storeEmail}`,
      registrations,
    },
    title: 'Invoice / Receipt',
    number: invoice.number,
    facts: [
      ['Invoice date', receiptDate(invoice.issuedAt, zone)],
      ['Order', `#${order._id.slice(0, 8).toUpperCase()} of ${receiptDate(order.createdAt, zone)}`],
      ['Payment', `${payment} (${PAYMENT_STATUS_WORDS[order.payment.status]})`],
      ['Place of supply', tax ? tax.placeOfSupply.label : 'Not recorded'],
    ],
    customer: {
      name: order.user.name,
      email: order.user.email,
      addressLines: shipTo ? [pickup ? 'Picked up at the store' : 'Delivered to', ...address(shipTo)] : [],
    },
    lines: order.items.map((item) => ({
      description: `${item.product.name} (${formatWeight(item.product.weight)})`,
      quantity: item.quantity,
      unitPrice: money(item.price),
      amount: money(item.price * item.quantity),
      taxStatus: item.taxCategory ? TAX_STATUS_WORDS[item.taxCategory] : '—',
    })),
    totals,
    notes,
    creditNote: credit
      ? {
          title: 'Credit note',
          number: credit.number,
          facts: [
            ['Credit note date', receiptDate(credit.issuedAt, zone)],
            ['Refers to invoice', `${invoice.number} of ${receiptDate(invoice.issuedAt, zone)}`],
            ['Reason', 'Order cancelled after payment; the payment is refunded'],
          ],
          totals: [
            ...taxRows.map(([label, amount]): [string, string] => [`${label} credited`, `−${amount}`]),
            ['Total credited (CAD)', `−${money(order.totalAmount)}`],
          ],
          notes: [`This credit note cancels invoice ${invoice.number} in full.`],
        }
      : null,
  };
}
