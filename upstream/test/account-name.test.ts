// One name (issue 30): the user's display name follows the first and last name set in User
// Details, so every place that shows it (the profile, new orders and their mail, reviews) has the
// current one.
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema';
import { testApiForFile } from './harness';
import { orderPayload, pickProducts } from './commerce-fixtures';

const api = testApiForFile();

const rename = (token: string, body: Record<string, unknown>) => api.request('PATCH', '/user/profile', { token, body });

describe('the display name', () => {
  it('follows the first and last name a buyer saves in User Details', async () => {
    const buyer = await api.createUser({ name: 'Wanjiku Kamau' });
    const res = await rename(buyer.token, { firstName: 'Njeri', lastName: 'Wambui' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Njeri Wambui', firstName: 'Njeri', lastName: 'Wambui' });
    expect((await api.request('GET', '/user/profile', { token: buyer.token })).body.data.name).toBe('Njeri Wambui');

    // Either one alone changes its half; clearing both keeps the name there was (a name is required).
    expect((await rename(buyer.token, { lastName: 'Otieno' })).body.data.name).toBe('Njeri Otieno');
    expect((await rename(buyer.token, { firstName: null, lastName: null })).body.data.name).toBe('Njeri Otieno');
    expect((await rename(buyer.token, { firstName: 'Akinyi' })).body.data.name).toBe('Akinyi');
  });

  it('is the one a new order and its mail carry', async () => {
    const buyer = await api.createUser({ name: 'Old Name' });
    await rename(buyer.token, { firstName: 'Chebet', lastName: 'Kiprono' });
    const [product] = await pickProducts(api.db, 1);
    const placed = await api.request('POST', '/shopify/order', { token: buyer.token, body: orderPayload([{ product, quantity: 1 }]) });
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.buyer.name).toBe('Chebet Kiprono');
    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, buyer.email)).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.body).toContain('Chebet Kiprono');
    expect(mail.body).not.toContain('Old Name');
  });
});
