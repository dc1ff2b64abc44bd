import { createRequire } from 'node:module';
import { formatPrice } from '@shop/shared/money';
import { addressLines } from '@shop/shared/orders/address-format';
import {
  deliveryAmount,
  paymentLine,
  RECEIPT_WORDS,
  type Receipt,
  receiptDay,
} from '@shop/shared/orders/receipts/receipt-schemas';

// The receipt as a PDF (docs/product/rules.md, Receipts): the same receipt the page shows, laid
// out on a Letter page. The text is set in DejaVu Sans, embedded (only the glyphs used), so
// $ € £ ¥ print whatever reader opens it; the font comes with npm (dejavu-fonts-ttf), never
// from the network.

const require = createRequire(import.meta.url);
/** The font files, found on the first receipt (pdfkit and the fonts load then, not at start). */
const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);

const LEFT = 50;
const WIDTH = 512;
const BOTTOM = 742;
const GREY = '#57534e';

/** The lines' table: the item, then the figures, right-aligned. */
const COLUMNS = {
  item: { x: LEFT, width: 250 },
  quantity: { x: 305, width: 45 },
  unitPrice: { x: 355, width: 100 },
  total: { x: 462, width: 100 },
} as const;

/** Where the words of the sums under a table go. */
const SUM_LABEL = { x: 255, width: 200 };

/** The credit notes' table. */
const NOTE_COLUMNS = {
  number: { x: LEFT, width: 150 },
  date: { x: 205, width: 100 },
  tax: { x: 355, width: 100 },
  amount: { x: 462, width: 100 },
} as const;

type Doc = PDFKit.PDFDocument;
type Column = { x: number; width: number };

type Cells = [Column, string, 'left' | 'right'][];

/**
 * One row of cells at the current height; a row that would run off the page starts the next one,
 * under the table's own headings again (`headings`) when it has them.
 */
function row(doc: Doc, cells: Cells, { bold = false, headings }: { bold?: boolean; headings?: Cells } = {}) {
  doc.font(bold ? 'Bold' : 'Body');
  const height = Math.max(
    ...cells.map(([column, text]) => doc.heightOfString(text, { width: column.width })),
  );
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    if (headings) {
      row(doc, headings, { bold: true });
      rule(doc);
      doc.font(bold ? 'Bold' : 'Body');
    }
  }
  const top = doc.y;
  for (const [column, text, align] of cells) doc.text(text, column.x, top, { width: column.width, align });
  doc.x = LEFT;
  doc.y = top + height + 6;
  doc.font('Body');
}

function rule(doc: Doc): void {
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor('#d6d3d1')
    .stroke();
  doc.y += 6;
}

function heading(doc: Doc, text: string): void {
  if (doc.y + 60 > BOTTOM) doc.addPage();
  doc.moveDown(0.8).font('Bold').fontSize(12).text(text, LEFT, doc.y).font('Body').fontSize(10).moveDown(0.3);
}

/** A figure under the table: its words on the left of the figures, the amount at the right. */
function sum(doc: Doc, label: string, amount: string, bold = false): void {
  row(
    doc,
    [
      [SUM_LABEL, label, 'left'],
      [COLUMNS.total, amount, 'right'],
    ],
    { bold },
  );
}

function header(doc: Doc, receipt: Receipt): void {
  const { seller } = receipt;
  const top = doc.y;
  doc.font('Bold').fontSize(14).text(seller.name, LEFT, top, { width: 280 });
  doc.font('Body').fontSize(10).fillColor(GREY);
  for (const line of seller.address ? addressLines(seller.address, { withName: false }) : [])
    doc.text(line, { width: 280 });
  if (seller.taxNumber) doc.text(`${RECEIPT_WORDS.taxNumber}: ${seller.taxNumber}`, { width: 280 });
  const sellerBottom = doc.y;

  doc.fillColor('black').font('Bold').fontSize(20);
  doc.text(`${RECEIPT_WORDS.title} ${receipt.invoiceNumber}`, 300, top, { width: 262, align: 'right' });
  doc.font('Body').fontSize(10);
  doc.text(`Paid ${receiptDay(receipt.paidAt)}`, 300, doc.y, { width: 262, align: 'right' });
  doc.text(`Order ${receipt.orderNumber}`, 300, doc.y, { width: 262, align: 'right' });
  doc.x = LEFT;
  doc.y = Math.max(doc.y, sellerBottom);

  heading(doc, RECEIPT_WORDS.billTo);
  for (const line of receipt.billTo.address ? addressLines(receipt.billTo.address) : [])
    doc.text(line, LEFT, doc.y);
  doc.text(receipt.billTo.email, LEFT, doc.y);
}

const LINE_HEADINGS: Cells = [
  [COLUMNS.item, 'Item', 'left'],
  [COLUMNS.quantity, 'Qty', 'right'],
  [COLUMNS.unitPrice, 'Unit price', 'right'],
  [COLUMNS.total, 'Line total', 'right'],
];

function lines(doc: Doc, receipt: Receipt): void {
  doc.moveDown(1.2);
  row(doc, LINE_HEADINGS, { bold: true });
  rule(doc);
  for (const line of receipt.lines)
    row(
      doc,
      [
        [COLUMNS.item, `${line.title} (size ${line.size}, ${line.colour})`, 'left'],
        [COLUMNS.quantity, String(line.quantity), 'right'],
        [COLUMNS.unitPrice, formatPrice(line.unitPriceCents), 'right'],
        [COLUMNS.total, formatPrice(line.totalCents), 'right'],
      ],
      { headings: LINE_HEADINGS },
    );
  rule(doc);
}

function totals(doc: Doc, receipt: Receipt): void {
  sum(doc, RECEIPT_WORDS.subtotal, formatPrice(receipt.subtotalCents));
  if (receipt.discount)
    sum(doc, `Discount (${receipt.discount.code})`, formatPrice(-receipt.discount.amountCents));
  sum(doc, receipt.delivery.label, deliveryAmount(receipt.delivery.amountCents));
  for (const tax of receipt.taxLines) sum(doc, tax.label, formatPrice(tax.amountCents));
  sum(doc, RECEIPT_WORDS.total, formatPrice(receipt.totalCents), true);
  doc.moveDown(0.6).text(paymentLine(receipt), LEFT, doc.y);
  if (receipt.testCheckout) doc.text(RECEIPT_WORDS.testCheckout, LEFT, doc.y);
}

const NOTE_HEADINGS: Cells = [
  [NOTE_COLUMNS.number, 'Credit note', 'left'],
  [NOTE_COLUMNS.date, 'Date', 'left'],
  [NOTE_COLUMNS.tax, 'Tax part', 'right'],
  [NOTE_COLUMNS.amount, 'Amount', 'right'],
];

function creditNotes(doc: Doc, receipt: Receipt): void {
  if (receipt.creditNotes.length === 0) return;
  heading(doc, RECEIPT_WORDS.creditNotes);
  row(doc, NOTE_HEADINGS, { bold: true });
  rule(doc);
  for (const note of receipt.creditNotes)
    row(
      doc,
      [
        [NOTE_COLUMNS.number, note.number, 'left'],
        [NOTE_COLUMNS.date, receiptDay(note.date), 'left'],
        [NOTE_COLUMNS.tax, formatPrice(note.taxCents), 'right'],
        [NOTE_COLUMNS.amount, formatPrice(note.amountCents), 'right'],
      ],
      { headings: NOTE_HEADINGS },
    );
  rule(doc);
  sum(doc, RECEIPT_WORDS.refundedTotal, formatPrice(receipt.refundedTotalCents), true);
}

/** The receipt's PDF, whole: a receipt is a page or two, so it is made in memory and sent at once. */
export async function receiptPdf(receipt: Receipt): Promise<Buffer> {
  // Loaded when a receipt is asked for: most instances never make one, and the shop's memory is counted.
  const { default: PDFDocument } = await import('pdfkit');
  const body = fontFile('DejaVuSans.ttf');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: LEFT,
    font: body,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: `${RECEIPT_WORDS.title} ${receipt.invoiceNumber}`,
      Author: receipt.seller.name,
      Subject: `Order ${receipt.orderNumber}`,
    },
  });
  doc.registerFont('Body', body);
  doc.registerFont('Bold', fontFile('DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Body').fontSize(10);
  header(doc, receipt);
  lines(doc, receipt);
  totals(doc, receipt);
  creditNotes(doc, receipt);
  doc.end();
  return done;
}
