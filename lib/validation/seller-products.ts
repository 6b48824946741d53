// The seller's product form (issue 32, point 3): the contract's product body, whose words the
// storefront shares, read from the form's text: price, stock and division as numbers, tags and
// materials as comma-separated lists. Shared by the client form and the create handler; the output
// is again a valid input, so the form sends what it checked.
import { bodyId } from '@/contract/api/fields';
import { sellerProductCreateSchema } from '@/contract/api/seller-products';
import { SELLER_PRODUCT_MESSAGES } from '@/lib/messages/catalogue';
import { z } from './zod';

const shape = sellerProductCreateSchema.shape;

/** '1250' or '1250.50' from the form, or a number sent again; blank is absent, so the message is 'required'. */
export const numberFromText = (raw: unknown) => {
  if (typeof raw !== 'string') return raw;
  const text = raw.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : raw;
};

/** 'beads, clay' from the form, or a list sent again: the entries, blanks left out. */
const listFromText = (raw: unknown) =>
  typeof raw === 'string'
    ? raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : raw;

export const sellerProductFormSchema = sellerProductCreateSchema.extend({
  price: z.preprocess(numberFromText, shape.price),
  stock: z.preprocess(numberFromText, shape.stock),
  division_id: z.preprocess(numberFromText, bodyId('The division', SELLER_PRODUCT_MESSAGES.chooseDivision)),
  tags: z.preprocess(listFromText, shape.tags),
  materials: z.preprocess(listFromText, shape.materials),
});
