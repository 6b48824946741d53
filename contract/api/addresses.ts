// The buyer's address book (spec section 3, Address): one default per buyer.
import { z } from 'zod';
import { booleanField, idPath, phoneField, requiredText } from './fields';

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

// Requests.

/** The longest each address field may be: the API's body and the storefront's form both check these. */
export const ADDRESS_LIMITS = { name: 120, street: 200, city: 100, country: 100, phone: 30 } as const;

const addressText = (label: string, max: number) => requiredText({ required: `${label} is required.`, max, label });

/** POST /addresses and PUT /addresses/{id}. */
export const addressBodySchema = z.object({
  name: addressText('Name', ADDRESS_LIMITS.name),
  street: addressText('Street', ADDRESS_LIMITS.street),
  city: addressText('City', ADDRESS_LIMITS.city),
  country: addressText('Country', ADDRESS_LIMITS.country),
  phone: addressText('Phone', ADDRESS_LIMITS.phone).pipe(phoneField()),
  is_default: booleanField('is_default').optional(),
});

/** `/addresses/{id}`: an address of the buyer's book (anything but a record id is a 404). */
export const addressParamsSchema = z.object({ id: idPath('Address') });
