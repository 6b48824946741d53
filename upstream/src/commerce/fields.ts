// Input fields shared by the cart and the checkout payload, with messages a buyer can act on.
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../../../contract/rules/cart-limits';

const quantityMessage = `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

export const quantityField = z.number({ error: quantityMessage }).int(quantityMessage).min(1, quantityMessage).max(MAX_LINE_QUANTITY, quantityMessage);

const productIdMessage = 'product_id must be a product id (a whole number from 1)';

export const productIdField = z.number({ error: productIdMessage }).int(productIdMessage).min(1, productIdMessage).max(2147483647, productIdMessage);
