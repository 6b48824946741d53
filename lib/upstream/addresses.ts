// The buyer's address book (GET and POST /addresses), read and written with the buyer's token.
import 'server-only';
import { z } from 'zod';
import { userCall } from './client';

export const addressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  is_default: z.boolean(),
});

export type Address = z.infer<typeof addressSchema>;

export function listAddresses(token: string) {
  return userCall(token, 'addresses', z.array(addressSchema));
}

export function createAddress(token: string, input: { name: string; street: string; city: string; country: string; phone: string }) {
  return userCall(token, 'addresses', addressSchema, { method: 'POST', body: input });
}
