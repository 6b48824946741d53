// The invoice a buyer downloads from Billing History, as a PDF (A4, the standard Helvetica fonts,
// so nothing is embedded and the file stays a few kilobytes). Lines that do not fit on a page
// continue on the next one under a repeated table header; every page is numbered.
import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { formatKsh } from '../../../lib/format/money';
import { addressLines, formatLongDate } from './format';

interface InvoiceLine {
  name: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** The shop that sold the line, when its product still exists. */
  shop: { name: string; location: string } | null;
}

export interface InvoiceDocument {
  invoiceNumber: string;
  issuedAt: Date;
  status: string;
  amount: number;
  order: {
    orderNumber: string;
    createdAt: Date;
    subtotal: number;
    discount: number;
    /** The promo code the order used and what it took off; null and 0 without one. */
    promoCode: string | null;
    promoDiscount: number;
    shipping: number;
    tax: number;
    totalAmount: number;
    currency: string;
  };
  lines: InvoiceLine[];
  /** What approved returns refunded of this order (to the buyer's wallet), and when last; null when nothing. */
  refund: { amount: number; date: Date } | null;
  buyer: { name: string; email: string; phone: string | null };
  /** The order's shipping address (JSON from checkout) or, failing that, the buyer's default one. */
  address: unknown;
}

/** Who issues the invoice: the marketplace, on behalf of the shops named on its lines. */
export const MARKETPLACE = {
  name: 'Crafts Marketplace',
  lines: ['Kenyan and African handcrafted goods', 'Nairobi, Kenya', 'support@crafts.ke'],
};

/** A file name safe for Content-Disposition: "INV-2026-000123.pdf". */
export function invoiceFileName(invoiceNumber: string): string {
  const safe = invoiceNumber.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'invoice';
  return `${/^INV-/i.test(safe) ? safe : `INV-${safe}`}.pdf`;
}

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const MARGIN = 48;
export const RIGHT = PAGE_WIDTH - MARGIN;
/** Nothing but the footer goes below this line. */
export const BOTTOM = MARGIN + 28;

export const INK = rgb(0.12, 0.14, 0.16);
export const MUTED = rgb(0.35, 0.39, 0.43);
const RULE = rgb(0.82, 0.85, 0.88);

// The table's columns: text columns by left edge and width, figures by right edge.
const COLUMNS = {
  item: { x: MARGIN, width: 200 },
  sku: { x: MARGIN + 208, width: 84 },
  quantity: { right: MARGIN + 322 },
  unitPrice: { right: MARGIN + 407 },
  amount: { right: RIGHT },
};
/** The totals' labels end here, leaving room for a seven-figure amount in bold beside them. */
const TOTALS_LABEL_RIGHT = RIGHT - 110;

// Letters that have no decomposition to an unaccented one, and dashes and primes WinAnsi lacks.
const LATIN_FALLBACKS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ø: 'O',
  ø: 'o',
  Ŋ: 'N',
  ŋ: 'n',
  Ɛ: 'E',
  ɛ: 'e',
  Ɔ: 'O',
  ɔ: 'o',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
};

/**
 * Helvetica draws WinAnsi only (and pdf-lib throws on anything else): a character outside it is
 * replaced by its unaccented letter when there is one ("Ā" → "A"), otherwise by "?". Line breaks
 * and tabs become spaces.
 */
function winAnsiSanitiser(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const drawable = (ch: string) => supported.has(ch.codePointAt(0) ?? -1);
  const fallback = (ch: string) => {
    const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    if (base && [...base].every(drawable)) return base;
    return LATIN_FALLBACKS[ch] ?? '?';
  };
  return (text) => {
    let out = '';
    for (const ch of text.replace(/\s/g, ' ')) {
      if (drawable(ch)) {
        out += ch;
        continue;
      }
      out += fallback(ch);
    }
    return out;
  };
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
}

/** Draws onto the current page and adds pages as the content grows; y runs down from the top (the packing slip's too). */
export class InvoiceWriter {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  private readonly clean: (text: string) => string;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.clean = winAnsiSanitiser(regular);
  }

  addPage(): void {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = MARGIN;
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  width(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(this.clean(text), style.size ?? 10);
  }

  /** Text with its baseline at `y` (from the top of the page), left-aligned at x. */
  text(text: string, x: number, y: number, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    this.page.drawText(this.clean(text), { x, y: PAGE_HEIGHT - y, size, font: this.font(style), color: style.color ?? INK });
  }

  textRight(text: string, right: number, y: number, style: TextStyle = {}): void {
    this.text(text, right - this.width(text, style), y, style);
  }

  rule(y: number, thickness = 0.75, color = RULE): void {
    this.page.drawLine({ start: { x: MARGIN, y: PAGE_HEIGHT - y }, end: { x: RIGHT, y: PAGE_HEIGHT - y }, thickness, color });
  }

  /**
   * The text broken into lines no wider than `width`. A word longer than a line (an e-mail
   * address, a SKU) is cut after a '@', '.', '-' or '/' near the end of what fits, or else where it must.
   */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.clean(text).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (this.width(line, style) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && this.width(line.slice(0, cut), style) > width) cut -= 1;
        const soft = Math.max(...['@', '.', '-', '/'].map((mark) => line.lastIndexOf(mark, cut - 1)));
        // Only where that keeps most of the line: "SKU-" alone would waste it.
        if (soft >= cut / 2) cut = soft + 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  /** Lines one under the other from `y`; returns the y below the last. */
  block(lines: string[], x: number, y: number, style: TextStyle = {}, leading = 13): number {
    let at = y;
    for (const line of lines) {
      this.text(line, x, at, style);
      at += leading;
    }
    return at;
  }
}

function drawHeader(w: InvoiceWriter, doc: InvoiceDocument): void {
  w.text(MARKETPLACE.name, MARGIN, MARGIN + 16, { size: 18, bold: true });
  w.block(MARKETPLACE.lines, MARGIN, MARGIN + 34, { size: 9, color: MUTED }, 12);
  w.textRight('INVOICE', RIGHT, MARGIN + 16, { size: 22, bold: true });
  const facts = [
    `Invoice number: ${doc.invoiceNumber}`,
    `Issue date: ${formatLongDate(doc.issuedAt)}`,
    `Status: ${doc.status}`,
    `Order: ${doc.order.orderNumber} of ${formatLongDate(doc.order.createdAt)}`,
  ];
  facts.forEach((fact, i) => w.textRight(fact, RIGHT, MARGIN + 34 + i * 13, { size: 9 }));
  w.y = MARGIN + 34 + facts.length * 13 + 10;
  w.rule(w.y, 1.5, INK);
  w.y += 22;
}

function shopsOf(lines: InvoiceLine[]): string[] {
  const seen = new Map<string, string>();
  for (const line of lines) if (line.shop && !seen.has(line.shop.name)) seen.set(line.shop.name, line.shop.location);
  return [...seen].map(([name, location]) => (location ? `${name} (${location})` : name));
}

function drawParties(w: InvoiceWriter, doc: InvoiceDocument): void {
  const columnWidth = (RIGHT - MARGIN - 2 * 16) / 3;
  const columns = [
    { title: 'Sold by', lines: [MARKETPLACE.name, ...shopsOf(doc.lines).map((shop) => `on behalf of ${shop}`)] },
    { title: 'Billed to', lines: [doc.buyer.name, doc.buyer.email, ...(doc.buyer.phone ? [doc.buyer.phone] : [])] },
    { title: 'Ship to', lines: addressLines(doc.address) },
  ];
  let bottom = w.y;
  columns.forEach((column, i) => {
    const x = MARGIN + i * (columnWidth + 16);
    w.text(column.title.toUpperCase(), x, w.y, { size: 8, bold: true, color: MUTED });
    const wrapped = column.lines.length ? column.lines.flatMap((line) => w.wrap(line, columnWidth, { size: 9 })) : ['No address on file'];
    // A long list of shops is cut short rather than pushing the table off the first page.
    const shown = wrapped.length > 9 ? [...wrapped.slice(0, 8), 'and others'] : wrapped;
    bottom = Math.max(bottom, w.block(shown, x, w.y + 14, { size: 9, color: column.lines.length ? INK : MUTED }, 12));
  });
  w.y = bottom + 16;
}

/** A table's column heads, text columns by left edge and figures by right edge, over a rule. */
export function drawColumnHeads(w: InvoiceWriter, heads: ({ label: string; x: number } | { label: string; right: number })[]): void {
  const style = { size: 8, bold: true, color: MUTED };
  for (const head of heads) {
    if ('x' in head) w.text(head.label, head.x, w.y, style);
    else w.textRight(head.label, head.right, w.y, style);
  }
  w.y += 6;
  w.rule(w.y);
  w.y += 14;
}

/** The heads of a table of order lines: item, SKU, quantity (the packing slip's whole table). */
export const lineColumnHeads = (columns: { item: { x: number }; sku: { x: number }; quantity: { right: number } }) => [
  { label: 'ITEM', x: columns.item.x },
  { label: 'SKU', x: columns.sku.x },
  { label: 'QTY', right: columns.quantity.right },
];

function drawTableHeader(w: InvoiceWriter): void {
  drawColumnHeads(w, [...lineColumnHeads(COLUMNS), { label: 'UNIT PRICE', right: COLUMNS.unitPrice.right }, { label: 'AMOUNT', right: COLUMNS.amount.right }]);
}

function continueOnNewPage(w: InvoiceWriter, doc: InvoiceDocument): void {
  w.addPage();
  w.text(`Invoice ${doc.invoiceNumber} (continued)`, MARGIN, MARGIN + 10, { size: 11, bold: true });
  w.y = MARGIN + 34;
  drawTableHeader(w);
}

function drawLines(w: InvoiceWriter, doc: InvoiceDocument): void {
  drawTableHeader(w);
  if (doc.lines.length === 0) {
    w.text('No items', COLUMNS.item.x, w.y, { size: 9, color: MUTED });
    w.y += 18;
    return;
  }
  for (const line of doc.lines) {
    const name = w.wrap(line.name, COLUMNS.item.width);
    const shop = line.shop ? w.wrap(`Sold by ${line.shop.name}`, COLUMNS.item.width, { size: 8 }) : [];
    const sku = w.wrap(line.sku, COLUMNS.sku.width, { size: 9 });
    const height = Math.max(name.length * 13 + shop.length * 11, sku.length * 12) + 8;
    if (w.y + height > PAGE_HEIGHT - BOTTOM) continueOnNewPage(w, doc);
    const top = w.y;
    const afterName = w.block(name, COLUMNS.item.x, top);
    w.block(shop, COLUMNS.item.x, afterName - 2, { size: 8, color: MUTED }, 11);
    w.block(sku, COLUMNS.sku.x, top, { size: 9, color: MUTED }, 12);
    w.textRight(String(line.quantity), COLUMNS.quantity.right, top);
    w.textRight(formatKsh(line.unitPrice), COLUMNS.unitPrice.right, top);
    w.textRight(formatKsh(line.lineTotal), COLUMNS.amount.right, top);
    w.y = top + height;
    w.rule(w.y - 10);
  }
}

function drawTotals(w: InvoiceWriter, doc: InvoiceDocument): void {
  const { order } = doc;
  const rows: { label: string; amount: number; strong?: boolean }[] = [
    { label: 'Subtotal', amount: order.subtotal },
    { label: 'Discount', amount: order.discount > 0 ? -order.discount : 0 },
    ...(order.promoCode ? [{ label: `Promo code ${order.promoCode}`, amount: -order.promoDiscount }] : []),
    { label: 'Shipping', amount: order.shipping },
    { label: 'Tax', amount: order.tax },
    { label: 'Total', amount: order.totalAmount, strong: true },
  ];
  if (doc.amount !== order.totalAmount) rows.push({ label: 'Amount invoiced', amount: doc.amount, strong: true });
  if (doc.refund) {
    rows.push({ label: 'Refunded', amount: -doc.refund.amount }, { label: 'Net paid', amount: Math.max(0, doc.amount - doc.refund.amount), strong: true });
  }
  const height = rows.length * 16 + 40 + (doc.refund ? 13 : 0);
  if (w.y + height > PAGE_HEIGHT - BOTTOM) continueOnNewPage(w, doc);
  w.y += 6;
  for (const row of rows) {
    const style = { size: row.strong ? 11 : 10, bold: row.strong };
    if (row.strong) {
      w.page.drawLine({
        start: { x: TOTALS_LABEL_RIGHT - 90, y: PAGE_HEIGHT - (w.y - 13) },
        end: { x: RIGHT, y: PAGE_HEIGHT - (w.y - 13) },
        thickness: 1,
        color: INK,
      });
    }
    w.textRight(row.label, TOTALS_LABEL_RIGHT, w.y, style);
    w.textRight(formatKsh(row.amount), COLUMNS.amount.right, w.y, style);
    w.y += row.strong ? 20 : 16;
  }
  w.y += 10;
  if (doc.refund) {
    w.text(`${formatKsh(doc.refund.amount)} refunded to your wallet on ${formatLongDate(doc.refund.date)}.`, MARGIN, w.y, { size: 9 });
    w.y += 13;
  }
  w.text(`All amounts in Kenyan shillings (${order.currency}). Full refund within 90 days.`, MARGIN, w.y, { size: 9, color: MUTED });
}

/**
 * A new document of the marketplace's with its writer on the first page, titled and dated by the
 * record it shows, not the clock: the same record is the same file every time.
 */
export async function newDocument(title: string, dated: Date, subject?: string): Promise<{ pdf: PDFDocument; w: InvoiceWriter }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(MARKETPLACE.name);
  if (subject) pdf.setSubject(subject);
  pdf.setCreator(MARKETPLACE.name);
  pdf.setProducer(`${MARKETPLACE.name} API`);
  pdf.setCreationDate(dated);
  pdf.setModificationDate(dated);
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const w = new InvoiceWriter(pdf, regular, bold);
  w.addPage();
  return { pdf, w };
}

/** A shop's document's top (a packing slip, a statement): the shop, its title and facts on the right, a rule. */
export function drawShopHeading(w: InvoiceWriter, shopName: string, title: string, facts: string[]): void {
  w.text(shopName, MARGIN, MARGIN + 16, { size: 18, bold: true });
  w.text(`on ${MARKETPLACE.name}`, MARGIN, MARGIN + 32, { size: 9, color: MUTED });
  w.textRight(title, RIGHT, MARGIN + 16, { size: 20, bold: true });
  facts.forEach((fact, i) => w.textRight(fact, RIGHT, MARGIN + 34 + i * 13, { size: 9 }));
  w.y = MARGIN + 34 + facts.length * 13 + 4;
  w.rule(w.y, 1.5, INK);
  w.y += 22;
}

/** Each page's footer: what the document is on the left, "Page n of m" on the right. */
export function drawPageFooters(w: InvoiceWriter, label: string): void {
  w.pages.forEach((page, i) => {
    w.page = page;
    const y = PAGE_HEIGHT - MARGIN + 6;
    w.text(label, MARGIN, y, { size: 8, color: MUTED });
    w.textRight(`Page ${i + 1} of ${w.pages.length}`, RIGHT, y, { size: 8, color: MUTED });
  });
}

export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array<ArrayBuffer>> {
  const { pdf, w: writer } = await newDocument(`Invoice ${doc.invoiceNumber}`, doc.issuedAt, `Invoice for order ${doc.order.orderNumber}`);
  drawHeader(writer, doc);
  drawParties(writer, doc);
  drawLines(writer, doc);
  drawTotals(writer, doc);
  drawPageFooters(writer, `${MARKETPLACE.name} - Invoice ${doc.invoiceNumber}`);
  // A copy typed on a plain ArrayBuffer, which a Response body takes.
  return new Uint8Array(await pdf.save());
}
