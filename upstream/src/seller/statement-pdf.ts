// A shop's monthly statement as PDF (issue 34, point 6; GET /seller/statements/{month}?format=pdf):
// the shop and the month, each balance at the start and the end, and every entry between, oldest
// first. Drawn with the invoice's writer and fonts; the same month gives the same file every time.
import { BALANCE_ACCOUNT_LABELS, BALANCE_ENTRY_LABELS } from '../../../contract/rules/payouts';
import { formatKsh } from '../../../lib/format/money';
import { formatLongDate } from '../account/format';
import {
  BOTTOM,
  drawColumnHeads,
  drawPageFooters,
  drawShopHeading,
  MARGIN,
  MUTED,
  newDocument,
  PAGE_HEIGHT,
  RIGHT,
  type InvoiceWriter,
} from '../account/invoice-pdf';
import type { Statement } from './balance';

const COLUMNS = { date: MARGIN, entry: MARGIN + 86, order: MARGIN + 230, balance: MARGIN + 350, amount: RIGHT };

const drawTableHeader = (w: InvoiceWriter) =>
  drawColumnHeads(w, [
    { label: 'DATE', x: COLUMNS.date },
    { label: 'ENTRY', x: COLUMNS.entry },
    { label: 'ORDER', x: COLUMNS.order },
    { label: 'BALANCE', x: COLUMNS.balance },
    { label: 'AMOUNT', right: COLUMNS.amount },
  ]);

/** The balances of one moment as two lines: "Held Ksh 1,200", "Available Ksh 300". */
function drawBalances(w: InvoiceWriter, title: string, balances: Statement['opening']): void {
  w.text(title.toUpperCase(), MARGIN, w.y, { size: 8, bold: true, color: MUTED });
  w.y += 14;
  for (const account of ['held', 'available'] as const) {
    w.text(BALANCE_ACCOUNT_LABELS[account], MARGIN, w.y);
    w.textRight(formatKsh(balances[account]), RIGHT, w.y);
    w.y += 14;
  }
  w.y += 10;
}

export async function renderStatementPdf(s: Statement): Promise<Uint8Array<ArrayBuffer>> {
  // Dated by the month's end: the same month is the same file every time.
  const { pdf, w } = await newDocument(`Statement ${s.month}: ${s.shopName}`, s.to);
  const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' }).format(s.from);
  drawShopHeading(w, s.shopName, 'STATEMENT', [monthName]);

  drawBalances(w, `Opening balance, ${formatLongDate(s.from)}`, s.opening);
  drawTableHeader(w);
  if (s.entries.length === 0) {
    w.text('No money moved this month.', MARGIN, w.y, { color: MUTED });
    w.y += 20;
  }
  for (const e of s.entries) {
    if (w.y + 16 > PAGE_HEIGHT - BOTTOM) {
      w.addPage();
      w.text(`Statement ${s.month} (continued)`, MARGIN, MARGIN + 10, { size: 11, bold: true });
      w.y = MARGIN + 34;
      drawTableHeader(w);
    }
    w.text(formatLongDate(e.at), COLUMNS.date, w.y, { size: 9 });
    w.text(BALANCE_ENTRY_LABELS[e.kind], COLUMNS.entry, w.y, { size: 9 });
    w.text(e.orderNumber ?? '-', COLUMNS.order, w.y, { size: 9 });
    w.text(BALANCE_ACCOUNT_LABELS[e.account], COLUMNS.balance, w.y, { size: 9 });
    w.textRight(`${e.amount > 0 ? '+' : ''}${formatKsh(e.amount)}`, COLUMNS.amount, w.y, { size: 9 });
    w.y += 16;
    w.rule(w.y - 11);
  }
  w.y += 12;
  if (w.y + 60 > PAGE_HEIGHT - BOTTOM) w.addPage();
  drawBalances(w, `Closing balance, ${formatLongDate(new Date(s.to.getTime() - 1))}`, s.closing);

  drawPageFooters(w, `${s.shopName} - Statement ${s.month}`);
  return new Uint8Array(await pdf.save());
}
