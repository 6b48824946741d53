import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { formatKsh } from '../../lib/format/money';
import { INVOICE_STATUSES } from '../../contract/rules/status';
import { orderItems, products, shops, users } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/demo';
import { expectEachNeedsAToken, testApiForFile } from './harness';
import { createOrder, someProducts, tokenForEmail } from './account-fixtures';
import { pdfText } from './pdf-text';

const api = testApiForFile();

describe('returns and refunds', () => {
  it('shows the demo buyer’s seeded Pending return', async () => {
    const { token } = await tokenForEmail(api, DEMO_USERS.buyer.email);
    const res = await api.request('GET', '/returns', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.some((r: any) => r.status === 'Pending')).toBe(true);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      orderId: expect.any(String),
      order_id: expect.any(Number),
      date: expect.any(String),
      status: expect.stringMatching(/^(Pending|Approved|Rejected)$/),
      refund: expect.any(Number),
      reason: expect.any(String),
      refund_to: 'original',
      decision_reason: null,
      canceled_by_buyer: expect.any(Boolean),
      updated_at: expect.any(String),
      // The seed's requests predate refunds to where the money came from: none is recorded for them.
      refunds: [],
    });
  });

  it('opens a Pending request by order number, refunding the order’s total', async () => {
    const buyer = await api.createUser();
    const order = await createOrder(api, buyer.id);
    const res = await api.request('POST', '/returns', {
      token: buyer.token,
      body: { order_number: ` ${order.orderNumber.toLowerCase()} `, reason: '  Wrong size  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      orderId: order.orderNumber,
      order_id: order.id,
      status: 'Pending',
      refund: order.total,
      reason: 'Wrong size',
    });
    const list = await api.request('GET', '/returns', { token: buyer.token });
    expect(list.body.data).toEqual([res.body.data]);
  });

  it('accepts order_id instead of the order number', async () => {
    const buyer = await api.createUser();
    const order = await createOrder(api, buyer.id);
    const res = await api.request('POST', '/returns', { token: buyer.token, body: { order_id: order.id, reason: 'Damaged' } });
    expect(res.status).toBe(201);
    expect(res.body.data.orderId).toBe(order.orderNumber);
  });

  it('asks for all fields, naming each missing one', async () => {
    const buyer = await api.createUser();
    const res = await api.request('POST', '/returns', { token: buyer.token, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('All fields are required.');
    expect(res.body.data).toEqual({ order_number: ['All fields are required.'], reason: ['All fields are required.'] });
    const blank = await api.request('POST', '/returns', { token: buyer.token, body: { order_number: '  ', reason: 'x' } });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.data)).toEqual(['order_number']);
    const long = await api.request('POST', '/returns', { token: buyer.token, body: { order_number: 'A-1', reason: 'x'.repeat(1001) } });
    expect(long.status).toBe(422);
    expect(long.body.data.reason).toBeDefined();
  });

  it('does not find another buyer’s order, nor an unknown one', async () => {
    const owner = await api.createUser();
    const other = await api.createUser();
    const order = await createOrder(api, owner.id);
    for (const body of [
      { order_number: order.orderNumber, reason: 'mine now' },
      { order_id: order.id, reason: 'mine now' },
      { order_number: 'NO-SUCH-ORDER', reason: 'x' },
    ]) {
      const res = await api.request('POST', '/returns', { token: other.token, body });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Order not found. Please check your order number.');
    }
  });

  it('refuses a second open request for one order, allows a new one after cancelling', async () => {
    const buyer = await api.createUser();
    const order = await createOrder(api, buyer.id);
    const first = await api.request('POST', '/returns', { token: buyer.token, body: { order_number: order.orderNumber, reason: 'a' } });
    const dup = await api.request('POST', '/returns', { token: buyer.token, body: { order_number: order.orderNumber, reason: 'b' } });
    expect(dup.status).toBe(409);

    const cancel = await api.request('POST', `/returns/${first.body.data.id}/cancel`, { token: buyer.token });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toMatchObject({ id: first.body.data.id, status: 'Rejected' });
    expect((await api.request('POST', `/returns/${first.body.data.id}/cancel`, { token: buyer.token })).status).toBe(409);

    const again = await api.request('POST', '/returns', { token: buyer.token, body: { order_number: order.orderNumber, reason: 'c' } });
    expect(again.status).toBe(201);
  });

  it('accepts only one of several requests for one order sent at once', async () => {
    const buyer = await api.createUser();
    const order = await createOrder(api, buyer.id);
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) => api.request('POST', '/returns', { token: buyer.token, body: { order_id: order.id, reason: `r${i}` } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('refuses a return on a canceled order', async () => {
    const buyer = await api.createUser();
    const order = await createOrder(api, buyer.id, { status: 'Canceled' });
    const res = await api.request('POST', '/returns', { token: buyer.token, body: { order_number: order.orderNumber, reason: 'x' } });
    expect(res.status).toBe(409);
  });

  it('refunds only a paid order, and only until 90 days after its delivery', async () => {
    const buyer = await api.createUser();
    const ask = (orderId: number) => api.request('POST', '/returns', { token: buyer.token, body: { order_id: orderId, reason: 'Not as described' } });

    // Placed but never paid (issue 23): nothing to refund.
    const unpaid = await createOrder(api, buyer.id, { status: 'Pending', financialStatus: 'pending' });
    const refused = await ask(unpaid.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order has not been paid, so there is nothing to refund.');

    const day = 24 * 60 * 60 * 1000;
    const late = await createOrder(api, buyer.id, { status: 'Delivered', updatedAt: new Date(Date.now() - 91 * day) });
    const closed = await ask(late.id);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Returns for this order closed 90 days after it was delivered.');

    // Within the guarantee (past the 14-day change-of-mind window): the admin judges the reason.
    const inTime = await createOrder(api, buyer.id, { status: 'Completed', updatedAt: new Date(Date.now() - 89 * day) });
    expect((await ask(inTime.id)).status).toBe(201);
    expect((await api.request('GET', '/returns', { token: buyer.token })).body.data).toHaveLength(1);
  });

  it('refuses a return for a paid order that was never delivered: the window starts at delivery', async () => {
    const buyer = await api.createUser();
    const ask = (orderId: number) => api.request('POST', '/returns', { token: buyer.token, body: { order_id: orderId, reason: 'Not as described' } });
    for (const status of ['Pending', 'Shipped']) {
      const order = await createOrder(api, buyer.id, { status });
      const refused = await ask(order.id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This order has not been delivered yet. You can ask to return it once it has arrived.');
    }
    expect((await api.request('GET', '/returns', { token: buyer.token })).body.data).toEqual([]);
    // Delivered through the operator's API: now it can be returned.
    const shipped = await createOrder(api, buyer.id, { status: 'Shipped' });
    const admin = await api.createUser({ userType: 'admin' });
    const delivered = await api.request('PATCH', `/admin/orders/${shipped.id}/status`, { token: admin.token, body: { status: 'Delivered' } });
    expect(delivered.status).toBe(200);
    expect((await ask(shipped.id)).status).toBe(201);
  });

  it('cancel: another buyer’s request or an unknown one is not found', async () => {
    const owner = await api.createUser();
    const other = await api.createUser();
    const order = await createOrder(api, owner.id);
    const { id } = (await api.request('POST', '/returns', { token: owner.token, body: { order_id: order.id, reason: 'x' } })).body.data;
    const res = await api.request('POST', `/returns/${id}/cancel`, { token: other.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Return request not found');
    expect((await api.request('POST', '/returns/999999999/cancel', { token: owner.token })).status).toBe(404);
    expect((await api.request('GET', '/returns', { token: owner.token })).body.data[0].status).toBe('Pending');
  });

  it('approve is for admins, on anyone’s Pending request, once', async () => {
    const buyer = await api.createUser();
    const admin = await api.createUser({ userType: 'admin' });
    const order = await createOrder(api, buyer.id);
    const { id } = (await api.request('POST', '/returns', { token: buyer.token, body: { order_id: order.id, reason: 'x' } })).body.data;

    const forbidden = await api.request('POST', `/returns/${id}/approve`, { token: buyer.token });
    expect(forbidden.status).toBe(403);
    const approved = await api.request('POST', `/returns/${id}/approve`, { token: admin.token });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ id, status: 'Approved', orderId: order.orderNumber });
    expect((await api.request('POST', `/returns/${id}/approve`, { token: admin.token })).status).toBe(409);
    expect((await api.request('POST', `/returns/${id}/cancel`, { token: buyer.token })).status).toBe(409);
    expect((await api.request('POST', '/returns/999999999/approve', { token: admin.token })).status).toBe(404);
    // An approved return still blocks a new one.
    const again = await api.request('POST', '/returns', { token: buyer.token, body: { order_id: order.id, reason: 'y' } });
    expect(again.status).toBe(409);
  });

  it('an approved return shows the order Refunded and its invoice PDF states the refund', async () => {
    const buyer = await api.createUser();
    const admin = await api.createUser({ userType: 'admin' });
    const order = await createOrder(api, buyer.id, { status: 'Delivered' });
    const { id } = (await api.request('POST', '/returns', { token: buyer.token, body: { order_id: order.id, reason: 'Cracked' } })).body.data;
    expect((await api.request('POST', `/returns/${id}/approve`, { token: admin.token })).status).toBe(200);

    const detail = await api.request('GET', `/orders/${order.id}`, { token: buyer.token });
    expect(detail.body.data.order).toMatchObject({ financial_status: 'refunded', order_status: 'Delivered', invoice: { status: 'Refunded' } });
    const list = await api.request('GET', '/orders', { token: buyer.token });
    expect(list.body.data.data[0]).toMatchObject({ order_id: order.id, financial_status: 'refunded' });
    const invoices = await api.request('GET', '/invoices', { token: buyer.token });
    expect(invoices.body.data.data[0]).toMatchObject({ order_id: order.id, status: 'Refunded' });

    const res = await api.app.request(`/invoices/${order.invoiceId}/download`, { headers: { authorization: `Bearer ${buyer.token}` } });
    const text = (await pdfText(new Uint8Array(await res.arrayBuffer()))).flat();
    expect(text).toEqual(expect.arrayContaining(['Status: Refunded', 'Refunded', `-${formatKsh(order.total)}`, 'Net paid', 'Ksh 0']));
    expect(text).toContainEqual(expect.stringMatching(new RegExp(`^${formatKsh(order.total)} refunded to your wallet on \\d{1,2} [A-Z][a-z]+ \\d{4}\\.$`)));
    // Asked again: it says the order was refunded, not that it was never paid.
    const again = await api.request('POST', '/returns', { token: buyer.token, body: { order_id: order.id, reason: 'Again' } });
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: 'This order has already been refunded.' });
  });

  it('an approved return of part of an order shows it Partly refunded, and the seeded refunded order says Refunded', async () => {
    const { token } = await tokenForEmail(api, DEMO_USERS.buyer.email);
    const admin = await api.createUser({ userType: 'admin' });
    const orders = (await api.request('GET', '/orders?per_page=50', { token })).body.data.data;
    // The seed's returned order: refunded in full, and its invoice says so.
    const refunded = orders.find((o: any) => o.financial_status === 'refunded');
    expect(refunded).toBeDefined();
    const seededInvoices = (await api.request('GET', '/invoices?per_page=50', { token })).body.data.data;
    const refundedInvoice = seededInvoices.find((i: any) => i.order_id === refunded.order_id);
    expect(refundedInvoice.status).toBe('Refunded');
    const res = await api.app.request(`/invoices/${refundedInvoice.id}/download`, { headers: { authorization: `Bearer ${token}` } });
    expect((await pdfText(new Uint8Array(await res.arrayBuffer()))).flat()).toEqual(expect.arrayContaining(['Status: Refunded', 'Net paid']));

    // The seed's Pending return asks back one piece of a larger order.
    const pending = (await api.request('GET', '/returns', { token })).body.data.find((r: any) => r.status === 'Pending');
    const before = orders.find((o: any) => o.order_id === pending.order_id);
    expect(pending.refund).toBeLessThan(before.total_amount);
    expect((await api.request('POST', `/returns/${pending.id}/approve`, { token: admin.token })).status).toBe(200);
    const after = (await api.request('GET', `/orders/${pending.order_id}`, { token })).body.data.order;
    expect(after).toMatchObject({ financial_status: 'partially_refunded', invoice: { status: 'Partly refunded' } });
  });

  it('needs a valid token on every call', async () => {
    await expectEachNeedsAToken(api, [
      ['GET', '/returns'],
      ['POST', '/returns'],
      ['POST', '/returns/1/cancel'],
      ['POST', '/returns/1/approve'],
    ]);
  });
});

describe('invoices', () => {
  it('lists the demo buyer’s seeded invoices', async () => {
    const { token } = await tokenForEmail(api, DEMO_USERS.buyer.email);
    const res = await api.request('GET', '/invoices', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThanOrEqual(3);
    for (const invoice of res.body.data.data) {
      expect(invoice.downloadUrl).toBe(`${api.publicUrl}/invoices/${invoice.id}/download`);
      expect(INVOICE_STATUSES).toContain(invoice.status);
    }
  });

  it('pages the buyer’s invoices, newest first, in the spec’s shape', async () => {
    const buyer = await api.createUser();
    const older = await createOrder(api, buyer.id, { invoice: 'Pending' });
    const newer = await createOrder(api, buyer.id);
    const res = await api.request('GET', '/invoices?page=1&per_page=1', { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ current_page: 1, last_page: 2, per_page: 1, total: 2 });
    expect(res.body.data.data).toEqual([
      {
        id: newer.invoiceId,
        invoice_number: newer.invoiceNumber,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        orderId: newer.orderNumber,
        order_id: newer.id,
        amount: newer.total,
        status: 'Paid',
        downloadUrl: `${api.publicUrl}/invoices/${newer.invoiceId}/download`,
      },
    ]);
    const second = await api.request('GET', '/invoices?page=2&per_page=1', { token: buyer.token });
    expect(second.body.data.data[0]).toMatchObject({ id: older.invoiceId, status: 'Pending' });
  });

  it('shows nobody else’s invoices', async () => {
    const owner = await api.createUser();
    const other = await api.createUser();
    await createOrder(api, owner.id);
    const res = await api.request('GET', '/invoices', { token: other.token });
    expect(res.body.data).toMatchObject({ total: 0, data: [], last_page: 1 });
  });

  it('refuses a bad page with a 422 naming it', async () => {
    const buyer = await api.createUser();
    const res = await api.request('GET', '/invoices?page=abc', { token: buyer.token });
    expect(res.status).toBe(422);
    expect(res.body.data.page).toBeDefined();
  });

  /** The download as bytes, with its headers. */
  async function download(invoiceId: number | null, token: string) {
    const res = await api.app.request(`/invoices/${invoiceId}/download`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  it('downloads a PDF invoice: number, dates, status, parties, lines and totals in Ksh', async () => {
    const buyer = await api.createUser({ name: 'Achieng Otieno', email: 'achieng.otieno@example.co.ke' });
    await api.db.update(users).set({ phone: '+254700123456' }).where(eq(users.id, buyer.id));
    const order = await createOrder(api, buyer.id, {
      shippingAddress: { first_name: 'Achieng', last_name: 'O.', address1: '12 Oginga Odinga St', city: 'Kisumu', country: 'Kenya' },
    });
    const res = await download(order.invoiceId, buyer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${order.invoiceNumber}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(res.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe(`Invoice ${order.invoiceNumber}`);

    const text = (await pdfText(res.bytes)).flat();
    const [line] = await api.db
      .select({ shop: shops.shopName })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(eq(orderItems.orderId, order.id));
    expect(text).toEqual(
      expect.arrayContaining([
        'Crafts Marketplace',
        `Invoice number: ${order.invoiceNumber}`,
        expect.stringMatching(/^Issue date: \d{1,2} [A-Z][a-z]+ \d{4}$/),
        'Status: Paid',
        expect.stringContaining(`Order: ${order.orderNumber}`),
        'Achieng Otieno',
        buyer.email,
        '+254700123456',
        '12 Oginga Odinga St',
        'Kisumu',
        'SKU-1',
        '2',
        `Sold by ${line.shop}`,
        'Ksh 6,172.50',
        'Ksh 12,345',
        'Subtotal',
        'Discount',
        '-Ksh 300',
        'Shipping',
        'Ksh 350',
        'Tax',
        'Ksh 964',
        'Total',
        formatKsh(order.total),
      ]),
    );
    expect(formatKsh(order.total)).toBe('Ksh 13,359');
  });

  it('draws names outside the standard font’s alphabet without failing', async () => {
    const buyer = await api.createUser({ name: 'Ama “Ɔkyeame” Ōwusu 王芳 🧺' });
    const order = await createOrder(api, buyer.id, { shippingAddress: 'Kumasi\nAshanti Region, Ghana' });
    const res = await download(order.invoiceId, buyer.token);
    expect(res.status).toBe(200);
    const text = (await pdfText(res.bytes)).flat();
    expect(text).toContain('Ama “Okyeame” Owusu ?? ?');
    expect(text).toContain('Kumasi Ashanti Region, Ghana');
  });

  it('continues many lines over numbered pages, with the totals on the last', async () => {
    const buyer = await api.createUser();
    const picked = await someProducts(api, 60);
    const order = await createOrder(api, buyer.id, { lines: picked.map((p, i) => ({ productId: p.id, name: p.name, price: 1000 + i, quantity: 1 })) });
    const res = await download(order.invoiceId, buyer.token);
    const pages = await pdfText(res.bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect((await PDFDocument.load(res.bytes)).getPageCount()).toBe(pages.length);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain('UNIT PRICE');
      if (i > 0) expect(page).toContain(`Invoice ${order.invoiceNumber} (continued)`);
    });
    const names = pages.flat().filter((t) => picked.some((p) => p.name.startsWith(t)));
    expect(names.length).toBeGreaterThanOrEqual(60);
    expect(pages.at(-1)).toEqual(expect.arrayContaining(['Total', formatKsh(order.total)]));
    expect(pages[0]).not.toContain('Total');
  });

  it('falls back to the buyer’s default address when the order has none', async () => {
    const buyer = await api.createUser();
    await api.request('POST', '/addresses', {
      token: buyer.token,
      body: { name: 'Home', street: 'Ngong Rd 1', city: 'Nairobi', country: 'Kenya', phone: '0712345678' },
    });
    const order = await createOrder(api, buyer.id);
    const res = await download(order.invoiceId, buyer.token);
    expect((await pdfText(res.bytes)).flat()).toContain('Ngong Rd 1');
  });

  it('another buyer’s invoice, or an unknown one, is not found; the download needs a token', async () => {
    const owner = await api.createUser();
    const other = await api.createUser();
    const order = await createOrder(api, owner.id);
    const res = await api.request('GET', `/invoices/${order.invoiceId}/download`, { token: other.token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'error', message: 'Invoice not found' });
    expect((await api.request('GET', '/invoices/999999999/download', { token: owner.token })).status).toBe(404);
    const none = await api.request('GET', `/invoices/${order.invoiceId}/download`);
    expect(none.status).toBe(401);
    expect(none.body.status).toBe('error');
    expect((await api.request('GET', `/invoices/${order.invoiceId}/download`, { token: 'bad' })).status).toBe(401);
    expect((await api.request('GET', '/invoices')).status).toBe(401);
  });
});
