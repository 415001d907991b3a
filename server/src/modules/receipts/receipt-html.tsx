import { renderToStaticMarkup } from 'react-dom/server';
import type { ReceiptModel } from './model';

/**
 * The receipt as a printable HTML page: self-contained (inline styles, no script,
 * no outside resource), A4/Letter friendly, a page break before the credit note. React escapes
 * every value, so a product or customer name cannot inject markup.
 */
const CSS = `
  * { box-sizing: border-box; }
  body { font-family: Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; color: #2a1a12;
    background: #fbf5ea; margin: 0; padding: 24px; font-size: 14px; line-height: 1.45; }
  main { max-width: 760px; margin: 0 auto; background: #fff; border: 1px solid #ecdfd3; border-radius: 12px; padding: 32px; }
  header { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 16px; border-bottom: 2px solid #53331d; padding-bottom: 16px; }
  h1 { font-family: Georgia, 'Times New Roman', serif; color: #53331d; font-size: 26px; margin: 0 0 4px; }
  h2 { font-family: Georgia, 'Times New Roman', serif; color: #53331d; font-size: 20px; margin: 0; }
  .muted { color: #6c4427; font-size: 13px; }
  .doc { text-align: right; }
  .doc strong { font-size: 18px; display: block; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 16px 0; }
  dt { color: #6c4427; }
  dd { margin: 0; }
  table { width: 100%; border-collapse: collapse; margin: 16px 0; }
  th { text-align: left; font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: #6c4427; border-bottom: 1px solid #ecdfd3; padding: 6px 4px; }
  td { border-bottom: 1px solid #f3ebe2; padding: 8px 4px; vertical-align: top; }
  .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  .totals { margin-left: auto; width: min(100%, 380px); }
  .totals td { border: 0; padding: 3px 4px; }
  .totals tr:last-child td { border-top: 2px solid #53331d; font-weight: 700; font-size: 16px; padding-top: 8px; }
  .notes { font-size: 12px; color: #6c4427; border-top: 1px solid #ecdfd3; padding-top: 12px; margin-top: 16px; }
  .notes p { margin: 0 0 4px; }
  .credit { margin-top: 32px; border-top: 2px dashed #bd7f3c; padding-top: 24px; break-before: page; }
  @media (max-width: 560px) { body { padding: 0; font-size: 13px; } main { padding: 14px; border-radius: 0; border: 0; }
    .doc { text-align: left; } th, td { padding: 6px 2px; } th { font-size: 10px; letter-spacing: 0; } }
  @media print { body { background: #fff; padding: 0; } main { border: 0; padding: 0; max-width: none; } }
`;

function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Totals({ rows, label }: { rows: [string, string][]; label: string }) {
  return (
    <table className="totals" aria-label={label}>
      <tbody>
        {rows.map(([name, amount]) => (
          <tr key={name}>
            <td>{name}</td>
            <td className="num">{amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Receipt({ receipt }: { receipt: ReceiptModel }) {
  const { store, customer, creditNotes, labels } = receipt;
  return (
    <html lang={receipt.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${receipt.title} ${receipt.number} — ${store.name}`}</title>
        <style>{CSS}</style>
      </head>
      <body>
        <main>
          <header>
            <div>
              <h1>{store.name}</h1>
              {store.addressLines.map((line) => (
                <div key={line} className="muted">
                  {line}
                </div>
              ))}
              <div className="muted">{store.contact}</div>
              {store.registrations.map((line) => (
                <div key={line} className="muted" data-registration="">
                  {line}
                </div>
              ))}
            </div>
            <div className="doc">
              <h2>{receipt.title}</h2>
              <strong data-invoice-number="">{receipt.number}</strong>
            </div>
          </header>
          <Facts facts={receipt.facts} />
          <section aria-label={labels.customer}>
            <strong>{customer.name}</strong> <span className="muted">{customer.email}</span>
            {customer.addressLines.length > 0 && (
              <div className="muted">{customer.addressLines.join(', ')}</div>
            )}
          </section>
          <table aria-label={labels.items}>
            <thead>
              <tr>
                <th>{labels.item}</th>
                <th className="num">{labels.quantity}</th>
                <th className="num">{labels.unitPrice}</th>
                <th className="status">{labels.taxStatus}</th>
                <th className="num">{labels.amount}</th>
              </tr>
            </thead>
            <tbody>
              {receipt.lines.map((line) => (
                <tr key={line.description}>
                  <td>{line.description}</td>
                  <td className="num">{line.quantity}</td>
                  <td className="num">{line.unitPrice}</td>
                  <td className="status">{line.taxStatus}</td>
                  <td className="num">{line.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Totals rows={receipt.totals} label={labels.totals} />
          <div className="notes">
            {receipt.notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </div>
          {creditNotes.map((creditNote) => (
            <section
              key={creditNote.number}
              className="credit"
              aria-label={`${labels.creditNote} ${creditNote.number}`}
            >
              <div className="doc" style={{ textAlign: 'left' }}>
                <h2>{creditNote.title}</h2>
                <strong data-credit-note-number="">{creditNote.number}</strong>
              </div>
              <Facts facts={creditNote.facts} />
              <Totals rows={creditNote.totals} label={labels.credited} />
              <div className="notes">
                {creditNote.notes.map((note) => (
                  <p key={note}>{note}</p>
                ))}
              </div>
            </section>
          ))}
        </main>
      </body>
    </html>
  );
}

export function renderReceiptHtml(receipt: ReceiptModel): string {
  return `<!doctype html>${renderToStaticMarkup(<Receipt receipt={receipt} />)}`;
}
