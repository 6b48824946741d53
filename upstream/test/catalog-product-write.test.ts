// PATCH /products/{id} (issue 25): the product's shop owner or an admin changes its price, stock,
// name or description; anyone else is refused, bad values answer 422 naming the field, and the
// product's public answer shows the change at once.
import { eq } from 'drizzle-orm';
import { products, shops } from '../src/db/schema';
import { testApiForFile } from './harness';
import { pickProducts } from './commerce-fixtures';

const api = testApiForFile();

/** A product of a shop that `ownerId` owns. */
async function productOwnedBy(ownerId: number, skip: number) {
  const [product] = await pickProducts(api.db, 1, { skip });
  const [row] = await api.db.select({ shopId: products.shopId }).from(products).where(eq(products.id, product.id));
  await api.db.update(shops).set({ ownerId }).where(eq(shops.id, row.shopId));
  return product;
}

const publicProduct = async (id: number) => (await api.request('GET', `/products/${id}`)).body.data.product;

describe('PATCH /products/{id}', () => {
  it('lets the shop’s owner change price, stock, name and description, seen at once by everyone', async () => {
    const seller = await api.createUser({ userType: 'seller' });
    const product = await productOwnedBy(seller.id, 60);
    const res = await api.request('PATCH', `/products/${product.id}`, {
      token: seller.token,
      body: { price: 4321.5, stock: 7, name: '  Kiondo basket, large  ', description: 'Woven in Kitui from sisal.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product updated.');
    const shown = await publicProduct(product.id);
    expect(res.body.data.product).toEqual(shown);
    expect(shown).toMatchObject({ product_name: 'Kiondo basket, large', stock: 7, description: 'Woven in Kitui from sisal.' });
    expect(JSON.stringify(shown)).toContain('4321.5');
  });

  it('changes only the fields sent', async () => {
    const admin = await api.createUser({ userType: 'admin' });
    const [product] = await pickProducts(api.db, 1, { skip: 61 });
    const before = await publicProduct(product.id);
    const res = await api.request('PATCH', `/products/${product.id}`, { token: admin.token, body: { stock: 3 } });
    expect(res.status).toBe(200);
    const after = await publicProduct(product.id);
    expect(after.stock).toBe(3);
    expect({ ...after, stock: before.stock, in_stock: before.in_stock }).toEqual(before);
  });

  it('refuses a buyer, a seller of another shop and an anonymous caller, and finds no unknown product', async () => {
    const owner = await api.createUser({ userType: 'seller' });
    const product = await productOwnedBy(owner.id, 62);
    const before = await publicProduct(product.id);
    const buyer = await api.createUser();
    const otherSeller = await api.createUser({ userType: 'seller' });
    for (const token of [buyer.token, otherSeller.token]) {
      const res = await api.request('PATCH', `/products/${product.id}`, { token, body: { price: 1 } });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only the product’s shop or an admin may change it.');
    }
    expect((await api.request('PATCH', `/products/${product.id}`, { body: { price: 1 } })).status).toBe(401);
    expect((await api.request('PATCH', '/products/999999999', { token: owner.token, body: { price: 1 } })).status).toBe(404);
    expect(await publicProduct(product.id)).toEqual(before);
  });

  it.each([
    ['nothing to change', {}, 'price', 'Send at least one of price, stock, name or description.'],
    ['a zero price', { price: 0 }, 'price', 'The price must be more than 0.'],
    ['a negative price', { price: -5 }, 'price', 'The price must be more than 0.'],
    ['a price as text', { price: '100' }, 'price', 'The price must be a number.'],
    ['three decimals', { price: 10.005 }, 'price', 'The price may have at most two decimals.'],
    ['a huge price', { price: 1e12 }, 'price', 'The price may not be more than 10000000.'],
    ['a fractional stock', { stock: 1.5 }, 'stock', 'The stock must be a whole number.'],
    ['a negative stock', { stock: -1 }, 'stock', 'The stock may not be negative.'],
    ['a blank name', { name: '   ' }, 'name', 'The name may not be blank.'],
    ['a name that is not text', { name: 42 }, 'name', 'The name must be text.'],
    ['a description too long', { description: 'x'.repeat(10_001) }, 'description', 'The description may not be longer than 10000 characters.'],
  ])('answers 422 for %s, changing nothing', async (_case, body, field, text) => {
    const admin = await api.createUser({ userType: 'admin' });
    const [product] = await pickProducts(api.db, 1, { skip: 63 });
    const before = await publicProduct(product.id);
    const res = await api.request('PATCH', `/products/${product.id}`, { token: admin.token, body });
    expect(res.status).toBe(422);
    expect(res.body.data[field]).toEqual([text]);
    expect(await publicProduct(product.id)).toEqual(before);
  });
});
