// How much one cart may hold, one rule for both programs: the guest's sealed cookie and the
// storefront's handlers (lib/cart, lib/validation/cart.ts) refuse what the API's cart would.

/** The most of one product a single cart line or order line may ask for. */
export const MAX_LINE_QUANTITY = 100_000;

/** The most different products one cart may hold; also the most lines one order may have. */
export const MAX_CART_LINES = 100;
