/** @jest-environment node */
// The buyer's wallet, transactions and invoices as the storefront reads them: parsed with the
// contract's schemas (contract/api/) and reshaped into lib/domain's types, lists as the app's Page.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { listInvoices } from '@/lib/upstream/invoices';
import { listTransactions } from '@/lib/upstream/transactions';
import { getWallet } from '@/lib/upstream/wallet';
import { onlyNockedCalls } from '@/__tests__/support/nock';

const API = 'http://upstream.test';
const envelope = (data: unknown) => ({ status: 'success', message: 'OK', data });
const paginator = (data: unknown[], lastPage = 1) => ({ data, current_page: 1, last_page: lastPage, per_page: 10, total: data.length });

const transaction = (viewUrl: string | null) => ({
  id: 'TX-1',
  dateTime: '2026-11-01T10:00:00.000Z',
  amount: 3100,
  accountNo: 'ORD-2026-000001',
  phone: '254712345678',
  status: 'completed',
  viewUrl,
  processor: 'M-Pesa',
  receipt_number: 'QKX1234',
  payment_id: 9,
});

onlyNockedCalls();

describe('the buyer’s records from the API', () => {
  it('reads the wallet with its movements as a page, an empty one still one page long', async () => {
    const movement = { id: 1, amount: 500, kind: 'refund', description: 'Return approved', date: '2026-11-02', order_number: 'ORD-2026-000001' };
    nock(API)
      .get('/wallet')
      .query({ page: 1 })
      .reply(200, envelope({ balance: 500, currency: 'KES', movements: paginator([movement]) }));
    nock(API)
      .get('/wallet')
      .query({ page: 2 })
      .reply(200, envelope({ balance: 0, currency: 'KES', movements: paginator([], 0) }));

    const wallet = await getWallet('token', 1);
    expect(wallet.ok && wallet.data).toEqual({
      balance: 500,
      currency: 'KES',
      movements: {
        items: [{ id: 1, amount: 500, kind: 'refund', description: 'Return approved', date: '2026-11-02', orderNumber: 'ORD-2026-000001' }],
        page: 1,
        lastPage: 1,
        perPage: 10,
        total: 1,
      },
    });
    const empty = await getWallet('token', 2);
    expect(empty.ok && empty.data.movements).toMatchObject({ items: [], lastPage: 1 });
  });

  it('reads transactions with their receipt, and keeps a view link only when it is a path on this site', async () => {
    nock(API)
      .get('/transactions')
      .reply(200, envelope([transaction('/orders/1'), transaction('//evil.example/x'), transaction('https://evil.example/x'), transaction(null)]));
    const result = await listTransactions('token');
    expect(result.ok && result.data.map((t) => t.viewUrl)).toEqual(['/orders/1', null, null, null]);
    expect(result.ok && result.data[0]).toEqual({
      id: 'TX-1',
      dateTime: '2026-11-01T10:00:00.000Z',
      amount: 3100,
      accountNo: 'ORD-2026-000001',
      phone: '254712345678',
      status: 'completed',
      viewUrl: '/orders/1',
      processor: 'M-Pesa',
      receipt: 'QKX1234',
    });
  });

  it('reads invoices as a page, the order’s number and id under their own names', async () => {
    const invoice = {
      id: 4,
      invoice_number: 'INV-2026-000004',
      date: '2026-11-03',
      orderId: 'ORD-2026-000001',
      order_id: 1,
      amount: 3100,
      status: 'Paid',
      downloadUrl: 'http://upstream.test/invoices/4/download',
    };
    nock(API)
      .get('/invoices')
      .query({ page: 1 })
      .reply(200, envelope(paginator([invoice])));
    const result = await listInvoices('token', 1);
    expect(result.ok && result.data).toEqual({
      items: [{ id: 4, number: 'INV-2026-000004', date: '2026-11-03', orderId: 1, orderNumber: 'ORD-2026-000001', amount: 3100, status: 'Paid' }],
      page: 1,
      lastPage: 1,
      perPage: 10,
      total: 1,
    });
  });

  it('turns an answer that breaks the contract into an invalid response, not a half-read record', async () => {
    nock(API)
      .get('/transactions')
      .reply(200, envelope([{ ...transaction(null), status: 'unknown' }]));
    const result = await listTransactions('token');
    expect(result.ok ? null : result.error.kind).toBe('invalid-response');
  });
});
