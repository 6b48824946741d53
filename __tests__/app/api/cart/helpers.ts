// Shared by the cart and checkout route handler tests: requests as the cart page sends them,
// sealed cart cookies, and the API's product answers.
import { CART_COOKIE, sealCart, unsealCart, type CartLine } from '@/lib/cart/cookie';

export const SITE = 'http://localhost:3000';
export const API = 'http://upstream.test';

export const envelope = (message: string, data: unknown = null, status: 'success' | 'error' = 'success') => ({ status, message, data });

export function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  { body, origin = SITE, cookie }: { body?: unknown; origin?: string | null; cookie?: string } = {},
): Request {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (origin) headers.origin = origin;
  if (cookie) headers.cookie = cookie;
  return new Request(`${SITE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

export async function cartCookie(lines: CartLine[]): Promise<string> {
  return `${CART_COOKIE}=${await sealCart(lines)}`;
}

/** The lines of the cart cookie a response set; null when it set none, [] when it cleared it. */
export async function linesSet(response: Response): Promise<CartLine[] | null> {
  const line = response.headers.getSetCookie().find((l) => l.startsWith(`${CART_COOKIE}=`));
  if (!line) return null;
  const value = line.split(';')[0].slice(CART_COOKIE.length + 1);
  return value ? unsealCart(decodeURIComponent(value)) : [];
}

export function product(id: number, { price = 1250, stock = 10, name = `Product ${id}` } = {}) {
  return {
    product: {
      product_id: id,
      product_name: name,
      sku: `SKU-${id}`,
      base_price: price,
      stock,
      images: [{ image_url: `http://127.0.0.1:4000/media/products/${id}.png`, alt_text: name }],
      shop: { shop_name: 'Nyeri Weavers' },
    },
  };
}

export { buyerSession as signedIn } from '../auth/helpers';

/** The API's cart of a signed-in buyer (GET /cart and every cart write answer it). */
export function apiCart(lines: { id: number; quantity: number; price?: number; stock?: number; name?: string }[]) {
  return {
    items: lines.map(({ id, quantity, ...options }) => ({ product_id: id, quantity, product: product(id, options).product, available: true, problem: null })),
    summary: {},
  };
}
