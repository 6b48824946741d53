// What the cart shows: each cookie line with the product read from the API, flagged when it can
// not be bought as it stands, and the summary of the lines that can. Pure: the route handlers,
// the cart page and its client island all use it, so the figures are the same everywhere.
import type { CartProduct } from '@/lib/domain/cart';
import { summariseCart, type CartSummary } from '@/contract/rules/pricing';
import type { PromoTerms } from '@/contract/rules/promo';
import { stockProblem, type StockProblem } from '@/contract/rules/status';

/** Why a line is shown but not charged. */
type LineProblem = 'missing' | StockProblem;

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
  /** The shop's id, for a shop's promo code. */
  shopId?: number | null;
  /** Unit price in shillings, read from the API when the cart was shown. */
  price: number | null;
  stock: number;
  problem: LineProblem | null;
}

export interface CartView {
  lines: CartViewLine[];
  /** The summary of the lines without a problem: what checkout charges. */
  summary: CartSummary;
  /** The buyer's promo code (signed-in carts only), priced into the summary; null without one. */
  promo?: PromoTerms | null;
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
  return {
    productId: line.productId,
    quantity: line.quantity,
    title: product.title,
    sku: product.sku,
    image: product.image,
    imageAlt: product.imageAlt,
    artisan: product.artisan,
    shopId: product.shopId ?? null,
    price: product.price,
    stock: product.stock,
    problem: stockProblem(product.stock, line.quantity),
  };
}

/** Lines that checkout orders and the summary charges. */
export function chargeableLines(lines: readonly CartViewLine[]): (CartViewLine & { price: number; title: string; sku: string })[] {
  return lines.filter((line): line is CartViewLine & { price: number; title: string; sku: string } => line.problem === null && line.price !== null);
}

function summariseView(lines: readonly CartViewLine[], promo: PromoTerms | null): CartSummary {
  return summariseCart(
    chargeableLines(lines).map((line) => ({ price: line.price, quantity: line.quantity, shopId: line.shopId })),
    promo,
  );
}

/** The view of these lines, priced with the promo code when there is one (a change keeps it: the code's own rules reprice it). */
export function buildCartView(lines: readonly CartViewLine[], promo: PromoTerms | null = null): CartView {
  return promo ? { lines: [...lines], summary: summariseView(lines, promo), promo } : { lines: [...lines], summary: summariseView(lines, null) };
}

/** A quantity change as the browser shows it before the server confirms it. */
export function withQuantity(view: CartView, productId: number, quantity: number): CartView {
  return buildCartView(
    view.lines.map((line) =>
      line.productId === productId ? { ...line, quantity, problem: line.problem === 'missing' ? 'missing' : stockProblem(line.stock, quantity) } : line,
    ),
    view.promo ?? null,
  );
}

export function withoutLine(view: CartView, productId: number): CartView {
  return buildCartView(
    view.lines.filter((line) => line.productId !== productId),
    view.promo ?? null,
  );
}

/** Changes whenever the lines or their quantities do: a new checkout attempt (Idempotency-Key). */
export function cartSignature(view: CartView): string {
  return view.lines.map((line) => `${line.productId}x${line.quantity}`).join(',');
}
