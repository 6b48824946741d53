// The shop's profile (issue 32, point 6): its seller reads and changes the description, location,
// country and public contact, and uploads or removes the logo and banner (the photos' rules: judged
// by content, re-encoded as WebP, a logo kept small); the public shop answers show the logo; a
// buyer is refused with 403, an anonymous caller with 401.
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_MESSAGES, STORED_LOGO_WIDTH } from '../../contract/rules/images';
import { mediaFiles, shops } from '../src/db/schema';
import { testApiForFile } from './harness';
import { fetchMedia, picture, pngClaiming, sellerWithShop, upload } from './seller-fixtures';

const api = testApiForFile();

const png = async (width: number, height: number) => ({ bytes: await picture(width, height), name: 'logo.png', type: 'image/png' });
const storedFiles = async () => (await api.db.select({ n: count() }).from(mediaFiles))[0].n;

describe('GET and PATCH /seller/shop', () => {
  it('answers the seller’s own shop', async () => {
    const seller = await sellerWithShop(api);
    const res = await api.request('GET', '/seller/shop', { token: seller.token });
    expect(res.status).toBe(200);
    expect(res.body.data.shop).toMatchObject({
      shop_id: seller.shopId,
      shop_url_slug: seller.shopSlug,
      location: 'Kitui',
      country: 'Kenya',
      logo_image_url: null,
      email: null,
      phone_number: null,
      updated_at: expect.any(String),
    });
  });

  it('changes only the fields sent, trims them, and clears the contact with an empty value', async () => {
    const seller = await sellerWithShop(api);
    const first = await api.request('PATCH', '/seller/shop', {
      token: seller.token,
      body: { description: '  Baskets woven in Kitui.  ', email: 'Shop@Example.COM', phone_number: '0712345678' },
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Your shop profile is saved.');
    expect(first.body.data.shop).toMatchObject({ description: 'Baskets woven in Kitui.', email: 'shop@example.com', location: 'Kitui', country: 'Kenya' });
    expect(first.body.data.shop.phone_number).toEqual(expect.any(String));

    const second = await api.request('PATCH', '/seller/shop', { token: seller.token, body: { location: 'Machakos', email: '', phone_number: '' } });
    expect(second.body.data.shop).toMatchObject({ description: 'Baskets woven in Kitui.', location: 'Machakos', email: null, phone_number: null });
    // The public page shows the change.
    const shown = await api.request('GET', `/shops/slug/${seller.shopSlug}`);
    expect(shown.body.data.shop).toMatchObject({ description: 'Baskets woven in Kitui.', location: 'Machakos', email: null });
  });

  it('keeps the M-Pesa number payouts go to: a Safaricom number, the seller’s own, never on the public page', async () => {
    const seller = await sellerWithShop(api);
    const set = await api.request('PATCH', '/seller/shop', { token: seller.token, body: { mpesa_number: '0712 345 678' } });
    expect(set.status).toBe(200);
    expect(set.body.data.shop.mpesa_number).toBe('+254712345678');
    const refused = await api.request('PATCH', '/seller/shop', { token: seller.token, body: { mpesa_number: '+255712345678' } });
    expect(refused.status).toBe(422);
    expect(refused.body.data.mpesa_number).toEqual(['Please enter a Safaricom number for M-Pesa payouts.']);
    expect((await api.request('GET', '/seller/shop', { token: seller.token })).body.data.shop.mpesa_number).toBe('+254712345678');
    const shown = await api.request('GET', `/shops/slug/${seller.shopSlug}`);
    expect(JSON.stringify(shown.body)).not.toContain('712345678');
    const cleared = await api.request('PATCH', '/seller/shop', { token: seller.token, body: { mpesa_number: '' } });
    expect(cleared.body.data.shop.mpesa_number).toBeNull();
  });

  it('refuses bad values with each field’s message, changing nothing', async () => {
    const seller = await sellerWithShop(api);
    for (const [body, field, message] of [
      [{}, 'description', 'Send at least one field to change.'],
      [{ location: '   ' }, 'location', 'The location is required.'],
      [{ country: 'x'.repeat(81) }, 'country', 'The country may not be longer than 80 characters.'],
      [{ description: 'x'.repeat(2001) }, 'description', 'The description may not be longer than 2000 characters.'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
      [{ description: 42 }, 'description', 'The description must be text.'],
    ] as const) {
      const res = await api.request('PATCH', '/seller/shop', { token: seller.token, body });
      expect({ body, status: res.status, message: res.body.data?.[field]?.[0] }).toEqual({ body, status: 422, message });
    }
    const phone = await api.request('PATCH', '/seller/shop', { token: seller.token, body: { phone_number: 'call me' } });
    expect(phone.status).toBe(422);
    expect(Object.keys(phone.body.data)).toEqual(['phone_number']);
    const [row] = await api.db.select().from(shops).where(eq(shops.id, seller.shopId));
    expect({ description: row.description, location: row.location, email: row.email }).toEqual({ description: '', location: 'Kitui', email: null });
  });
});

describe('the logo and the banner', () => {
  it('uploads a logo (kept at most 512 px wide, WebP), replaces it (the old file goes) and removes it; the public answers show it', async () => {
    const seller = await sellerWithShop(api);
    const res = await upload(api, '/seller/shop/images/logo', seller.token, 'image', [await png(1000, 800)]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Logo saved.');
    const logoUrl: string = res.body.data.shop.logo_image_url;
    expect(logoUrl).toMatch(/^http:\/\/api\.test\/media\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await fetchMedia(api, logoUrl);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: STORED_LOGO_WIDTH, height: 410 });

    // The public shop page, and the shops list, carry the logo.
    expect((await api.request('GET', `/shops/slug/${seller.shopSlug}`)).body.data.shop.logo_image_url).toBe(logoUrl);
    expect((await api.request('GET', `/shops/${seller.shopId}`)).body.data.shop.logo_image_url).toBe(logoUrl);
    const listed = await api.request('GET', `/shops?search=${encodeURIComponent('Photo Shop')}&per_page=100`);
    expect(listed.body.data.data.find((s: { shop_id: number }) => s.shop_id === seller.shopId).logo_image_url).toBe(logoUrl);

    const replaced = await upload(api, '/seller/shop/images/logo', seller.token, 'image', [await png(64, 64)]);
    expect(replaced.body.data.shop.logo_image_url).not.toBe(logoUrl);
    expect((await fetchMedia(api, logoUrl)).status).toBe(404);

    const removed = await api.request('DELETE', '/seller/shop/images/logo', { token: seller.token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Logo removed.');
    expect(removed.body.data.shop.logo_image_url).toBeNull();
    expect((await fetchMedia(api, replaced.body.data.shop.logo_image_url)).status).toBe(404);
  });

  it('uploads a banner wider than a logo, leaving the logo alone', async () => {
    const seller = await sellerWithShop(api);
    await upload(api, '/seller/shop/images/logo', seller.token, 'image', [await png(100, 100)]);
    const res = await upload(api, '/seller/shop/images/banner', seller.token, 'image', [await png(1600, 400)]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Banner saved.');
    const { banner_image_url, logo_image_url } = res.body.data.shop;
    expect(banner_image_url).toMatch(/\/media\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(logo_image_url).toMatch(/\/media\/uploads\/[0-9a-f]{32}\.webp$/);
    expect((await sharp(Buffer.from(await (await fetchMedia(api, banner_image_url)).arrayBuffer())).metadata()).width).toBe(1600);
  });

  it('refuses what is not an image, an image bomb and an unknown kind, storing nothing', async () => {
    const seller = await sellerWithShop(api);
    const stored = await storedFiles();
    const text = await upload(api, '/seller/shop/images/logo', seller.token, 'image', [
      { bytes: Buffer.from('plain text'), name: 'logo.png', type: 'image/png' },
    ]);
    expect(text.status).toBe(422);
    expect(text.body.message).toBe(IMAGE_MESSAGES.notImage);
    const bomb = await upload(api, '/seller/shop/images/banner', seller.token, 'image', [
      { bytes: pngClaiming(60_000, 60_000), name: 'b.png', type: 'image/png' },
    ]);
    expect(bomb.status).toBe(422);
    expect(bomb.body.message).toBe(IMAGE_MESSAGES.tooManyPixels);
    const none = await upload(api, '/seller/shop/images/logo', seller.token, 'images', [await png(10, 10)]);
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(IMAGE_MESSAGES.missing);
    const unknown = await upload(api, '/seller/shop/images/avatar', seller.token, 'image', [await png(10, 10)]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('The image must be the logo or the banner.');
    expect(await storedFiles()).toBe(stored);
  });
});

describe('who may change a shop', () => {
  it('answers a buyer 403 and an anonymous caller 401, whatever the route', async () => {
    const buyer = await api.createUser();
    const file = [await png(10, 10)];
    for (const token of [buyer.token, undefined]) {
      const expected = token ? 403 : 401;
      expect((await api.request('GET', '/seller/shop', { token })).status).toBe(expected);
      expect((await api.request('PATCH', '/seller/shop', { token, body: { location: 'Nairobi' } })).status).toBe(expected);
      expect((await upload(api, '/seller/shop/images/logo', token, 'image', file)).status).toBe(expected);
      expect((await api.request('DELETE', '/seller/shop/images/banner', { token })).status).toBe(expected);
    }
  });

  it('changes the seller’s own first shop only', async () => {
    const seller = await sellerWithShop(api);
    const other = await sellerWithShop(api);
    await api.request('PATCH', '/seller/shop', { token: seller.token, body: { description: 'Mine.' } });
    const [row] = await api.db.select({ description: shops.description }).from(shops).where(eq(shops.id, other.shopId));
    expect(row.description).toBe('');
    const seller2 = await api.createUser({ userType: 'seller' });
    expect((await api.request('GET', '/seller/shop', { token: seller2.token })).status).toBe(403);
  });
});
