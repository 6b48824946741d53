// The buyer's address book (spec section 3, Address): one default per buyer.
import { z } from 'zod';

export const addressSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    street: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string().meta({ description: 'E.164, as stored (+254712345678).' }),
    is_default: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Address' });
export const addressListSchema = z.array(addressSchema);

/** DELETE /addresses/{id}: which address went, and which one is the default now (null: none left, or the default stayed). */
export const addressDeletedSchema = z.object({ id: z.number().int(), default_address_id: z.number().int().nullable() });
