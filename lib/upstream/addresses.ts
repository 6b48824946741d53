// The buyer's address book (/addresses), read and written with the buyer's token. One default per
// buyer: setting one clears the others at the API.
import 'server-only';
import { z } from 'zod';
import type { AddressInput, SavedAddress } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { addressSchema as addressAnswer, type addressBodySchema } from '@/contract/api/addresses';
import { userCall } from './client';

const addressSchema = addressAnswer.transform(({ id, name, street, city, country, phone, is_default }): SavedAddress => ({
  id,
  name,
  street,
  city,
  country,
  phone,
  isDefault: is_default,
}));

export function listAddresses(token: string) {
  return userCall(token, api.addresses, z.array(addressSchema));
}

export function createAddress(token: string, input: AddressInput) {
  return userCall(token, api.addresses, addressSchema, { method: 'POST', body: input satisfies z.input<typeof addressBodySchema> });
}

export function updateAddress(token: string, addressId: number, input: AddressInput) {
  return userCall(token, api.address(addressId), addressSchema, { method: 'PUT', body: input satisfies z.input<typeof addressBodySchema> });
}

export function deleteAddress(token: string, addressId: number) {
  return userCall(token, api.address(addressId), z.unknown(), { method: 'DELETE' });
}

export function setDefaultAddress(token: string, addressId: number) {
  return userCall(token, api.defaultAddress(addressId), addressSchema, { method: 'POST' });
}
