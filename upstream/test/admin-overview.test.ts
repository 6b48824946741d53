// The console's overview (issue 33, point 1): each figure counted from the database. Orders placed
// today and their paid totals, the last seven Nairobi days (a quiet week is seven zero days),
// payments pending for over two minutes, orders marked refund_due, open tickets, Pending returns
// and pending seller applications; a buyer's and a seller's token get 403.
import { eq } from 'drizzle-orm';
import { loadAdminOverview, nairobiDayStart } from '../src/admin/overview';
import { orders, payments, returnRequests, sellerApplications, supportTickets } from '../src/db/schema';
import { createOrder } from './account-fixtures';
import { expectEachNeedsAToken, testApiForFile } from './harness';

const api = testApiForFile();

let adminToken: string;
const overview = async () => {
  const res = await api.request('GET', '/admin/overview', { token: adminToken });
  expect(res.status).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  adminToken = (await api.createUser({ userType: 'admin' })).token;
});

describe('GET /admin/overview', () => {
  it('counts what the marketplace holds now, and each new record moves its own figure by one', async () => {
    const before = await overview();
    expect(before.days).toHaveLength(7);
    expect(before.today).toEqual(before.days[6]);

    const buyer = await api.createUser();
    const paid = await createOrder(api, buyer.id);
    const unpaid = await createOrder(api, buyer.id, { financialStatus: 'pending', invoice: null });
    const refundDue = await createOrder(api, buyer.id, { financialStatus: 'refund_due', invoice: null });
    // Three days ago: it counts on its own day, not today.
    const older = await createOrder(api, buyer.id);
    await api.db
      .update(orders)
      .set({ createdAt: new Date(nairobiDayStart(new Date(), 3).getTime() + 60 * 60 * 1000) })
      .where(eq(orders.id, older.id));
    // A payment pending for five minutes waits too long; one begun just now does not yet.
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60 * 1000);
    await api.db.insert(payments).values([
      { orderId: unpaid.id, userId: buyer.id, amount: unpaid.total, paymentStatus: 'pending', paymentProcessor: 'mpesa', createdAt: minutesAgo(5) },
      { orderId: refundDue.id, userId: buyer.id, amount: refundDue.total, paymentStatus: 'pending', paymentProcessor: 'mpesa', createdAt: minutesAgo(0) },
    ]);
    await api.db.insert(supportTickets).values([
      { userId: buyer.id, subject: 'Where is my parcel?', description: 'x', status: 'open' },
      { userId: buyer.id, subject: 'Thanks', description: 'x', status: 'pending' },
      { userId: buyer.id, subject: 'Done', description: 'x', status: 'resolved' },
      { userId: buyer.id, subject: 'Closed', description: 'x', status: 'closed' },
    ]);
    await api.db.insert(returnRequests).values([
      { userId: buyer.id, orderId: paid.id, reason: 'Cracked', refund: 100, status: 'Pending' },
      { userId: buyer.id, orderId: paid.id, reason: 'Old', refund: 100, status: 'Rejected' },
    ]);
    const applicant = await api.createUser();
    const application = {
      shopName: 'Overview Beads',
      shopType: 'individual' as const,
      country: 'Kenya',
      location: 'Nairobi',
      description: 'Beads.',
      phone: '+254712345678',
      mpesaNumber: '+254712345678',
      yearsOfExperience: 2,
    };
    await api.db.insert(sellerApplications).values([
      { ...application, userId: applicant.id },
      { ...application, userId: applicant.id, state: 'declined', declineReason: 'No photos.' },
    ]);

    const after = await overview();
    expect(after.today.orders - before.today.orders).toBe(3);
    // Only the paid order's money is a sale.
    expect(Math.round((after.today.sales - before.today.sales) * 100)).toBe(Math.round(paid.total * 100));
    expect(after.days[3].orders - before.days[3].orders).toBe(1);
    expect(Math.round((after.days[3].sales - before.days[3].sales) * 100)).toBe(Math.round(older.total * 100));
    expect(after.payments_waiting - before.payments_waiting).toBe(1);
    expect(after.money_problems - before.money_problems).toBe(1);
    expect(after.open_tickets - before.open_tickets).toBe(2);
    expect(after.returns_waiting - before.returns_waiting).toBe(1);
    expect(after.applications_waiting - before.applications_waiting).toBe(1);
  });

  it('names seven consecutive Nairobi days, oldest first, with zeros for a week without orders', async () => {
    const data = await loadAdminOverview(api.db, new Date('2100-03-01T22:30:00Z'));
    // 22:30 UTC is already 01:30 on 2 March in Nairobi.
    expect(data.days.map((d) => d.date)).toEqual(['2100-02-24', '2100-02-25', '2100-02-26', '2100-02-27', '2100-02-28', '2100-03-01', '2100-03-02']);
    expect(data.days.every((d) => d.orders === 0 && d.sales === 0)).toBe(true);
    expect(data.today).toEqual({ date: '2100-03-02', orders: 0, sales: 0 });
  });

  it('is for admins only', async () => {
    const buyer = await api.createUser();
    const seller = await api.createUser({ userType: 'seller' });
    for (const token of [buyer.token, seller.token]) {
      const res = await api.request('GET', '/admin/overview', { token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('This action is not allowed.');
    }
    await expectEachNeedsAToken(api, [['GET', '/admin/overview']]);
  });
});
