// The packing slip a seller prints for one fulfilment (GET /seller/orders/{id}/packing-slip): the
// order number, the buyer's name and shipping address, and the shop's lines with SKU and quantity;
// no prices (it travels in the parcel). Drawn with the invoice's writer and fonts.
import { addressLines, formatLongDate } from '../account/format';
import {
  BOTTOM,
  drawColumnHeads,
  drawPageFooters,
  drawShopHeading,
  lineColumnHeads,
  MARGIN,
  MUTED,
  newDocument,
  PAGE_HEIGHT,
  RIGHT,
  type InvoiceWriter,
} from '../account/invoice-pdf';

export interface PackingSlip {
  orderNumber: string;
  orderedAt: Date;
  shopName: string;
  buyerName: string;
  address: unknown;
  lines: { name: string; sku: string; quantity: number }[];
}

const COLUMNS = { item: { x: MARGIN, width: 300 }, sku: { x: MARGIN + 312, width: 120 }, quantity: { right: RIGHT } };

/** A file name safe for Content-Disposition: "packing-slip-ORD-2026-000123.pdf". */
export function packingSlipFileName(orderNumber: string): string {
  const safe = orderNumber.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'order';
  return `packing-slip-${safe}.pdf`;
}

const drawTableHeader = (w: InvoiceWriter) => drawColumnHeads(w, lineColumnHeads(COLUMNS));

export async function renderPackingSlipPdf(slip: PackingSlip): Promise<Uint8Array<ArrayBuffer>> {
  // Dated by the order: the same slip is the same file every time.
  const { pdf, w } = await newDocument(`Packing slip ${slip.orderNumber}`, slip.orderedAt);
  drawShopHeading(w, slip.shopName, 'PACKING SLIP', [`Order: ${slip.orderNumber}`, `Ordered: ${formatLongDate(slip.orderedAt)}`]);

  w.text('SHIP TO', MARGIN, w.y, { size: 8, bold: true, color: MUTED });
  const address = addressLines(slip.address);
  const shipTo = [slip.buyerName, ...(address.length ? address : ['No address on file'])].flatMap((line) => w.wrap(line, RIGHT - MARGIN, { size: 10 }));
  w.y = w.block(shipTo, MARGIN, w.y + 15, { size: 10 }) + 16;

  drawTableHeader(w);
  for (const line of slip.lines) {
    const name = w.wrap(line.name, COLUMNS.item.width);
    const sku = w.wrap(line.sku, COLUMNS.sku.width, { size: 9 });
    const height = Math.max(name.length * 13, sku.length * 12) + 8;
    if (w.y + height > PAGE_HEIGHT - BOTTOM) {
      w.addPage();
      w.text(`Packing slip ${slip.orderNumber} (continued)`, MARGIN, MARGIN + 10, { size: 11, bold: true });
      w.y = MARGIN + 34;
      drawTableHeader(w);
    }
    const top = w.y;
    w.block(name, COLUMNS.item.x, top);
    w.block(sku, COLUMNS.sku.x, top, { size: 9, color: MUTED }, 12);
    w.textRight(String(line.quantity), COLUMNS.quantity.right, top);
    w.y = top + height;
    w.rule(w.y - 10);
  }

  drawPageFooters(w, `${slip.shopName} - Packing slip ${slip.orderNumber}`);
  return new Uint8Array(await pdf.save());
}
