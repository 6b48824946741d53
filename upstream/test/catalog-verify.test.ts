import { eq } from 'drizzle-orm';
import { products, shops, users } from '../src/db/schema';
import { DEMO_SERIAL_INVALID, DEMO_SERIAL_VALID, DEMO_SERIAL_VALID_2 } from '../src/seed/demo';
import { testApiForFile } from './harness';

const t = testApiForFile();

// Each test speaks from its own address, so the per-client limit of one never spills into another.
let client = 0;
const verify = (serial: string, ip = `198.51.100.${(client += 1)}`) =>
  t.request('GET', `/verify-product/${encodeURIComponent(serial)}`, { headers: { 'x-forwarded-for': ip } });

async function ownerOf(serial: string) {
  const [row] = await t.db
    .select({ email: users.email, phone: users.phone, name: users.name, id: users.id })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(products.serialNumber, serial));
  return row;
}

describe('GET /verify-product/{serial}', () => {
  it('verifies the demo serial and shows what the Verify dialog needs', async () => {
    const before = Date.now();
    const res = await verify(DEMO_SERIAL_VALID);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const { verification } = res.body.data;
    expect(verification.verification_status).toBe('verified');
    expect(Date.parse(verification.verification_date)).toBeGreaterThanOrEqual(before - 1000);
    const p = verification.product;
    expect(p.product_id).toBe(1);
    expect(p.serial_number).toBe(DEMO_SERIAL_VALID);
    expect(p.product_name).toMatch(/Kiondo/);
    expect(p.images[0].image_url).toMatch(/^http:\/\/api\.test\/media\//);
    expect(p.master_artisan).toBe(p.shop.shop_name);
    expect(p.artisan_country).toBe(p.shop.country);
    expect(p.artisan_rating).toBe(p.shop.rating_average);
    expect(p.artisan_story).toBe(p.shop.description);
    expect(p.artisan_story.length).toBeGreaterThan(20);
    expect(p.shop_url_slug).toBe(p.shop.shop_url_slug);
    expect(p.category_name).toBe('Baskets');
    expect(p.subcategory_name).toBe('Kiondo');
    expect(p.division_name).toEqual(expect.any(String));
    expect(p.origin).toEqual(expect.any(String));
    expect(p.verifiedAt).toEqual(expect.any(String));
  });

  it('never reveals who owns the shop', async () => {
    for (const serial of [DEMO_SERIAL_VALID, DEMO_SERIAL_VALID_2]) {
      const owner = await ownerOf(serial);
      const res = await verify(serial);
      expect(res.status).toBe(200);
      const json = JSON.stringify(res.body);
      expect(res.body.data.verification.product.shop.owner).toBeUndefined();
      expect(json).not.toContain('"owner');
      expect(json).not.toContain(owner.email);
      if (owner.phone) expect(json).not.toContain(owner.phone);
      expect(json).not.toMatch(/owner_id|user_id|password/);
    }
  });

  it('verifies a second serial from another shop', async () => {
    const first = (await verify(DEMO_SERIAL_VALID)).body.data.verification.product;
    const res = await verify(DEMO_SERIAL_VALID_2);
    expect(res.status).toBe(200);
    const second = res.body.data.verification.product;
    expect(second.serial_number).toBe(DEMO_SERIAL_VALID_2);
    expect(second.shop.shop_id).not.toBe(first.shop.shop_id);
    expect(second.artisan_country).toBe('Ghana');
  });

  it('trims the serial and ignores letter case', async () => {
    const res = await verify(`  ${DEMO_SERIAL_VALID.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.body.data.verification.product.serial_number).toBe(DEMO_SERIAL_VALID);
  });

  it("answers the spec's message for a serial that does not exist", async () => {
    const res = await verify(DEMO_SERIAL_INVALID);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      status: 'error',
      message: 'Serial number not found or invalid.',
      data: { verification: { verification_status: 'invalid' } },
    });
  });

  it.each([
    ['an empty serial', '   '],
    ['a serial longer than 64 characters', `AFC-${'1'.repeat(64)}`],
    ['underscores', 'AFC_KE01_0001'],
    ['quotes and semicolons', "AFC-KE01-0001';drop table products;--"],
    ['a slash', 'AFC/KE01'],
    ['non-Latin letters', 'AFC-КЕ01-0001'],
  ])('rejects %s with 422', async (_what, serial) => {
    const res = await verify(serial);
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('error');
    expect(res.body.message).toMatch(/serial/i);
  });

  it('limits each client to 30 verifications a minute', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 30; i += 1) {
      const res = await verify(i % 2 ? DEMO_SERIAL_VALID : DEMO_SERIAL_INVALID, ip);
      expect([200, 404]).toContain(res.status);
    }
    const blocked = await verify(DEMO_SERIAL_VALID, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.status).toBe('error');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client is not affected.
    expect((await verify(DEMO_SERIAL_VALID, '203.0.113.78')).status).toBe(200);
  });
});
