// The account's answers: the profile's edit, the sidebar's counts, an admin's status change.
import * as z from 'zod/mini';
import type { AccountStatus, ProfileDetails } from '@/lib/domain/account';
import { ACCOUNT_STATUSES } from '@/contract/rules/status';
import { id } from './common';

const nullableText = () => z.nullable(z.string());

const profileDetails = z.object({
  firstName: nullableText(),
  lastName: nullableText(),
  username: z.string(),
  dateOfBirth: nullableText(),
  gender: nullableText(),
  phone: nullableText(),
  mpesa: nullableText(),
  email: z.string(),
  status: z.string(),
  idNumber: nullableText(),
  country: nullableText(),
  town: nullableText(),
  createdAt: z.string(),
}) satisfies z.ZodMiniType<ProfileDetails>;

/** PATCH /api/account/profile. */
export const profileSavedAnswer = z.object({ message: z.string(), details: profileDetails });

/** GET /api/account/counts: the figures beside the sidebar's counted links. */
export const accountCountsAnswer = z.object({ onTheWay: id(), openTickets: id(), wishlistItems: id() });

/** PATCH /api/admin/users/{id}/status. */
export const userStatusAnswer = z.object({
  message: z.string(),
  status: z.enum(ACCOUNT_STATUSES) satisfies z.ZodMiniType<AccountStatus>,
});
