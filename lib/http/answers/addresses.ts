// The address book's answers.
import * as z from 'zod/mini';
import type { SavedAddress } from '@/lib/domain/account';
import { id } from './common';

const savedAddress = z.object({
  id: id(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
}) satisfies z.ZodMiniType<SavedAddress>;

/** GET /api/addresses. */
export const addressesAnswer = z.object({ addresses: z.array(savedAddress) });

/** POST /api/addresses, PUT /api/addresses/{id}, POST /api/addresses/{id}/default. */
export const addressSavedAnswer = z.object({ message: z.string(), address: savedAddress });
