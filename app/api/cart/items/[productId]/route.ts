// One cart line: PATCH `{quantity}` sets it (within the stock), DELETE removes it. Both answer the
// whole cart as it now stands, so the page shows the server's figures after its optimistic ones.
import type { NextResponse } from 'next/server';
import { readCartLines, writeCartLines } from '@/lib/cart/cookie-response';
import { json, message, mirrorToApi } from '@/lib/cart/handlers';
import { findLine, removeLine, setLine } from '@/lib/cart/lines';
import { loadCartView, lookUpProduct } from '@/lib/cart/load';
import { cartMessages, parseProductIdParam, setQuantitySchema } from '@/lib/validation/cart';
import { parseForm, readJsonBody } from '@/lib/session/handler-responses';
import { rejectForeignOrigin } from '@/lib/session/origin';
import { getSession } from '@/lib/session/session';
import { addUserCartItem, removeUserCartItem, setUserCartItem } from '@/lib/upstream/cart';

interface Context {
  params: Promise<{ productId: string }>;
}

export async function PATCH(request: Request, { params }: Context) {
  const foreign = rejectForeignOrigin(request);
  if (foreign) return foreign;
  const productId = parseProductIdParam((await params).productId);
  if (productId === null) return message(cartMessages.productNotFound, 404);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const form = parseForm(setQuantitySchema, body.data);
  if (!form.ok) return form.response;
  const { quantity } = form.data;

  const lines = await readCartLines(request);
  if (!findLine(lines, productId)) return message(cartMessages.notInCart, 404);
  const lookup = await lookUpProduct(productId);
  if (!lookup.ok) return message(cartMessages.updateFailed, 503);
  const product = lookup.product;
  if (!product) return message(cartMessages.productNotFound, 404);
  if (product.stock <= 0) return message(cartMessages.outOfStock, 422);
  if (quantity > product.stock) return message(cartMessages.onlyLeft(product.stock), 422);

  const next = setLine(lines, productId, quantity);
  await mirrorToApi(await getSession(), 'set a cart quantity', async (token) => {
    const result = await setUserCartItem(token, productId, quantity);
    // The API's cart may not have the line yet (a merge that failed at login): start it there.
    if (!result.ok && result.error.kind === 'http' && result.error.status === 404) return addUserCartItem(token, productId, quantity);
    return result;
  });
  const view = await loadCartView(next, new Map([[productId, product]]));
  const response: NextResponse = view.ok ? json({ cart: view.view }) : json({ cart: null });
  return writeCartLines(response, next);
}

export async function DELETE(request: Request, { params }: Context) {
  const foreign = rejectForeignOrigin(request);
  if (foreign) return foreign;
  const productId = parseProductIdParam((await params).productId);
  if (productId === null) return message(cartMessages.productNotFound, 404);

  // Removing a line that is not there is not an error (a double click, a second tab).
  const next = removeLine(await readCartLines(request), productId);
  await mirrorToApi(await getSession(), 'remove a cart line', (token) => removeUserCartItem(token, productId));
  const view = await loadCartView(next);
  const response: NextResponse = view.ok ? json({ cart: view.view }) : json({ cart: null });
  return writeCartLines(response, next);
}
