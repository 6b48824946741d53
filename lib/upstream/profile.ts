// The signed-in user's profile (GET / PATCH /user/profile), normalised into lib/domain/account's
// types. An admin's reads and writes of other accounts are in admin-users.ts.
import 'server-only';
import type { z } from 'zod';
import type { AccountProfile, ProfileChanges } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { userCall } from './client';
import { currentUserSchema } from '@/contract/api/account';
import type { profileBodySchema } from '@/contract/api/profile';

type CurrentUser = z.infer<typeof currentUserSchema>;

export function toAccountProfile(user: CurrentUser): AccountProfile {
  const [first] = user.roles;
  return {
    id: user.user_id,
    name: user.name,
    username: user.username,
    email: user.email,
    phone: user.phone,
    userType: user.user_type,
    status: user.status,
    emailVerifiedAt: user.email_verified_at,
    createdAt: user.created_at,
    updatedAt: user.updated_at,
    role: first ? { name: first.role_name, description: first.role_description, permissions: first.permissions } : null,
    details: {
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      dateOfBirth: user.dateOfBirth,
      gender: user.gender,
      phone: user.phone,
      mpesa: user.mpesa,
      email: user.email,
      status: user.status,
      idNumber: user.idNumber,
      country: user.country,
      town: user.town,
      createdAt: user.createdAt,
    },
  };
}

const profileSchema = currentUserSchema.transform(toAccountProfile);

export function getProfile(token: string) {
  return userCall(token, api.profile, profileSchema);
}

export function updateProfile(token: string, changes: ProfileChanges) {
  return userCall(token, api.profile, profileSchema, { method: 'PATCH', body: changes satisfies z.input<typeof profileBodySchema> });
}
