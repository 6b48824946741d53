import { desc, eq } from 'drizzle-orm';
import { mailOutbox, sellerApplications, shops, users } from '../src/db/schema';
import { expectEachNeedsAToken, testApiForFile } from './harness';

const api = testApiForFile();

const application = {
  shop_name: '  Kazuri Beads ',
  shop_type: 'individual',
  country: 'Kenya',
  location: 'Nairobi',
  description: 'Hand-rolled ceramic beads.',
  phone: '0712 345 678',
  mpesa_number: '+254-712-345678',
  years_of_experience: 4,
};

async function applyAs(token: string, body: Record<string, unknown> = application) {
  return api.request('POST', '/seller/applications', { token, body });
}

async function admin() {
  return api.createUser({ userType: 'admin' });
}

async function lastMailTo(email: string) {
  const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id)).limit(1);
  return mail;
}

describe('POST /seller/applications', () => {
  it('stores a buyer’s application as pending, trimmed, with both numbers in E.164', async () => {
    const buyer = await api.createUser();
    const res = await applyAs(buyer.token);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Application received.');
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      shop_name: 'Kazuri Beads',
      shop_type: 'individual',
      country: 'Kenya',
      location: 'Nairobi',
      description: 'Hand-rolled ceramic beads.',
      phone: '+254712345678',
      mpesa_number: '+254712345678',
      years_of_experience: 4,
      state: 'pending',
      decline_reason: null,
      shop_url_slug: null,
      decided_at: null,
      created_at: expect.any(String),
    });
    const [row] = await api.db.select().from(sellerApplications).where(eq(sellerApplications.id, res.body.data.id));
    expect(row.userId).toBe(buyer.id);
  });

  it('refuses a second application while one is pending (409)', async () => {
    const buyer = await api.createUser();
    expect((await applyAs(buyer.token)).status).toBe(201);
    const again = await applyAs(buyer.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have an application waiting for review.');
  });

  it('lets one of two simultaneous applications through', async () => {
    const buyer = await api.createUser();
    const statuses = (await Promise.all([applyAs(buyer.token), applyAs(buyer.token)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
  });

  it('refuses a seller and an admin (403 with a message)', async () => {
    for (const userType of ['seller', 'admin'] as const) {
      const user = await api.createUser({ userType });
      const res = await applyAs(user.token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Your account can already sell: only a buyer can apply.');
    }
  });

  it('answers bad input with 422 and each field’s message', async () => {
    const buyer = await api.createUser();
    const res = await applyAs(buyer.token, {
      shop_name: '  ',
      shop_type: 'shop',
      country: 'x'.repeat(101),
      description: 42,
      phone: '12',
      mpesa_number: '+233240000002',
      years_of_experience: -1,
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Shop name is required.');
    expect(res.body.data).toEqual({
      shop_name: ['Shop name is required.'],
      shop_type: ['Please choose brand or individual.'],
      country: ['Country may not be longer than 100 characters.'],
      location: ['Location is required.'],
      description: ['Description must be text.'],
      phone: ['Please enter a valid phone number.'],
      mpesa_number: ['Please enter a Safaricom number for M-Pesa payouts.'],
      years_of_experience: ['Years of experience must be a whole number from 0 to 80.'],
    });
    expect(await api.db.select().from(sellerApplications).where(eq(sellerApplications.userId, buyer.id))).toEqual([]);
  });

  it('needs a token', async () => {
    await expectEachNeedsAToken(
      api,
      [
        ['POST', '/seller/applications'],
        ['GET', '/seller/applications/mine'],
      ],
      application,
    );
  });
});

describe('GET /seller/applications/mine', () => {
  it('is a 404 for a buyer who never applied', async () => {
    const buyer = await api.createUser();
    const res = await api.request('GET', '/seller/applications/mine', { token: buyer.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Application not found');
  });

  it('answers the latest application: a new one after a decline', async () => {
    const buyer = await api.createUser();
    const { token } = await admin();
    const first = await applyAs(buyer.token);
    await api.request('POST', `/admin/seller-applications/${first.body.data.id}/decline`, { token, body: { reason: 'Add photos.' } });
    const declined = await api.request('GET', '/seller/applications/mine', { token: buyer.token });
    expect(declined.body.data).toMatchObject({ id: first.body.data.id, state: 'declined', decline_reason: 'Add photos.' });
    const second = await applyAs(buyer.token, { ...application, shop_name: 'Kazuri Beads II' });
    expect(second.status).toBe(201);
    const mine = await api.request('GET', '/seller/applications/mine', { token: buyer.token });
    expect(mine.body.data).toMatchObject({ id: second.body.data.id, state: 'pending', shop_name: 'Kazuri Beads II' });
  });
});

describe('GET /admin/seller-applications', () => {
  it('lists pending applications first, each with its applicant, in pages', async () => {
    const { token } = await admin();
    const decidedBuyer = await api.createUser();
    const decided = await applyAs(decidedBuyer.token);
    await api.request('POST', `/admin/seller-applications/${decided.body.data.id}/decline`, { token, body: { reason: 'No.' } });
    const pendingBuyer = await api.createUser({ name: 'Wanjiku Applicant' });
    const pending = await applyAs(pendingBuyer.token);

    const res = await api.request('GET', '/admin/seller-applications?per_page=100', { token });
    expect(res.status).toBe(200);
    const rows: { id: number; state: string; applicant: { id: number } }[] = res.body.data.data;
    const states = rows.map((r) => r.state);
    expect(states.indexOf('declined')).toBeGreaterThan(states.lastIndexOf('pending'));
    expect(rows.find((r) => r.id === pending.body.data.id)).toMatchObject({
      state: 'pending',
      applicant: { id: pendingBuyer.id, name: 'Wanjiku Applicant', email: pendingBuyer.email },
    });

    const page = await api.request('GET', '/admin/seller-applications?per_page=1&page=2', { token });
    expect(page.body.data).toMatchObject({ current_page: 2, per_page: 1, total: res.body.data.total });
    expect(page.body.data.data).toHaveLength(1);
  });

  it('lists only the applications in the state asked for, counted alone; a state it does not know is a 422', async () => {
    const { token } = await admin();
    const declinedBy = await applyAs((await api.createUser()).token);
    await api.request('POST', `/admin/seller-applications/${declinedBy.body.data.id}/decline`, { token, body: { reason: 'Not yet.' } });
    await applyAs((await api.createUser()).token);

    for (const state of ['pending', 'declined', 'approved']) {
      const res = await api.request('GET', `/admin/seller-applications?state=${state}&per_page=100`, { token });
      expect(res.status).toBe(200);
      const rows: { state: string }[] = res.body.data.data;
      expect(rows.every((r) => r.state === state)).toBe(true);
      expect(res.body.data.total).toBe(rows.length);
    }
    const declined = await api.request('GET', '/admin/seller-applications?state=declined&per_page=100', { token });
    expect(declined.body.data.data.map((r: { id: number }) => r.id)).toContain(declinedBy.body.data.id);
    // A form's "All" sends the field empty: every state.
    const all = await api.request('GET', '/admin/seller-applications?state=&per_page=100', { token });
    expect(all.body.data.total).toBeGreaterThan(declined.body.data.total);

    const bad = await api.request('GET', '/admin/seller-applications?state=maybe', { token });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('state must be one of pending, approved, declined.');
  });

  it('answers a bad page with 422', async () => {
    const { token } = await admin();
    const res = await api.request('GET', '/admin/seller-applications?page=0', { token });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('page must be a whole number from 1');
  });

  it('is for admins only: a buyer and a seller get 403, no token 401', async () => {
    for (const userType of ['buyer', 'seller'] as const) {
      const user = await api.createUser({ userType });
      expect((await api.request('GET', '/admin/seller-applications', { token: user.token })).status).toBe(403);
    }
    await expectEachNeedsAToken(api, [
      ['GET', '/admin/seller-applications'],
      ['POST', '/admin/seller-applications/1/approve'],
      ['POST', '/admin/seller-applications/1/decline'],
    ]);
  });
});

describe('POST /admin/seller-applications/{id}/approve', () => {
  it('makes the applicant a seller with a new shop, and mails them', async () => {
    const buyer = await api.createUser({ name: 'Achieng Potter' });
    const { token, id: adminId } = await admin();
    const applied = await applyAs(buyer.token, { ...application, shop_name: 'Achieng’s Pottery & Clay', shop_type: 'brand', years_of_experience: 12 });
    const res = await api.request('POST', `/admin/seller-applications/${applied.body.data.id}/approve`, { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Application approved.');
    expect(res.body.data).toMatchObject({
      state: 'approved',
      shop_url_slug: expect.stringMatching(/^achieng-s-pottery-clay(-\d+)?$/),
      decided_at: expect.any(String),
    });

    const [user] = await api.db.select({ userType: users.userType }).from(users).where(eq(users.id, buyer.id));
    expect(user.userType).toBe('seller');
    const [shop] = await api.db.select().from(shops).where(eq(shops.ownerId, buyer.id));
    expect(shop).toMatchObject({
      shopName: 'Achieng’s Pottery & Clay',
      shopUrlSlug: res.body.data.shop_url_slug,
      shopType: 'brand',
      country: 'Kenya',
      location: 'Nairobi',
      yearsOfExperience: 12,
      description: 'Hand-rolled ceramic beads.',
      email: buyer.email,
      phoneNumber: '+254712345678',
    });
    const [row] = await api.db.select().from(sellerApplications).where(eq(sellerApplications.id, applied.body.data.id));
    expect(row).toMatchObject({ shopId: shop.id, decidedBy: adminId });
    const mail = await lastMailTo(buyer.email);
    expect(mail.subject).toBe('Your shop Achieng’s Pottery & Clay is approved');
    expect(mail.body).toContain(`/seller-gallery/shop/${shop.shopUrlSlug}`);

    // The shop is public under its slug, and the new seller's token now carries the seller role.
    expect((await api.request('GET', `/shops/slug/${shop.shopUrlSlug}`)).status).toBe(200);
    expect((await applyAs(buyer.token)).status).toBe(403);
  });

  it('gives each shop a slug no other shop has', async () => {
    const { token } = await admin();
    const slugs: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const buyer = await api.createUser();
      const applied = await applyAs(buyer.token, { ...application, shop_name: 'Twin Looms' });
      const res = await api.request('POST', `/admin/seller-applications/${applied.body.data.id}/approve`, { token });
      expect(res.status).toBe(200);
      slugs.push(res.body.data.shop_url_slug);
    }
    expect(new Set(slugs).size).toBe(3);
    expect(slugs.every((slug) => /^twin-looms(-\d+)?$/.test(slug))).toBe(true);
  });

  it('names a shop whose name has no letters to slug “shop”', async () => {
    const { token } = await admin();
    const buyer = await api.createUser();
    const applied = await applyAs(buyer.token, { ...application, shop_name: '工艺' });
    const res = await api.request('POST', `/admin/seller-applications/${applied.body.data.id}/approve`, { token });
    expect(res.body.data.shop_url_slug).toMatch(/^shop(-\d+)?$/);
  });

  it('refuses to decide twice (409), either way, and changes nothing', async () => {
    const { token } = await admin();
    const buyer = await api.createUser();
    const applied = await applyAs(buyer.token);
    const path = `/admin/seller-applications/${applied.body.data.id}`;
    expect((await api.request('POST', `${path}/approve`, { token })).status).toBe(200);
    for (const [step, body] of [
      ['approve', undefined],
      ['decline', { reason: 'Too late.' }],
    ] as const) {
      const again = await api.request('POST', `${path}/${step}`, { token, body });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This application has already been decided.');
    }
    expect(await api.db.select().from(shops).where(eq(shops.ownerId, buyer.id))).toHaveLength(1);
  });

  it('is a 404 for an unknown or malformed id', async () => {
    const { token } = await admin();
    for (const id of ['999999999', 'abc', '0']) {
      const res = await api.request('POST', `/admin/seller-applications/${id}/approve`, { token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Application not found');
    }
  });

  it('is for admins only: the applicant and a seller get 403, and nothing changes', async () => {
    const buyer = await api.createUser();
    const seller = await api.createUser({ userType: 'seller' });
    const applied = await applyAs(buyer.token);
    for (const token of [buyer.token, seller.token]) {
      expect((await api.request('POST', `/admin/seller-applications/${applied.body.data.id}/approve`, { token })).status).toBe(403);
      expect((await api.request('POST', `/admin/seller-applications/${applied.body.data.id}/decline`, { token, body: { reason: 'x' } })).status).toBe(403);
    }
    const mine = await api.request('GET', '/seller/applications/mine', { token: buyer.token });
    expect(mine.body.data.state).toBe('pending');
  });
});

describe('POST /admin/seller-applications/{id}/decline', () => {
  it('declines with the reason, keeps the user a buyer and mails the reason', async () => {
    const { token } = await admin();
    const buyer = await api.createUser();
    const applied = await applyAs(buyer.token);
    const res = await api.request('POST', `/admin/seller-applications/${applied.body.data.id}/decline`, {
      token,
      body: { reason: '  Please add photos of your work.  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Application declined.');
    expect(res.body.data).toMatchObject({ state: 'declined', decline_reason: 'Please add photos of your work.', shop_url_slug: null });
    const [user] = await api.db.select({ userType: users.userType }).from(users).where(eq(users.id, buyer.id));
    expect(user.userType).toBe('buyer');
    expect(await api.db.select().from(shops).where(eq(shops.ownerId, buyer.id))).toEqual([]);
    const mail = await lastMailTo(buyer.email);
    expect(mail.subject).toBe('Your application to sell as Kazuri Beads');
    expect(mail.body).toContain('Please add photos of your work.');
  });

  it('requires a reason (422)', async () => {
    const { token } = await admin();
    const buyer = await api.createUser();
    const applied = await applyAs(buyer.token);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const res = await api.request('POST', `/admin/seller-applications/${applied.body.data.id}/decline`, { token, body });
      expect(res.status).toBe(422);
      expect(res.body.data.reason).toHaveLength(1);
    }
    expect((await api.request('GET', '/seller/applications/mine', { token: buyer.token })).body.data.state).toBe('pending');
  });
});
