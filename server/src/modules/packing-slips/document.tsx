import { countryName } from '@ikawa/contracts/countries';
import { createHash } from 'node:crypto';
import type { ProductType } from '@ikawa/contracts/enums';
import type { Locale, MessageDescriptor } from '@ikawa/contracts/i18n';
import { formatOrderNumber } from '@ikawa/contracts/order-number';
import { formatDeliveryPromise } from '@ikawa/contracts/rules/delivery-estimate';
import { fromCents } from '@ikawa/contracts/money';
import { renderToStaticMarkup } from 'react-dom/server';
import { documentLocaleOfRow, moneyIn, weightIn } from '../../lib/document-words';
import { translate } from '../../lib/i18n';
import type { OrderAggregate } from '../orders/repo';

/**
 * A slip travels in the parcel: it is in the customer's language (the order's, French for a sale
 * supplied in Québec). The toolbar around the slips is the admin's, in the request's language.
 */
const SLIP = {
  shop: /*i18n*/ { id: 'slip.shop', message: '{shop} · Packing slip' },
  order: /*i18n*/ { id: 'slip.order', message: 'Order {number}' },
  placed: /*i18n*/ { id: 'slip.placed', message: 'Placed {date}' },
  readyBy: /*i18n*/ { id: 'slip.readyBy', message: 'Ready by {date}' },
  dueBy: /*i18n*/ { id: 'slip.dueBy', message: 'Due by {date}' },
  fulfilment: /*i18n*/ { id: 'slip.fulfilment', message: 'Fulfilment' },
  deliverTo: /*i18n*/ { id: 'slip.deliverTo', message: 'Deliver to' },
  storePickup: /*i18n*/ { id: 'slip.storePickup', message: 'Store pickup' },
  at: /*i18n*/ { id: 'slip.at', message: 'At {street}, {city}' },
  phone: /*i18n*/ { id: 'slip.phone', message: 'Phone {phone}' },
  customer: /*i18n*/ { id: 'slip.customer', message: 'Customer' },
  payment: /*i18n*/ { id: 'slip.payment', message: 'Payment' },
  delivery: /*i18n*/ { id: 'slip.delivery', message: 'Delivery' },
  method: /*i18n*/ {
    id: 'slip.method',
    message: '{method, select, express {Express delivery} other {Standard delivery}}',
  },
  courier: /*i18n*/ { id: 'slip.courier', message: 'Courier: {name}' },
  noCourier: /*i18n*/ { id: 'slip.noCourier', message: 'Courier: Not assigned yet' },
  cashToCollect: /*i18n*/ { id: 'slip.cashToCollect', message: 'Cash to collect: {amount}' },
  paid: /*i18n*/ { id: 'slip.paid', message: 'Paid' },
  paymentStatus: /*i18n*/ {
    id: 'slip.paymentStatus',
    message:
      'Payment {status, select, pending {pending} failed {failed} refunded {refunded} other {completed}}',
  },
  instructions: /*i18n*/ { id: 'slip.instructions', message: 'Delivery instructions' },
  items: /*i18n*/ { id: 'slip.items', message: 'Items of order {number}' },
  product: /*i18n*/ { id: 'slip.product', message: 'Product' },
  type: /*i18n*/ { id: 'slip.type', message: 'Type' },
  unitWeight: /*i18n*/ { id: 'slip.unitWeight', message: 'Unit weight' },
  quantity: /*i18n*/ { id: 'slip.quantity', message: 'Quantity' },
  weight: /*i18n*/ { id: 'slip.weight', message: 'Weight' },
  total: /*i18n*/ { id: 'slip.total', message: 'Total' },
  packedBy: /*i18n*/ { id: 'slip.packedBy', message: 'Packed by' },
  checkedBy: /*i18n*/ { id: 'slip.checkedBy', message: 'Checked by' },
} satisfies Record<string, MessageDescriptor>;

const PRODUCT_TYPES: Record<ProductType, MessageDescriptor> = {
  powder: /*i18n*/ { id: 'slip.productType.powder', message: 'Powder' },
  granule: /*i18n*/ { id: 'slip.productType.granule', message: 'Granulated' },
  sack: /*i18n*/ { id: 'slip.productType.sack', message: 'Sack' },
  accessory: /*i18n*/ { id: 'slip.productType.accessory', message: 'Accessories' },
};

const TOOLBAR = {
  title: /*i18n*/ { id: 'slips.title', message: 'Packing slips · {shop}' },
  heading: /*i18n*/ {
    id: 'slips.heading',
    message: 'Packing slips · {count, plural, one {# order} other {# orders}}',
  },
  printed: /*i18n*/ { id: 'slips.printed', message: '{heading} · printed {date}' },
  print: /*i18n*/ { id: 'slips.print', message: 'Print' },
  selected: /*i18n*/ {
    id: 'slips.selected',
    message: '{count, plural, one {# selected order} other {# selected orders}}',
  },
  dueBy: /*i18n*/ { id: 'slips.dueBy', message: 'Open orders due by {day}' },
} satisfies Record<string, MessageDescriptor>;

/** What was asked for, in words: "2 selected orders", "Open orders due by 2026-11-25". */
export type PackingSlipsHeading = { selected: number } | { dueBy: string };

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeIn(locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/**
 * The Print button's one script. The shop's Content-Security-Policy runs no inline script but
 * this exact text, allowed by its hash (plugins/security.ts), so the document prints wherever it
 * is opened: straight from the API, or from the copy the admin page opens in a new tab.
 */
export const PRINT_SCRIPT =
  "document.getElementById('print').addEventListener('click',function(){window.print()})";
export const PRINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PRINT_SCRIPT).digest('base64')}'`;

export interface PackingSlipsDocument {
  shopName: string;
  timeZone: string;
  printedAt: Date;
  orders: OrderAggregate[];
  heading: PackingSlipsHeading;
  /** The language of the toolbar: the admin's (the request's). */
  locale: Locale;
}

/** Kilograms without float noise: 0.1 + 0.2 → 0.3. */
const kg = (value: number) => Math.round(value * 1000) / 1000;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#efe6d8;color:#2a1a12;font:14px/1.45 Inter,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}
.toolbar{position:sticky;top:0;display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;padding:12px 20px;background:#2a1a12;color:#fbf5ea}
.toolbar h1{margin:0;font-size:16px;font-weight:600}
.toolbar p{margin:0;font-size:13px;color:#e6d5bf}
#print{min-height:44px;padding:0 24px;border:0;border-radius:999px;background:#fbf5ea;color:#2a1a12;font-family:inherit;font-size:15px;font-weight:600;cursor:pointer}
#print:focus-visible{outline:3px solid #bd7f3c;outline-offset:2px}
main{padding:20px 12px}
.slip{max-width:190mm;margin:0 auto 20px;padding:16px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgb(0 0 0/.12)}
.slip header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px 24px;border-bottom:2px solid #2a1a12;padding-bottom:10px;margin-bottom:12px}
.slip h2{margin:0;font-size:24px;letter-spacing:.02em}
.shop{margin:0;font-size:12px;text-transform:uppercase;letter-spacing:.12em;color:#6c4427}
.meta{margin:0;text-align:right;font-size:13px}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:12px 24px;margin-bottom:12px}
h3{margin:0 0 4px;font-size:11px;text-transform:uppercase;letter-spacing:.1em;color:#6c4427}
.grid p{margin:0}
.pickup{font-weight:700;font-size:16px}
.note{margin:0 0 12px;padding:8px 12px;border:2px solid #bd7f3c;border-radius:8px}
.note p{margin:0;white-space:pre-wrap}
table{width:100%;border-collapse:collapse;margin-bottom:12px}
th,td{padding:6px 8px;border-bottom:1px solid #ecdfd3;text-align:left;vertical-align:top}
th{font-size:11px;text-transform:uppercase;letter-spacing:.08em;color:#6c4427}
.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
tfoot td{font-weight:700;border-bottom:0;border-top:2px solid #2a1a12}
.sign{display:flex;flex-wrap:wrap;gap:8px 32px;font-size:13px;color:#6c4427}
.sign>span{display:inline-flex;gap:8px;align-items:flex-end}
.sign i{display:inline-block;width:140px;border-bottom:1px solid #6c4427}
@media (max-width:600px){.meta{text-align:left}.hide-narrow{display:none}}
@page{margin:12mm}
@media print{
  body{background:#fff}
  .toolbar{display:none}
  main{padding:0}
  .slip{max-width:none;margin:0;padding:0;border-radius:0;box-shadow:none;break-after:page;page-break-after:always}
  .slip:last-child{break-after:auto;page-break-after:auto}
  .hide-narrow{display:table-cell}
  tr,.note,.grid{break-inside:avoid}
}`;

function Slip({
  aggregate,
  shopName,
  timeZone,
}: {
  aggregate: OrderAggregate;
  shopName: string;
  timeZone: string;
}) {
  const { order, customer, courier } = aggregate;
  const locale = documentLocaleOfRow(order);
  const t = (descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
    translate(locale, descriptor, values);
  const dateTime = dateTimeIn(locale, timeZone);
  // An accessory sold without a weight has none to print: a dash, and nothing in the total.
  const weight = (kilograms: number | null) => (kilograms === null ? '—' : weightIn(locale, kg(kilograms)));
  // Lines keep no position of their own: by name, so a slip prints the same every time.
  const items = [...aggregate.items].sort((a, b) => a.name.localeCompare(b.name));
  const number = formatOrderNumber(order.number);
  const totalQuantity = items.reduce((sum, item) => sum + item.quantity, 0);
  const totalWeight = items.reduce((sum, item) => sum + (item.weightKg ?? 0) * item.quantity, 0);
  const isPickup = order.fulfillmentMethod === 'pickup';
  const cashDue = order.paymentMethod === 'cash' && order.paymentStatus === 'pending';
  return (
    <article className="slip" lang={locale} aria-labelledby={`order-${order.id}`}>
      <header>
        <div>
          <p className="shop">{t(SLIP.shop, { shop: shopName })}</p>
          <h2 id={`order-${order.id}`}>{t(SLIP.order, { number })}</h2>
        </div>
        <p className="meta">
          {t(SLIP.placed, { date: dateTime.format(order.createdAt) })}
          {order.estimatedAt && (
            <>
              <br />
              {t(isPickup ? SLIP.readyBy : SLIP.dueBy, {
                date: formatDeliveryPromise(order.estimatedAt, order.fulfillmentMethod, locale, timeZone),
              })}
            </>
          )}
        </p>
      </header>
      <div className="grid">
        <section>
          <h3>{isPickup ? t(SLIP.fulfilment) : t(SLIP.deliverTo)}</h3>
          {isPickup ? (
            <>
              <p className="pickup">{t(SLIP.storePickup)}</p>
              {order.pickupAddress && (
                <p>{t(SLIP.at, { street: order.pickupAddress.street, city: order.pickupAddress.city })}</p>
              )}
            </>
          ) : (
            <>
              <p>
                <strong>{customer.name}</strong>
              </p>
              <p>{order.shipStreet}</p>
              <p>
                {order.shipCity} {order.shipPostalCode}
              </p>
              <p>{countryName(order.shipCountry ?? '', locale)}</p>
              {order.shipPhone && <p>{t(SLIP.phone, { phone: order.shipPhone })}</p>}
            </>
          )}
        </section>
        <section>
          <h3>{t(SLIP.customer)}</h3>
          <p>{customer.name}</p>
          <p>{customer.email}</p>
        </section>
        <section>
          <h3>{isPickup ? t(SLIP.payment) : t(SLIP.delivery)}</h3>
          {!isPickup && (
            <>
              <p>{t(SLIP.method, { method: order.deliveryMethod })}</p>
              <p>{courier ? t(SLIP.courier, { name: courier.name }) : t(SLIP.noCourier)}</p>
            </>
          )}
          <p>
            {cashDue
              ? t(SLIP.cashToCollect, { amount: moneyIn(locale)(fromCents(order.totalCents)) })
              : order.paymentStatus === 'completed'
                ? t(SLIP.paid)
                : t(SLIP.paymentStatus, { status: order.paymentStatus })}
          </p>
        </section>
      </div>
      {order.deliveryInstructions && (
        <section className="note">
          <h3>{t(SLIP.instructions)}</h3>
          <p>{order.deliveryInstructions}</p>
        </section>
      )}
      <table>
        <caption className="shop" style={{ textAlign: 'left', paddingBottom: 4 }}>
          {t(SLIP.items, { number })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t(SLIP.product)}</th>
            <th scope="col" className="hide-narrow">
              {t(SLIP.type)}
            </th>
            <th scope="col" className="num hide-narrow">
              {t(SLIP.unitWeight)}
            </th>
            <th scope="col" className="num">
              {t(SLIP.quantity)}
            </th>
            <th scope="col" className="num">
              {t(SLIP.weight)}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              {/* The name alone: a coffee's bag size is in the unit weight column. */}
              <td>{item.name}</td>
              <td className="hide-narrow">{t(PRODUCT_TYPES[item.type])}</td>
              <td className="num hide-narrow">{weight(item.weightKg)}</td>
              <td className="num">{item.quantity}</td>
              <td className="num">{weight(item.weightKg === null ? null : item.weightKg * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>{t(SLIP.total)}</td>
            <td className="hide-narrow" />
            <td className="hide-narrow" />
            <td className="num">{totalQuantity}</td>
            <td className="num">{weight(totalWeight)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="sign">
        <span>
          {t(SLIP.packedBy)} <i />
        </span>
        <span>
          {t(SLIP.checkedBy)} <i />
        </span>
      </p>
    </article>
  );
}

/**
 * Packing slips as one printable HTML document: one order per printed page
 * (CSS page breaks), a toolbar with the Print button that the print stylesheet hides. Every
 * value is escaped by React's renderer.
 */
export function renderPackingSlips(doc: PackingSlipsDocument): string {
  const t = (descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
    translate(doc.locale, descriptor, values);
  const dateTime = dateTimeIn(doc.locale, doc.timeZone);
  const title = t(TOOLBAR.title, { shop: doc.shopName });
  const heading =
    'selected' in doc.heading
      ? t(TOOLBAR.selected, { count: doc.heading.selected })
      : t(TOOLBAR.dueBy, { day: doc.heading.dueBy });
  const markup = renderToStaticMarkup(
    <html lang={doc.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <div className="toolbar">
          <div>
            <h1>{t(TOOLBAR.heading, { count: doc.orders.length })}</h1>
            <p>{t(TOOLBAR.printed, { heading, date: dateTime.format(doc.printedAt) })}</p>
          </div>
          <button id="print" type="button">
            {t(TOOLBAR.print)}
          </button>
        </div>
        <main>
          {doc.orders.map((aggregate) => (
            <Slip
              key={aggregate.order.id}
              aggregate={aggregate}
              shopName={doc.shopName}
              timeZone={doc.timeZone}
            />
          ))}
        </main>
        <script dangerouslySetInnerHTML={{ __html: PRINT_SCRIPT }} />
      </body>
    </html>,
  );
  return `<!doctype html>${markup}`;
}
