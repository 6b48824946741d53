// What the cart shows: each cookie line with the product read from the API, flagged when it can
// not be bought as it stands, and the summary of the lines that can. Pure: the route handlers,
// the cart page and its client island all use it, so the figures are the same everywhere.
import { mediaPath } from '@/contract/api/media-path';
import { summariseCart, type CartSummary } from '@/lib/cart/pricing';

/** Why a line is shown but not charged. */
type LineProblem = 'missing' | 'out_of_stock' | 'insufficient_stock';

export interface CartViewLine {
  productId: number;
  quantity: number;
  /** null when the product no longer exists. */
  title: string | null;
  sku: string | null;
  /** A root-relative image path (`/media/...`), or null for the placeholder. */
  image: string | null;
  imageAlt: string;
  /** The shop's name ('Crafted by'). */
  artisan: string | null;
  /** Unit price in shillings, read from the API when the cart was shown. */
  price: number | null;
  stock: number;
  problem: LineProblem | null;
}

export interface CartView {
  lines: CartViewLine[];
  /** The summary of the lines without a problem: what checkout charges. */
  summary: CartSummary;
}

/** The slice of the API's product a cart line needs. */
export interface CartProduct {
  product_id: number;
  product_name: string;
  sku: string;
  base_price: number;
  stock: number;
  images: { image_url: string; alt_text: string }[];
  shop: { shop_name: string };
}

function lineProblem(stock: number, quantity: number): LineProblem | null {
  if (stock <= 0) return 'out_of_stock';
  if (stock < quantity) return 'insufficient_stock';
  return null;
}

export function toViewLine(line: { productId: number; quantity: number }, product: CartProduct | null): CartViewLine {
  if (!product) {
    return {
      productId: line.productId,
      quantity: line.quantity,
      title: null,
      sku: null,
      image: null,
      imageAlt: '',
      artisan: null,
      price: null,
      stock: 0,
      problem: 'missing',
    };
  }
  const [image] = product.images;
  return {
    productId: line.productId,
    quantity: line.quantity,
    title: product.product_name,
    sku: product.sku,
    image: mediaPath(image?.image_url),
    imageAlt: image?.alt_text || product.product_name,
    artisan: product.shop.shop_name,
    price: product.base_price,
    stock: product.stock,
    problem: lineProblem(product.stock, line.quantity),
  };
}

/** Lines that checkout orders and the summary charges. */
export function chargeableLines(lines: readonly CartViewLine[]): (CartViewLine & { price: number; title: string; sku: string })[] {
  return lines.filter((line): line is CartViewLine & { price: number; title: string; sku: string } => line.problem === null && line.price !== null);
}

function summariseView(lines: readonly CartViewLine[]): CartSummary {
  return summariseCart(chargeableLines(lines).map((line) => ({ price: line.price, quantity: line.quantity })));
}

export function buildCartView(lines: readonly CartViewLine[]): CartView {
  return { lines: [...lines], summary: summariseView(lines) };
}

/** A quantity change as the browser shows it before the server confirms it. */
export function withQuantity(view: CartView, productId: number, quantity: number): CartView {
  return buildCartView(
    view.lines.map((line) =>
      line.productId === productId ? { ...line, quantity, problem: line.problem === 'missing' ? 'missing' : lineProblem(line.stock, quantity) } : line,
    ),
  );
}

export function withoutLine(view: CartView, productId: number): CartView {
  return buildCartView(view.lines.filter((line) => line.productId !== productId));
}

/** Changes whenever the lines or their quantities do: a new checkout attempt (Idempotency-Key). */
export function cartSignature(view: CartView): string {
  return view.lines.map((line) => `${line.productId}x${line.quantity}`).join(',');
}
