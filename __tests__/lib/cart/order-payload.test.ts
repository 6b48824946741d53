/** @jest-environment node */
import { summariseCart } from '@/contract/rules/pricing';
import { deriveOrderIds } from '@/lib/cart/order-ids';
import { buildOrderPayload, splitName, type BuildOrderInput } from '@/lib/cart/order-payload';

const buyer = { id: 7, firstName: 'Amina', lastName: 'Wanjiru', email: 'amina@example.com', phone: '+254 712 345678' };
const address = { name: 'Amina Wanjiru', street: '12 Moi Avenue', city: 'Nairobi', country: 'Kenya', phone: '+254 712 345678' };
const lines = [
  { productId: 42, title: 'Kiondo basket', sku: 'KIO-042', price: 1250, quantity: 2 },
  { productId: 7, title: 'Maasai beaded collar', sku: 'BEA-007', price: 899.5, quantity: 1 },
];

function build(overrides: Partial<BuildOrderInput> = {}) {
  return buildOrderPayload({ ids: deriveOrderIds(7, 'key-0123456789abcdef', lines.length, 'test-secret'), buyer, address, lines, ...overrides });
}

describe('buildOrderPayload (spec section 7, made on the server)', () => {
  it('carries the same totals as summariseCart, as 2-decimal strings', () => {
    const { payload, summary } = build();
    const expected = summariseCart(lines);
    expect(summary).toEqual(expected);
    expect(payload.subtotal_price).toBe(expected.subtotal.toFixed(2));
    expect(payload.total_price).toBe(expected.total.toFixed(2));
    expect(payload.total_discount).toBe(expected.discount.toFixed(2));
    expect(payload.total_tax).toBe(expected.tax.toFixed(2));
    expect(payload.total_shipping_price_set.shop_money).toEqual({ amount: '350.00', currency_code: 'KES' });
    expect(payload.shipping_lines).toEqual([{ title: 'Standard shipping', price: '350.00', code: 'standard' }]);
  });

  it('writes every line price as a 2-decimal string from the given (API) price', () => {
    const { payload } = build();
    expect(payload.line_items.map((l) => l.price)).toEqual(['1250.00', '899.50']);
    for (const line of payload.line_items) expect(line.price).toMatch(/^\d+\.\d{2}$/);
    expect(payload.line_items[0]).toMatchObject({ product_id: 42, name: 'Kiondo basket', sku: 'KIO-042', quantity: 2, taxable: true });
  });

  it('is paid, in KES, by visa, in test mode, with a placeholder order number', () => {
    const { payload } = build();
    expect(payload).toMatchObject({
      financial_status: 'pending',
      currency: 'KES',
      payment_gateway_names: ['visa'],
      test: true,
      order_number: 'PENDING',
    });
  });

  it('names the real buyer and never puts the email in an address field', () => {
    const { payload } = build();
    expect(payload.customer).toMatchObject({
      id: 7,
      first_name: 'Amina',
      last_name: 'Wanjiru',
      email: 'amina@example.com',
      phone: '+254 712 345678',
      currency: 'KES',
    });
    expect(payload.shipping_address).toEqual({
      name: 'Amina Wanjiru',
      first_name: 'Amina',
      last_name: 'Wanjiru',
      address1: '12 Moi Avenue',
      city: 'Nairobi',
      country: 'Kenya',
      phone: '+254 712 345678',
    });
    expect(payload.customer.default_address).toEqual(payload.shipping_address);
    for (const value of [...Object.values(payload.shipping_address), ...Object.values(payload.customer.default_address)]) {
      expect(value).not.toContain('@');
    }
  });

  it('uses the ids the server made: one per order and per line, all different', () => {
    const ids = deriveOrderIds(7, 'key-0123456789abcdef', 2, 'test-secret');
    const { payload } = build({ ids });
    expect(payload.id).toBe(ids.orderId);
    expect(payload.line_items.map((l) => l.id)).toEqual(ids.lineIds);
    expect(new Set([ids.orderId, ...ids.lineIds]).size).toBe(3);
    for (const id of [ids.orderId, ...ids.lineIds]) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThan(0);
    }
  });

  it('refuses an order without lines', () => {
    expect(() => build({ lines: [], ids: { orderId: 1, lineIds: [] } })).toThrow();
  });
});

describe('deriveOrderIds', () => {
  it('gives the same ids for the same buyer and checkout attempt, so a retry sends the same order', () => {
    expect(deriveOrderIds(7, 'attempt-1', 3, 's')).toEqual(deriveOrderIds(7, 'attempt-1', 3, 's'));
  });

  it('gives other ids for another attempt, another buyer or another secret', () => {
    const first = deriveOrderIds(7, 'attempt-1', 1, 's').orderId;
    expect(deriveOrderIds(7, 'attempt-2', 1, 's').orderId).not.toBe(first);
    expect(deriveOrderIds(8, 'attempt-1', 1, 's').orderId).not.toBe(first);
    expect(deriveOrderIds(7, 'attempt-1', 1, 'other').orderId).not.toBe(first);
  });
});

describe('splitName', () => {
  it('splits the first word from the rest', () => {
    expect(splitName('  Amina  Wanjiru Otieno ')).toEqual(['Amina', 'Wanjiru Otieno']);
    expect(splitName('Amina')).toEqual(['Amina', '']);
    expect(splitName('')).toEqual(['', '']);
  });
});

describe('the contract with the API', () => {
  it('is an order the API’s own schema accepts, unchanged', async () => {
    const { orderPayloadSchema } = await import('@/contract/api/orders');
    const { payload } = build();
    const parsed = orderPayloadSchema.safeParse(JSON.parse(JSON.stringify(payload)));
    expect(parsed.success ? null : parsed.error.issues).toBeNull();
  });
});
