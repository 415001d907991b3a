import type { Locale, MessageDescriptor } from '@ikawa/contracts/i18n';
import type { Order } from '@ikawa/contracts/orders';
import { lineLabel } from '@ikawa/contracts/products';
import {
  longDate,
  moneyIn,
  paymentStatusWords,
  paymentWords,
  placeOfSupplyWords,
  taxStatusWords,
  taxTitle,
} from '../../lib/document-words';
import { translate } from '../../lib/i18n';
import type { SettingsRow } from '../settings/repo';

/**
 * A receipt as data: what the HTML page and the PDF both lay out, so the two can never say
 * different things, in one language (`locale`). Built from the order as its owner sees it and the
 * store's settings. At every amount it carries what CRA asks of an invoice in the strictest tier
 * ($500 or more since 2021; decision 015): seller's name and GST/HST number, date, description of
 * each supply and its tax status, each tax or the tax-included statement, total, buyer's name,
 * terms of payment.
 */
export interface ReceiptModel {
  locale: Locale;
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
  /** The layout's own words: column titles, section names, the PDF's customer line. */
  labels: {
    customer: string;
    customerLine: string;
    items: string;
    item: string;
    quantity: string;
    unitPrice: string;
    taxStatus: string;
    amount: string;
    totals: string;
    creditNote: string;
    credited: string;
  };
  /** The PDF's file name, without `.pdf` ("INV-000042" / "FAC-000042"). */
  fileName: string;
}

const R = {
  gstHst: /*i18n*/ { id: 'receipt.registration.gstHst', message: 'GST/HST registration no. {number}' },
  notRegistered: /*i18n*/ { id: 'receipt.registration.none', message: 'not registered' },
  qst: /*i18n*/ { id: 'receipt.registration.qst', message: 'QST registration no. {number}' },
  taxOn: /*i18n*/ {
    id: 'receipt.tax.on',
    comment: 'tax: "GST 5%"; amount: the taxed amount',
    message: '{tax} on {amount}',
  },
  taxOnIncluded: /*i18n*/ { id: 'receipt.tax.onIncluded', message: '{tax} on {amount} (included)' },
  subtotal: /*i18n*/ { id: 'receipt.totals.subtotal', message: 'Subtotal' },
  discount: /*i18n*/ { id: 'receipt.totals.discount', message: 'Discount ({code})' },
  storePickup: /*i18n*/ { id: 'receipt.totals.storePickup', message: 'Store pickup' },
  deliveryFee: /*i18n*/ { id: 'receipt.totals.deliveryFee', message: 'Delivery fee' },
  salesTax: /*i18n*/ { id: 'receipt.totals.salesTax', message: 'Sales tax' },
  total: /*i18n*/ { id: 'receipt.totals.total', message: 'Total (CAD)' },
  noteZeroRated: /*i18n*/ {
    id: 'receipt.note.zeroRated',
    message:
      'Zero-rated: coffee is a basic grocery (GST/HST 0 %, no PST or QST). Taxable: charged at the rates of the place of supply.',
  },
  noteExport: /*i18n*/ {
    id: 'receipt.note.export',
    message: 'Exported outside Canada: zero-rated (no GST/HST, PST or QST).',
  },
  noteDeliveryFee: /*i18n*/ {
    id: 'receipt.note.deliveryFee',
    message:
      'The delivery fee is taxed like what it delivers: in a mixed order, in proportion to the taxable goods.',
  },
  noteIncluded: /*i18n*/ {
    id: 'receipt.note.included',
    message: 'Prices include sales tax; the tax lines show how much of the total is tax.',
  },
  noteBeforeTax: /*i18n*/ {
    id: 'receipt.note.beforeTax',
    message: 'This order was placed before sales tax was charged by the shop.',
  },
  title: /*i18n*/ { id: 'receipt.title', message: 'Invoice / Receipt' },
  invoiceDate: /*i18n*/ { id: 'receipt.fact.invoiceDate', message: 'Invoice date' },
  order: /*i18n*/ { id: 'receipt.fact.order', message: 'Order' },
  orderOf: /*i18n*/ { id: 'receipt.fact.orderOf', message: '{number} of {date}' },
  payment: /*i18n*/ { id: 'receipt.fact.payment', message: 'Payment' },
  paymentValue: /*i18n*/ { id: 'receipt.fact.paymentValue', message: '{payment} ({status})' },
  placeOfSupply: /*i18n*/ { id: 'receipt.fact.placeOfSupply', message: 'Place of supply' },
  notRecorded: /*i18n*/ { id: 'receipt.fact.notRecorded', message: 'Not recorded' },
  pickedUp: /*i18n*/ { id: 'receipt.customer.pickedUp', message: 'Picked up at the store' },
  deliveredTo: /*i18n*/ { id: 'receipt.customer.deliveredTo', message: 'Delivered to' },
  // Before the hand-over (a paid order cancelled or refunded, or not yet delivered) the receipt
  // names where the order was to go, never a delivery that did not happen.
  pickupAt: /*i18n*/ { id: 'receipt.customer.pickupAt', message: 'Pickup at the store' },
  deliveryAddress: /*i18n*/ { id: 'receipt.customer.deliveryAddress', message: 'Delivery address' },
  creditTitle: /*i18n*/ { id: 'receipt.credit.title', message: 'Credit note' },
  creditDate: /*i18n*/ { id: 'receipt.credit.date', message: 'Credit note date' },
  refersTo: /*i18n*/ { id: 'receipt.credit.refersTo', message: 'Refers to invoice' },
  invoiceOf: /*i18n*/ { id: 'receipt.credit.invoiceOf', message: '{number} of {date}' },
  reason: /*i18n*/ { id: 'receipt.credit.reason', message: 'Reason' },
  reasonText: /*i18n*/ {
    id: 'receipt.credit.reasonText',
    message: 'Order cancelled after payment; the payment is refunded',
  },
  taxCredited: /*i18n*/ { id: 'receipt.credit.taxCredited', message: '{tax} credited' },
  totalCredited: /*i18n*/ { id: 'receipt.credit.totalCredited', message: 'Total credited (CAD)' },
  cancels: /*i18n*/ {
    id: 'receipt.credit.cancels',
    message: 'This credit note cancels invoice {number} in full.',
  },
  labelCustomer: /*i18n*/ { id: 'receipt.label.customer', message: 'Customer' },
  labelCustomerLine: /*i18n*/ { id: 'receipt.label.customerLine', message: 'Customer: {name} ({email})' },
  labelItems: /*i18n*/ { id: 'receipt.label.items', message: 'Items' },
  labelItem: /*i18n*/ { id: 'receipt.label.item', message: 'Item' },
  labelQuantity: /*i18n*/ { id: 'receipt.label.quantity', message: 'Qty' },
  labelUnitPrice: /*i18n*/ { id: 'receipt.label.unitPrice', message: 'Unit price' },
  labelTaxStatus: /*i18n*/ { id: 'receipt.label.taxStatus', message: 'Tax status' },
  labelAmount: /*i18n*/ { id: 'receipt.label.amount', message: 'Amount' },
  labelTotals: /*i18n*/ { id: 'receipt.label.totals', message: 'Totals' },
  labelCredited: /*i18n*/ { id: 'receipt.label.credited', message: 'Credited' },
  fileInvoice: /*i18n*/ {
    id: 'receipt.fileName',
    comment: 'The PDF file name, in plain ASCII letters (no accents); number is "INV-000042"',
    message: 'receipt-{number}',
  },
} satisfies Record<string, MessageDescriptor>;

/** A receipt date in the store's time zone, in the reader's words. */
export function receiptDate(iso: string, timeZone: string, locale: Locale = 'en-CA'): string {
  return longDate(locale, iso, timeZone);
}

const address = (a: { street: string; city: string; postalCode: string; country: string }) => [
  a.street,
  `${a.city} ${a.postalCode}`.trim(),
  a.country,
];

/** The receipt of an invoiced order in `locale` (`documentLocale`); `order.invoice` must be set. */
export function buildReceipt(order: Order, settings: SettingsRow, locale: Locale = 'en-CA'): ReceiptModel {
  const invoice = order.invoice;
  if (!invoice) throw new Error('an order without an invoice has no receipt');
  const t = (descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
    translate(locale, descriptor, values);
  const money = moneyIn(locale);
  const date = (iso: string) => receiptDate(iso, settings.timeZone, locale);
  const tax = order.tax;
  const registrations = [
    t(R.gstHst, { number: settings.gstHstNumber || t(R.notRegistered) }),
    ...(settings.qstNumber ? [t(R.qst, { number: settings.qstNumber })] : []),
  ];
  const pickup = order.delivery.fulfillmentMethod === 'pickup';
  const shipTo = pickup ? order.delivery.pickupAddress : order.delivery.address;
  const handedOver = order.status === 'delivered';
  const taxRows: { title: string; amount: number; row: [string, string] }[] = (tax?.lines ?? []).map(
    (line) => {
      const title = taxTitle(locale, line);
      return {
        title,
        amount: line.amount,
        row: [
          t(tax?.included ? R.taxOnIncluded : R.taxOn, { tax: title, amount: money(line.taxableAmount) }),
          money(line.amount),
        ],
      };
    },
  );
  const totals: [string, string][] = [
    [t(R.subtotal), money(order.subtotal)],
    ...(order.discount
      ? ([[t(R.discount, { code: order.discount.code }), `−${money(order.discount.amount)}`]] as [
          string,
          string,
        ][])
      : []),
    [pickup ? t(R.storePickup) : t(R.deliveryFee), money(order.deliveryFee)],
    ...taxRows.map(({ row }) => row),
    ...(tax && tax.lines.length === 0 ? ([[t(R.salesTax), money(0)]] as [string, string][]) : []),
    [t(R.total), money(order.totalAmount)],
  ];
  const notes = [
    t(R.noteZeroRated),
    ...(tax?.placeOfSupply.basis === 'export' ? [t(R.noteExport)] : []),
    ...(order.deliveryFee > 0 ? [t(R.noteDeliveryFee)] : []),
    ...(tax?.included ? [t(R.noteIncluded)] : []),
    ...(tax ? [] : [t(R.noteBeforeTax)]),
  ];
  const credit = order.creditNote;
  return {
    locale,
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
    title: t(R.title),
    number: invoice.number,
    facts: [
      [t(R.invoiceDate), date(invoice.issuedAt)],
      [t(R.order), t(R.orderOf, { number: order.number, date: date(order.createdAt) })],
      [
        t(R.payment),
        t(R.paymentValue, {
          payment: paymentWords(locale, order),
          status: paymentStatusWords(locale, order.payment.status),
        }),
      ],
      [t(R.placeOfSupply), tax ? placeOfSupplyWords(locale, tax.placeOfSupply) : t(R.notRecorded)],
    ],
    customer: {
      name: order.user.name,
      email: order.user.email,
      addressLines: shipTo
        ? [
            t(handedOver ? (pickup ? R.pickedUp : R.deliveredTo) : pickup ? R.pickupAt : R.deliveryAddress),
            ...address(shipTo),
          ]
        : [],
    },
    lines: order.items.map((item) => ({
      description: lineLabel(item.product, locale),
      quantity: item.quantity,
      unitPrice: money(item.price),
      amount: money(item.price * item.quantity),
      taxStatus: item.taxCategory ? taxStatusWords(locale, item.taxCategory) : '—',
    })),
    totals,
    notes,
    creditNote: credit
      ? {
          title: t(R.creditTitle),
          number: credit.number,
          facts: [
            [t(R.creditDate), date(credit.issuedAt)],
            [t(R.refersTo), t(R.invoiceOf, { number: invoice.number, date: date(invoice.issuedAt) })],
            [t(R.reason), t(R.reasonText)],
          ],
          totals: [
            ...taxRows.map(({ row: [label, amount] }): [string, string] => [
              t(R.taxCredited, { tax: label }),
              `−${amount}`,
            ]),
            [t(R.totalCredited), `−${money(order.totalAmount)}`],
          ],
          notes: [t(R.cancels, { number: invoice.number })],
        }
      : null,
    labels: {
      customer: t(R.labelCustomer),
      customerLine: t(R.labelCustomerLine, { name: order.user.name, email: order.user.email }),
      items: t(R.labelItems),
      item: t(R.labelItem),
      quantity: t(R.labelQuantity),
      unitPrice: t(R.labelUnitPrice),
      taxStatus: t(R.labelTaxStatus),
      amount: t(R.labelAmount),
      totals: t(R.labelTotals),
      creditNote: t(R.creditTitle),
      credited: t(R.labelCredited),
    },
    fileName: t(R.fileInvoice, { number: invoice.number }),
  };
}
