// A refund's credit note (issue 34, point 3; GET /refunds/{id}/credit-note): the marketplace, the
// note's number (CN- and the refund's id), the order and its invoice it credits, the amount, where
// it went and where it stands. Drawn with the invoice's writer; the same refund in the same state
// gives the same file.
import { formatKsh } from '../../../lib/format/money';
import { formatLongDate } from '../account/format';
import { drawPageFooters, drawShopHeading, MARGIN, MARKETPLACE, MUTED, newDocument, RIGHT } from '../account/invoice-pdf';

export interface CreditNote {
  refundId: number;
  createdAt: Date;
  completedAt: Date | null;
  orderNumber: string;
  invoiceNumber: string | null;
  buyer: { name: string; email: string };
  amount: number;
  reason: string;
  destination: string;
  status: 'pending' | 'completed' | 'failed';
  receiptNumber: string | null;
}

const STATUS_WORDS = { pending: 'On its way', completed: 'Refunded', failed: 'Delayed: our team is sending it again' } as const;

export const creditNoteNumber = (refundId: number) => `CN-${String(refundId).padStart(6, '0')}`;

export async function renderCreditNotePdf(note: CreditNote): Promise<Uint8Array<ArrayBuffer>> {
  const number = creditNoteNumber(note.refundId);
  const { pdf, w } = await newDocument(`Credit note ${number}`, note.createdAt, `Credit note for order ${note.orderNumber}`);
  drawShopHeading(w, MARKETPLACE.name, 'CREDIT NOTE', [number, `Issued ${formatLongDate(note.createdAt)}`]);

  const rows: [string, string][] = [
    ['Credited to', `${note.buyer.name} (${note.buyer.email})`],
    ['Order', note.orderNumber],
    ['Invoice', note.invoiceNumber ?? '-'],
    ['Reason', note.reason],
    ['Refunded to', note.destination],
    ['Status', STATUS_WORDS[note.status]],
    ...(note.receiptNumber ? [['Receipt', note.receiptNumber] as [string, string]] : []),
    ...(note.completedAt ? [['Completed', formatLongDate(note.completedAt)] as [string, string]] : []),
  ];
  for (const [label, value] of rows) {
    w.text(label, MARGIN, w.y, { size: 9, color: MUTED });
    w.text(value, MARGIN + 110, w.y);
    w.y += 18;
  }
  w.y += 8;
  w.rule(w.y);
  w.y += 22;
  w.text('Amount credited', MARGIN, w.y, { bold: true });
  w.textRight(formatKsh(note.amount), RIGHT, w.y, { size: 14, bold: true });
  w.y += 28;
  w.text('All amounts in Kenyan shillings (KES).', MARGIN, w.y, { size: 9, color: MUTED });

  drawPageFooters(w, `Credit note ${number} - order ${note.orderNumber}`);
  return new Uint8Array(await pdf.save());
}
