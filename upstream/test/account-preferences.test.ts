import { desc, eq, sql } from 'drizzle-orm';
import { contactMessages, mailOutbox, newsletterSubscriptions } from '../src/db/schema';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let ipCounter = 0;
/** A fresh client address per test, so the per-IP limits of one test do not leak into another. */
const fromNewIp = () => ({ 'x-forwarded-for': `10.9.${Math.floor((ipCounter += 1) / 250)}.${ipCounter % 250}` });

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function subscription(email: string) {
  const [row] = await api.db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
  return row;
}

describe('POST /newsletter/subscribe', () => {
  it('subscribes an e-mail address, publicly, and thanks the visitor', async () => {
    const res = await api.request('POST', '/newsletter/subscribe', { headers: fromNewIp(), body: { email: '  Zawadi@Example.com ' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: 'Thank you for subscribing!', data: { email: 'zawadi@example.com', subscribed: true } });
    expect(await subscription('zawadi@example.com')).toMatchObject({ marketing: true, product: true, events: false, unsubscribe: false, userId: null });
  });

  it('is idempotent per address and lifts an earlier unsubscribe', async () => {
    const headers = fromNewIp();
    await api.request('POST', '/newsletter/subscribe', { headers, body: { email: 'baraka@example.com' } });
    await api.db.update(newsletterSubscriptions).set({ unsubscribe: true, events: true }).where(eq(newsletterSubscriptions.email, 'baraka@example.com'));
    const again = await api.request('POST', '/newsletter/subscribe', { headers, body: { email: 'BARAKA@example.com' } });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Thank you for subscribing!');
    const rows = await api.db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = 'baraka@example.com'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ unsubscribe: false, events: true });
  });

  it('links the subscription to a signed-in buyer', async () => {
    const buyer = await api.createUser();
    await api.request('POST', '/newsletter/subscribe', { token: buyer.token, headers: fromNewIp(), body: { email: buyer.email } });
    expect((await subscription(buyer.email)).userId).toBe(buyer.id);
    const prefs = await api.request('GET', '/newsletter/preferences', { token: buyer.token });
    expect(prefs.body.data).toMatchObject({ email: buyer.email, subscribed: true });
  });

  it.each([[{}], [{ email: '' }], [{ email: 'not-an-email' }], [{ email: 7 }]])('refuses %j with a 422 naming email', async (body) => {
    const res = await api.request('POST', '/newsletter/subscribe', { headers: fromNewIp(), body });
    expect(res.status).toBe(422);
    expect(res.body.data.email).toBeDefined();
  });

  it('limits signups per client address with a 429 and Retry-After', async () => {
    const headers = fromNewIp();
    for (let i = 0; i < 10; i += 1) {
      const res = await api.request('POST', '/newsletter/subscribe', { headers, body: { email: `flood${i}@example.com` } });
      expect(res.status).toBe(200);
    }
    const res = await api.request('POST', '/newsletter/subscribe', { headers, body: { email: 'flood-last@example.com' } });
    expect(res.status).toBe(429);
    expect(res.body.status).toBe('error');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api.request('POST', '/newsletter/subscribe', { headers: fromNewIp(), body: { email: 'other@example.com' } })).status).toBe(200);
  });
});

describe('newsletter preferences', () => {
  it('shows the spec’s defaults to a buyer who never subscribed', async () => {
    const buyer = await api.createUser();
    const res = await api.request('GET', '/newsletter/preferences', { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: buyer.email, subscribed: false, marketing: true, product: true, events: false, unsubscribe: false });
  });

  it('saves preferences, creating the subscription for the account’s e-mail, and partial updates keep the rest', async () => {
    const buyer = await api.createUser();
    const res = await api.request('PUT', '/newsletter/preferences', {
      token: buyer.token,
      body: { marketing: false, product: true, events: true, unsubscribe: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: buyer.email, subscribed: true, marketing: false, product: true, events: true, unsubscribe: false });
    expect((await subscription(buyer.email)).userId).toBe(buyer.id);

    const off = await api.request('PUT', '/newsletter/preferences', { token: buyer.token, body: { unsubscribe: true } });
    expect(off.body.data).toEqual({ email: buyer.email, subscribed: false, marketing: false, product: true, events: true, unsubscribe: true });
    expect((await api.request('GET', '/newsletter/preferences', { token: buyer.token })).body.data).toEqual(off.body.data);
  });

  it.each([
    ['marketing', { marketing: 'yes' }],
    ['events', { events: null }],
    ['unsubscribe', { unsubscribe: 1 }],
  ])('refuses a non-boolean %s with a 422 naming it', async (field, body) => {
    const buyer = await api.createUser();
    const res = await api.request('PUT', '/newsletter/preferences', { token: buyer.token, body });
    expect(res.status).toBe(422);
    expect(res.body.data[field]).toBeDefined();
  });

  it('a first partial save keeps the spec’s defaults for the rest', async () => {
    const buyer = await api.createUser();
    const res = await api.request('PUT', '/newsletter/preferences', { token: buyer.token, body: { events: true } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Preferences saved.');
    expect(res.body.data).toEqual({ email: buyer.email, subscribed: true, marketing: true, product: true, events: true, unsubscribe: false });
    const empty = await api.request('PUT', '/newsletter/preferences', { token: buyer.token, body: {} });
    expect(empty.body.data).toEqual(res.body.data);
  });

  it('says what is wrong with a non-boolean value, and saves nothing of that request', async () => {
    const buyer = await api.createUser();
    const res = await api.request('PUT', '/newsletter/preferences', { token: buyer.token, body: { marketing: false, product: 'no' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('product must be true or false.');
    expect(res.body.data).toEqual({ product: ['product must be true or false.'] });
    expect((await api.request('GET', '/newsletter/preferences', { token: buyer.token })).body.data).toMatchObject({ marketing: true, subscribed: false });
  });

  it.each([[[true]], [null], ['marketing']])('refuses a body that is not an object (%j) with a 422', async (body) => {
    const buyer = await api.createUser();
    const res = await api.request('PUT', '/newsletter/preferences', { token: buyer.token, body: JSON.stringify(body) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Please send the preferences as an object of true or false values.');
  });

  it('refuses unknown preferences', async () => {
    const buyer = await api.createUser();
    const res = await api.request('PUT', '/newsletter/preferences', { token: buyer.token, body: { spam: true } });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.data)).toContain('spam');
  });

  it('needs a valid token', async () => {
    expect((await api.request('GET', '/newsletter/preferences')).status).toBe(401);
    expect((await api.request('PUT', '/newsletter/preferences', { token: 'bad', body: { events: true } })).status).toBe(401);
  });
});

describe('notification settings', () => {
  const defaults = { orderUpdates: true, promotions: true, newsletter: false, reviewReminders: true, smsAlerts: false, pushNotifications: false };

  it('shows the spec’s defaults, in its camelCase names, before anything is saved', async () => {
    const buyer = await api.createUser();
    const res = await api.request('GET', '/notifications/settings', { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(defaults);
  });

  it('saves a partial update and keeps the other switches', async () => {
    const buyer = await api.createUser();
    const first = await api.request('PUT', '/notifications/settings', { token: buyer.token, body: { smsAlerts: true } });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ ...defaults, smsAlerts: true });
    const second = await api.request('PUT', '/notifications/settings', { token: buyer.token, body: { promotions: false } });
    expect(second.body.data).toEqual({ ...defaults, smsAlerts: true, promotions: false });
    expect((await api.request('GET', '/notifications/settings', { token: buyer.token })).body.data).toEqual(second.body.data);
    const other = await api.createUser();
    expect((await api.request('GET', '/notifications/settings', { token: other.token })).body.data).toEqual(defaults);
  });

  it('refuses anything but booleans, and unknown settings, with a 422', async () => {
    const buyer = await api.createUser();
    const bad = await api.request('PUT', '/notifications/settings', { token: buyer.token, body: { smsAlerts: 'on', pushNotifications: 0 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data).sort()).toEqual(['pushNotifications', 'smsAlerts']);
    const unknown = await api.request('PUT', '/notifications/settings', { token: buyer.token, body: { sms_alerts: true } });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body.data)).toContain('sms_alerts');
    const notObject = await api.request('PUT', '/notifications/settings', { token: buyer.token, body: [true] });
    expect(notObject.status).toBe(422);
  });

  it('says what is wrong, saves nothing of a refused request, and refuses a body that is not an object', async () => {
    const buyer = await api.createUser();
    const res = await api.request('PUT', '/notifications/settings', { token: buyer.token, body: { promotions: false, newsletter: 'yes' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('newsletter must be true or false.');
    expect((await api.request('GET', '/notifications/settings', { token: buyer.token })).body.data).toEqual(defaults);
    for (const body of ['[false]', 'null', '"on"']) {
      const bad = await api.request('PUT', '/notifications/settings', { token: buyer.token, body });
      expect(bad.status).toBe(422);
      expect(bad.body.message).toBe('Please send the settings as an object of true or false values.');
    }
  });

  it('saves every switch at once and answers the message the screen shows', async () => {
    const buyer = await api.createUser();
    const flipped = Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, !v]));
    const res = await api.request('PUT', '/notifications/settings', { token: buyer.token, body: flipped });
    expect(res.body).toEqual({ status: 'success', message: 'Notification settings saved.', data: flipped });
    expect((await api.request('GET', '/notifications/settings', { token: buyer.token })).body.data).toEqual(flipped);
  });

  it('needs a valid token', async () => {
    expect((await api.request('GET', '/notifications/settings')).status).toBe(401);
    expect((await api.request('PUT', '/notifications/settings', { token: 'bad', body: { smsAlerts: true } })).status).toBe(401);
  });
});

describe('POST /contact', () => {
  const message = { name: 'Juma Hassan', email: 'juma@example.com', message: 'Do you ship kiondo baskets to Lagos?' };

  it('stores the message, copies it to the support inbox and thanks the sender', async () => {
    const res = await api.request('POST', '/contact', { headers: fromNewIp(), body: { ...message, name: '  Juma Hassan ' } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Thank you! We'll be in touch soon.");
    const [stored] = await api.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.data.id));
    expect(stored).toMatchObject({ ...message, userId: null });
    const [mail] = await api.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.toAddress).toBe('support@crafts.ke');
    expect(mail.subject).toContain('Juma Hassan');
    expect(mail.body).toContain('juma@example.com');
    expect(mail.body).toContain('Do you ship kiondo baskets to Lagos?');
  });

  it('links a signed-in sender', async () => {
    const buyer = await api.createUser();
    const res = await api.request('POST', '/contact', { token: buyer.token, headers: fromNewIp(), body: message });
    const [stored] = await api.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.data.id));
    expect(stored.userId).toBe(buyer.id);
  });

  it('asks for every field', async () => {
    const res = await api.request('POST', '/contact', { headers: fromNewIp(), body: { name: ' ', email: '' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Please fill in all fields.');
    expect(res.body.data).toEqual({
      name: ['Please fill in all fields.'],
      email: ['Please fill in all fields.'],
      message: ['Please fill in all fields.'],
    });
  });

  it.each([
    ['email', { ...message, email: 'juma-at-example' }],
    ['message', { ...message, message: 'x'.repeat(5001) }],
    ['name', { ...message, name: ['Juma'] }],
  ])('refuses a bad %s with a 422 naming it', async (field, body) => {
    const res = await api.request('POST', '/contact', { headers: fromNewIp(), body });
    expect(res.status).toBe(422);
    expect(res.body.data[field]).toBeDefined();
  });

  it('limits messages per client address', async () => {
    const headers = fromNewIp();
    for (let i = 0; i < 5; i += 1) expect((await api.request('POST', '/contact', { headers, body: message })).status).toBe(201);
    const res = await api.request('POST', '/contact', { headers, body: message });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});
