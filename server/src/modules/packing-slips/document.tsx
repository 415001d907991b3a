import { createHash } from 'node:crypto';
import { formatPrice, formatWeight, PRODUCT_TYPE_LABELS } from '@ikawa/contracts/display';
import { orderNumber } from '@ikawa/contracts/orders';
import { fromCents } from '@ikawa/contracts/money';
import { renderToStaticMarkup } from 'react-dom/server';
import type { OrderAggregate } from '../orders/repo';

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
  /** What was asked for, in words: "2 selected orders", "Deliveries due by Wed, Nov 25". */
  heading: string;
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
  dateTime,
}: {
  aggregate: OrderAggregate;
  shopName: string;
  dateTime: Intl.DateTimeFormat;
}) {
  const { order, customer, courier } = aggregate;
  // Lines keep no position of their own: by name, so a slip prints the same every time.
  const items = [...aggregate.items].sort((a, b) => a.name.localeCompare(b.name));
  const number = orderNumber(order.id);
  const totalQuantity = items.reduce((sum, item) => sum + item.quantity, 0);
  const totalWeight = kg(items.reduce((sum, item) => sum + item.weightKg * item.quantity, 0));
  const isPickup = order.fulfillmentMethod === 'pickup';
  const cashDue = order.paymentMethod === 'cash' && order.paymentStatus === 'pending';
  return (
    <article className="slip" aria-labelledby={`order-${order.id}`}>
      <header>
        <div>
          <p className="shop">{shopName} · Packing slip</p>
          <h2 id={`order-${order.id}`}>Order {number}</h2>
        </div>
        <p className="meta">
          Placed {dateTime.format(order.createdAt)}
          {order.estimatedAt && (
            <>
              <br />
              {isPickup ? 'Ready by' : 'Due by'} {dateTime.format(order.estimatedAt)}
            </>
          )}
        </p>
      </header>
      <div className="grid">
        <section>
          <h3>{isPickup ? 'Fulfilment' : 'Deliver to'}</h3>
          {isPickup ? (
            <>
              <p className="pickup">Store pickup</p>
              {order.pickupAddress && (
                <p>
                  At {order.pickupAddress.street}, {order.pickupAddress.city}
                </p>
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
              <p>{order.shipCountry}</p>
              {order.shipPhone && <p>Phone {order.shipPhone}</p>}
            </>
          )}
        </section>
        <section>
          <h3>Customer</h3>
          <p>{customer.name}</p>
          <p>{customer.email}</p>
        </section>
        <section>
          <h3>{isPickup ? 'Payment' : 'Delivery'}</h3>
          {!isPickup && (
            <>
              <p>{order.deliveryMethod === 'express' ? 'Express' : 'Standard'} delivery</p>
              <p>Courier: {courier ? courier.name : 'Not assigned yet'}</p>
            </>
          )}
          <p>
            {cashDue
              ? `Cash to collect: ${formatPrice(fromCents(order.totalCents))}`
              : order.paymentStatus === 'completed'
                ? 'Paid'
                : `Payment ${order.paymentStatus}`}
          </p>
        </section>
      </div>
      {order.deliveryInstructions && (
        <section className="note">
          <h3>Delivery instructions</h3>
          <p>{order.deliveryInstructions}</p>
        </section>
      )}
      <table>
        <caption className="shop" style={{ textAlign: 'left', paddingBottom: 4 }}>
          Items of order {number}
        </caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="hide-narrow">
              Type
            </th>
            <th scope="col" className="num hide-narrow">
              Unit weight
            </th>
            <th scope="col" className="num">
              Quantity
            </th>
            <th scope="col" className="num">
              Weight
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{item.name}</td>
              <td className="hide-narrow">{PRODUCT_TYPE_LABELS[item.type]}</td>
              <td className="num hide-narrow">{formatWeight(kg(item.weightKg))}</td>
              <td className="num">{item.quantity}</td>
              <td className="num">{formatWeight(kg(item.weightKg * item.quantity))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>Total</td>
            <td className="hide-narrow" />
            <td className="hide-narrow" />
            <td className="num">{totalQuantity}</td>
            <td className="num">{formatWeight(totalWeight)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="sign">
        <span>
          Packed by <i />
        </span>
        <span>
          Checked by <i />
        </span>
      </p>
    </article>
  );
}

/**
 * Packing slips as one printable HTML document (issue 16 §3): one order per printed page
 * (CSS page breaks), a toolbar with the Print button that the print stylesheet hides. Every
 * value is escaped by React's renderer.
 */
export function renderPackingSlips(doc: PackingSlipsDocument): string {
  const dateTime = new Intl.DateTimeFormat('en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: doc.timeZone,
  });
  const title = `Packing slips · ${doc.shopName}`;
  const count = `${doc.orders.length} ${doc.orders.length === 1 ? 'order' : 'orders'}`;
  const markup = renderToStaticMarkup(
    <html lang="en">
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
            <h1>Packing slips · {count}</h1>
            <p>
              {doc.heading} · printed {dateTime.format(doc.printedAt)}
            </p>
          </div>
          <button id="print" type="button">
            Print
          </button>
        </div>
        <main>
          {doc.orders.map((aggregate) => (
            <Slip
              key={aggregate.order.id}
              aggregate={aggregate}
              shopName={doc.shopName}
              dateTime={dateTime}
            />
          ))}
        </main>
        <script dangerouslySetInnerHTML={{ __html: PRINT_SCRIPT }} />
      </body>
    </html>,
  );
  return `<!doctype html>${markup}`;
}
