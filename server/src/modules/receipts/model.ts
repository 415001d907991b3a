import { fromCents } from '@ikawa/contracts/money';
import type { Locale, MessageDescriptor } from '@ikawa/contracts/i18n';
import { formatOrderNumber } from '@ikawa/contracts/order-number';
import { lineLabel } from '@ikawa/contracts/products';
import { creditNoteLabel, invoiceLabel, type TaxRegistrationKind, taxName } from '@ikawa/contracts/tax';
import { REFUND_REASON_MESSAGES } from '@ikawa/contracts/refunds';
import type { DocumentContent } from '../../db/schema/index';
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

/**
 * A receipt as data: what the HTML page and the PDF both lay out, so the two can never say
 * different things, in one language (`locale`). Built only from the invoice and credit notes as
 * they were issued (`tax_documents`), never from today's order or settings. At every amount it carries what CRA asks of an invoice in the strictest tier
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
  /** The credit notes correcting this invoice, in the order they were issued. */
  creditNotes: {
    title: string;
    number: string;
    facts: [string, string][];
    totals: [string, string][];
    notes: string[];
  }[];
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

/** "GST/HST registration no. …" and the like, as the seller block prints each registration. */
const REGISTRATION: Record<TaxRegistrationKind, MessageDescriptor> = {
  gstHst: /*i18n*/ { id: 'receipt.registration.gstHst', message: 'GST/HST registration no. {number}' },
  qst: /*i18n*/ { id: 'receipt.registration.qst', message: 'QST registration no. {number}' },
  bcPst: /*i18n*/ { id: 'receipt.registration.bcPst', message: 'BC PST no. {number}' },
  skPst: /*i18n*/ { id: 'receipt.registration.skPst', message: 'Saskatchewan PST no. {number}' },
  mbRst: /*i18n*/ { id: 'receipt.registration.mbRst', message: 'Manitoba RST no. {number}' },
};

/** Why a tax of the place of supply is not on the invoice: the shop was not registered for it. */
const NOT_REGISTERED: Record<TaxRegistrationKind, MessageDescriptor> = {
  gstHst: /*i18n*/ {
    id: 'receipt.notRegistered.gstHst',
    message: 'No GST/HST charged: the seller is a small supplier, not registered for GST/HST.',
  },
  qst: /*i18n*/ {
    id: 'receipt.notRegistered.qst',
    message: 'No QST charged: the seller was not registered for the Quebec sales tax on this date.',
  },
  bcPst: /*i18n*/ {
    id: 'receipt.notRegistered.bcPst',
    message: 'No PST charged: the seller was not registered for British Columbia PST on this date.',
  },
  skPst: /*i18n*/ {
    id: 'receipt.notRegistered.skPst',
    message: 'No PST charged: the seller was not registered for Saskatchewan PST on this date.',
  },
  mbRst: /*i18n*/ {
    id: 'receipt.notRegistered.mbRst',
    message: 'No RST charged: the seller was not registered for Manitoba RST on this date.',
  },
};

const R = {
  smallSupplier: /*i18n*/ {
    id: 'receipt.registration.smallSupplier',
    message: 'Small supplier, not registered for GST/HST',
  },
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
  deliveryZone: /*i18n*/ { id: 'receipt.fact.deliveryZone', message: 'Delivery zone' },
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
  reasonReturned: /*i18n*/ { id: 'receipt.credit.reasonReturned', message: 'Goods returned; refunded' },
  reasonAdjustment: /*i18n*/ { id: 'receipt.credit.reasonAdjustment', message: 'Partial refund' },
  itemsReturned: /*i18n*/ { id: 'receipt.credit.itemsReturned', message: 'Items returned' },
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

type Address = { street: string; city: string; postalCode: string; country: string };

/** An issued document as the receipt reads it. */
export interface IssuedDocument {
  number: number;
  issuedAt: Date;
  content: DocumentContent;
}

/**
 * The receipt of an invoice and its credit notes in `locale` (the invoice's own language,
 * `content.locale`, unless asked otherwise). Reads only what the documents kept.
 */
export function buildReceipt(
  invoice: IssuedDocument,
  creditNotes: IssuedDocument[],
  locale: Locale = invoice.content.locale,
): ReceiptModel {
  const doc = invoice.content;
  const t = (descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
    translate(locale, descriptor, values);
  const money = (cents: number) => moneyIn(locale)(fromCents(cents));
  const date = (at: Date | string) =>
    receiptDate(typeof at === 'string' ? at : at.toISOString(), doc.timeZone, locale);
  const invoiceNumber = invoiceLabel(invoice.number);
  const registrations = [
    ...(doc.seller.registrations.some((held) => held.kind === 'gstHst') ? [] : [t(R.smallSupplier)]),
    ...doc.seller.registrations.map((held) => t(REGISTRATION[held.kind], { number: held.number })),
  ];
  const pickup = doc.fulfilment.method === 'pickup';
  const taxRows = (taxes: DocumentContent['taxes'], included: boolean) =>
    taxes.map((line): [string, string] => {
      const title = taxTitle(locale, { name: taxName(line.tax, line.province), rate: line.ratePpm / 10_000 });
      return [
        t(included ? R.taxOnIncluded : R.taxOn, { tax: title, amount: money(line.baseCents) }),
        money(line.amountCents),
      ];
    });
  const invoiceTaxRows = taxRows(doc.taxes, doc.taxIncluded);
  const totals: [string, string][] = [
    [t(R.subtotal), money(doc.subtotalCents)],
    ...(doc.discount
      ? ([[t(R.discount, { code: doc.discount.code }), `−${money(doc.discount.cents)}`]] as [
          string,
          string,
        ][])
      : []),
    [pickup ? t(R.storePickup) : t(R.deliveryFee), money(doc.deliveryFeeCents)],
    ...invoiceTaxRows,
    ...(!doc.beforeTax && doc.taxes.length === 0 ? ([[t(R.salesTax), money(0)]] as [string, string][]) : []),
    [t(R.total), money(doc.totalCents)],
  ];
  const notes = [
    t(R.noteZeroRated),
    ...doc.notRegistered.map((kind) => t(NOT_REGISTERED[kind])),
    ...(doc.place.basis === 'export' ? [t(R.noteExport)] : []),
    ...(doc.deliveryFeeCents > 0 ? [t(R.noteDeliveryFee)] : []),
    ...(doc.taxIncluded ? [t(R.noteIncluded)] : []),
    ...(doc.beforeTax ? [t(R.noteBeforeTax)] : []),
  ];
  const address = (a: Address) => [a.street, `${a.city} ${a.postalCode}`.trim(), a.country];
  const shipTo = doc.fulfilment.address;
  const handedOver = doc.fulfilment.handedOver;
  const payment = paymentWords(locale, {
    payment: {
      method: doc.payment.method,
      card:
        doc.payment.cardBrand || doc.payment.cardLast4
          ? { brand: doc.payment.cardBrand, last4: doc.payment.cardLast4 ?? '' }
          : null,
    },
    delivery: { fulfillmentMethod: doc.fulfilment.method },
  });
  return {
    locale,
    store: {
      name: doc.seller.name,
      addressLines: address(doc.seller),
      contact: `${doc.seller.phone} · ${doc.seller.email}`,
      registrations,
    },
    title: t(R.title),
    number: invoiceNumber,
    facts: [
      [t(R.invoiceDate), date(invoice.issuedAt)],
      [
        t(R.order),
        t(R.orderOf, { number: formatOrderNumber(doc.order.number), date: date(doc.order.placedAt) }),
      ],
      [t(R.payment), t(R.paymentValue, { payment, status: paymentStatusWords(locale, 'completed') })],
      [t(R.placeOfSupply), doc.beforeTax ? t(R.notRecorded) : placeOfSupplyWords(locale, doc.place)],
      ...(doc.fulfilment.zone ? [[t(R.deliveryZone), doc.fulfilment.zone] as [string, string]] : []),
    ],
    customer: {
      name: doc.buyer.name,
      email: doc.buyer.email,
      addressLines: shipTo
        ? [
            t(handedOver ? (pickup ? R.pickedUp : R.deliveredTo) : pickup ? R.pickupAt : R.deliveryAddress),
            ...address(shipTo),
          ]
        : [],
    },
    lines: doc.lines.map((line) => ({
      description: lineLabel({ name: line.name, type: line.type, weight: line.weightKg }, locale),
      quantity: line.quantity,
      unitPrice: money(line.unitPriceCents),
      amount: money(line.amountCents),
      taxStatus: line.taxCategory ? taxStatusWords(locale, line.taxCategory) : '—',
    })),
    totals,
    notes,
    creditNotes: creditNotes.map((credit) => {
      const content = credit.content;
      const reason = content.credit?.reason ?? 'cancelled';
      return {
        title: t(R.creditTitle),
        number: creditNoteLabel(credit.number),
        facts: [
          [t(R.creditDate), date(credit.issuedAt)],
          [t(R.refersTo), t(R.invoiceOf, { number: invoiceNumber, date: date(invoice.issuedAt) })],
          [
            t(R.reason),
            [
              t(
                reason === 'returned'
                  ? R.reasonReturned
                  : reason === 'adjustment'
                    ? R.reasonAdjustment
                    : R.reasonText,
              ),
              content.credit?.cause ? t(REFUND_REASON_MESSAGES[content.credit.cause]) : null,
              content.credit?.note ?? null,
            ]
              .filter(Boolean)
              .join(' — '),
          ],
          // A return names what came back.
          ...(reason === 'returned' && content.lines.length > 0
            ? [
                [
                  t(R.itemsReturned),
                  content.lines.map((line) => `${line.quantity} × ${line.name}`).join(', '),
                ] as [string, string],
              ]
            : []),
        ],
        totals: [
          ...taxRows(content.taxes, content.taxIncluded).map(([label, amount]): [string, string] => [
            t(R.taxCredited, { tax: label }),
            `−${amount}`,
          ]),
          [t(R.totalCredited), `−${money(content.totalCents)}`],
        ],
        notes: content.credit?.full === false ? [] : [t(R.cancels, { number: invoiceNumber })],
      };
    }),
    labels: {
      customer: t(R.labelCustomer),
      customerLine: t(R.labelCustomerLine, { name: doc.buyer.name, email: doc.buyer.email }),
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
    fileName: t(R.fileInvoice, { number: invoiceNumber }),
  };
}
