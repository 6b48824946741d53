// Pure changes to the cookie's lines ([{productId, quantity}]): the route handlers decide whether
// a change is allowed (stock, limits); these only make it.
export interface CartLineInput {
  productId: number;
  quantity: number;
}

export function findLine<T extends CartLineInput>(lines: readonly T[], productId: number): T | undefined {
  return lines.find((line) => line.productId === productId);
}

/** Adds to an existing line, or appends a new one (spec section 4). */
export function addLine(lines: readonly CartLineInput[], productId: number, quantity: number): CartLineInput[] {
  if (!findLine(lines, productId)) return [...lines, { productId, quantity }];
  return lines.map((line) => (line.productId === productId ? { productId, quantity: line.quantity + quantity } : line));
}

/** Sets a line's quantity; a product not in the cart is added with it. */
export function setLine(lines: readonly CartLineInput[], productId: number, quantity: number): CartLineInput[] {
  if (!findLine(lines, productId)) return [...lines, { productId, quantity }];
  return lines.map((line) => (line.productId === productId ? { productId, quantity } : line));
}

export function removeLine(lines: readonly CartLineInput[], productId: number): CartLineInput[] {
  return lines.filter((line) => line.productId !== productId);
}

/** Lines with repeated products added together, first position kept (merges, hand-edited input). */
export function combineLines(lines: readonly CartLineInput[]): CartLineInput[] {
  return lines.reduce<CartLineInput[]>((out, line) => addLine(out, line.productId, line.quantity), []);
}
