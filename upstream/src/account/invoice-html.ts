// The printable invoice a buyer downloads from Billing History: one self-contained HTML page
// (inline styles, no scripts, every value escaped) that prints cleanly to paper or PDF.
import { addressLines, escapeHtml, formatKsh, formatLongDate } from './format';

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
    shipping: number;
    tax: number;
    totalAmount: number;
    currency: string;
  };
  lines: { name: string; sku: string; quantity: number; unitPrice: number; lineTotal: number }[];
  buyer: { name: string; email: string; phone: string | null };
  /** The order's shipping address (JSON from checkout) or, failing that, the buyer's default one. */
  address: unknown;
}

/** A file name safe for Content-Disposition: "INV-2026-000123.html". */
export function invoiceFileName(invoiceNumber: string): string {
  const safe = invoiceNumber.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'invoice';
  return `${/^INV-/i.test(safe) ? safe : `INV-${safe}`}.html`;
}

export function renderInvoiceHtml(doc: InvoiceDocument): string {
  const e = escapeHtml;
  const address = addressLines(doc.address);
  const rows = doc.lines
    .map(
      (line) => `<tr><td>${e(line.name)}<div class="muted">SKU ${e(line.sku)}</div></td><td class="num">${line.quantity}</td><td class="num">${e(formatKsh(line.unitPrice))}</td><td class="num">${e(formatKsh(line.lineTotal))}</td></tr>`,
    )
    .join('\n');
  const total = (label: string, amount: number, strong = false) =>
    `<tr${strong ? ' class="grand"' : ''}><th colspan="3">${e(label)}</th><td class="num">${e(formatKsh(amount))}</td></tr>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Invoice ${e(doc.invoiceNumber)}</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2328; margin: 2rem auto; max-width: 46rem; padding: 0 1rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
  .muted { color: #59636e; font-size: .85rem; }
  .parties { display: flex; gap: 2rem; justify-content: space-between; margin: 1.5rem 0; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #d1d9e0; vertical-align: top; }
  .num { text-align: right; white-space: nowrap; }
  tfoot th { text-align: right; font-weight: normal; }
  .grand th, .grand td { font-weight: bold; border-top: 2px solid #1f2328; }
  .status { display: inline-block; padding: .1rem .5rem; border: 1px solid currentColor; border-radius: 1rem; font-size: .85rem; }
</style>
</head>
<body>
<header>
  <h1>Invoice ${e(doc.invoiceNumber)}</h1>
  <div class="muted">Crafts Marketplace · Kenyan and African handcrafted goods · support@crafts.ke</div>
  <p>Issued ${e(formatLongDate(doc.issuedAt))} · Order ${e(doc.order.orderNumber)} of ${e(formatLongDate(doc.order.createdAt))} · <span class="status">${e(doc.status)}</span></p>
</header>
<section class="parties">
  <div><strong>Billed to</strong><br>${e(doc.buyer.name)}<br>${e(doc.buyer.email)}${doc.buyer.phone ? `<br>${e(doc.buyer.phone)}` : ''}</div>
  <div><strong>Ship to</strong><br>${address.length ? address.map(e).join('<br>') : '<span class="muted">No address on file</span>'}</div>
</section>
<table>
<thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Amount</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="4" class="muted">No items</td></tr>'}
</tbody>
<tfoot>
${[
  total('Subtotal', doc.order.subtotal),
  doc.order.discount > 0 ? total('Discount', -doc.order.discount) : '',
  total('Shipping', doc.order.shipping),
  total('Tax', doc.order.tax),
  total('Total', doc.order.totalAmount, true),
  doc.amount !== doc.order.totalAmount ? total('Amount invoiced', doc.amount, true) : '',
]
  .filter(Boolean)
  .join('\n')}
</tfoot>
</table>
<p class="muted">All amounts in Kenyan shillings (${e(doc.order.currency)}). Full refund within 90 days.</p>
</body>
</html>
`;
}
