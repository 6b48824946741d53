// How much one cart may hold, one rule for both programs: the guest's sealed cookie and the
// storefront's handlers (lib/cart, lib/validation/cart.ts) refuse what the API's cart would.

/** The most of one product a single cart line or order line may ask for. */
export const MAX_LINE_QUANTITY = 100_000;

/** The most different products one cart may hold; also the most lines one order may have. */
export const MAX_CART_LINES = 100;

/**
 * What both programs answer when a cart write meets the stock or these limits, so a guest (whose
 * cart the storefront keeps) and a buyer (whose cart the API keeps) read the same words: 409 for a
 * sold-out piece, 422 for the rest.
 */
export const CART_REFUSALS = {
  soldOut: 'This product is out of stock.',
  onlyLeft: (stock: number) => `Only ${stock} left in stock.`,
  tooManyLines: `Your cart can hold at most ${MAX_CART_LINES} different products.`,
} as const;
