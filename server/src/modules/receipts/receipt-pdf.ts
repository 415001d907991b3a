import PDFDocument from 'pdfkit';
import type { ReceiptModel } from './model';

/** pdfkit's built-in fonts speak Windows-1252: the typographic minus becomes a hyphen. */
const pdfText = (text: string) => text.replace(/\u2212/g, '-').replace(/\u202f|\u00a0/g, ' ');

const BROWN = '#53331d';
const MUTED = '#6c4427';
const LINE = '#ecdfd3';

/**
 * The same receipt as a PDF, drawn with pdfkit — a maintained library that needs
 * no browser. Letter size, the built-in Helvetica (no font files to ship).
 */
export function renderReceiptPdf(receipt: ReceiptModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: pdfText(`${receipt.title} ${receipt.number}`), Author: receipt.store.name },
    lang: receipt.locale,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const write = (text: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfText(text), options);

  const facts = (rows: [string, string][]) => {
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('Helvetica').fontSize(10).fillColor(MUTED);
      write(label, { width: 120 });
      const after = doc.y;
      doc.fillColor('black');
      doc.text(pdfText(value), left + 130, y, { width: width - 130 });
      doc.x = left;
      doc.y = Math.max(after, doc.y) + 2;
    }
  };
  const totals = (rows: [string, string][]) => {
    rows.forEach(([label, amount], index) => {
      const last = index === rows.length - 1;
      doc
        .font(last ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(last ? 12 : 10)
        .fillColor('black');
      const y = doc.y;
      doc.text(pdfText(label), left + width / 3, y, { width: (width / 3) * 2 - 90 });
      const after = doc.y;
      doc.text(pdfText(amount), left + width - 90, y, { width: 90, align: 'right' });
      doc.y = Math.max(after, doc.y) + 2;
    });
    doc.x = left;
  };
  const notes = (lines: string[]) => {
    doc.moveDown(0.5).font('Helvetica').fontSize(8).fillColor(MUTED);
    for (const note of lines) write(note, { width });
    doc.fillColor('black');
  };

  // The seller and the document.
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(18).fillColor(BROWN);
  write(receipt.store.name, { width: width * 0.6 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of [...receipt.store.addressLines, receipt.store.contact, ...receipt.store.registrations])
    write(line, { width: width * 0.6 });
  const afterStore = doc.y;
  doc.font('Helvetica-Bold').fontSize(14).fillColor(BROWN);
  doc.text(pdfText(receipt.title), left + width * 0.6, top, { width: width * 0.4, align: 'right' });
  doc.fontSize(12).fillColor('black');
  doc.text(receipt.number, { width: width * 0.4, align: 'right' });
  doc.x = left;
  doc.y = Math.max(afterStore, doc.y) + 8;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(1.5)
    .strokeColor(BROWN)
    .stroke();
  doc.moveDown(0.8);

  facts(receipt.facts);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(10).fillColor('black');
  write(receipt.labels.customerLine, { width });
  if (receipt.customer.addressLines.length > 0) {
    doc.font('Helvetica').fillColor(MUTED);
    write(receipt.customer.addressLines.join(', '), { width });
  }
  doc.moveDown(0.8);

  // The lines: item, qty, unit price, tax status, amount.
  const columns = [
    { title: receipt.labels.item, x: 0, w: width * 0.42, align: 'left' as const },
    { title: receipt.labels.quantity, x: width * 0.42, w: width * 0.08, align: 'right' as const },
    { title: receipt.labels.unitPrice, x: width * 0.5, w: width * 0.16, align: 'right' as const },
    { title: receipt.labels.taxStatus, x: width * 0.68, w: width * 0.16, align: 'left' as const },
    { title: receipt.labels.amount, x: width * 0.84, w: width * 0.16, align: 'right' as const },
  ];
  const row = (cells: string[], font: string, colour: string) => {
    const y = doc.y;
    let bottom = y;
    doc.font(font).fontSize(9).fillColor(colour);
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(pdfText(cell), left + column.x, y, { width: column.w - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = left;
    doc.y = bottom + 3;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.y += 4;
  };
  row(
    columns.map((column) => column.title.toLocaleUpperCase(receipt.locale)),
    'Helvetica-Bold',
    MUTED,
  );
  for (const line of receipt.lines)
    row(
      [line.description, String(line.quantity), line.unitPrice, line.taxStatus, line.amount],
      'Helvetica',
      'black',
    );
  doc.moveDown(0.5);
  totals(receipt.totals);
  notes(receipt.notes);

  for (const credit of receipt.creditNotes) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).fillColor(BROWN);
    write(`${credit.title} ${credit.number}`, { width });
    doc.moveDown(0.5);
    facts(credit.facts);
    doc.moveDown(0.5);
    totals(credit.totals);
    notes(credit.notes);
  }
  doc.end();
  return done;
}
