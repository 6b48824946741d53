// The account's answers: the current user, login, registration, the reset flow (auth and user routes).
import { z } from 'zod';

const roleSchema = z.object({
  role_name: z.string(),
  role_description: z.string(),
  permissions: z.array(z.string()),
});

const userTypeSchema = z.enum(['buyer', 'seller', 'admin']);

export const currentUserSchema = z
  .object({
    user_id: z.number().int(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    user_type: userTypeSchema,
    status: z.string(),
    email_verified_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    roles: z.array(roleSchema),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    gender: z.string().nullable(),
    mpesa: z.string().nullable(),
    idNumber: z.string().nullable(),
    country: z.string().nullable(),
    town: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CurrentUser' });

export const loginDataSchema = z.object({
  accessToken: z.string().min(1),
  token_type: z.string(),
  expires_at: z.string(),
  /** This browser's known-device token (lib/session/known-device.ts); older APIs send none. */
  device_token: z.string().optional(),
  user: currentUserSchema,
});

export const registerDataSchema = z.object({ user: currentUserSchema });

export const verifyCodeDataSchema = z.object({ token: z.string().min(1), email: z.string(), expires_at: z.string() });

/** A password reset's answer: the browser is now known to the account (an older API answers null). */
export const resetPasswordDataSchema = z.object({ device_token: z.string().optional() }).nullable().catch(null);

/** GET /auth/session: the token's user, while the token is good. */
export const sessionStatusSchema = z.object({ user_id: z.number() });
