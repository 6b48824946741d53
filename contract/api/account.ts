// The account's answers: the current user, login, registration, the reset flow (auth and user routes).
import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '../rules/email';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, RESET_CODE_LENGTH } from '../rules/passwords';
import { phoneField } from './fields';
import { withFallback } from './media';

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
export const resetPasswordDataSchema = withFallback(z.object({ device_token: z.string().optional() }).nullable(), null);

// The auth routes' requests (POST /auth/...), with the API's own messages (the storefront's forms
// say the same things in the catalogue's words, lib/validation/auth.ts).
const FILL_ALL = 'Please fill in all fields.';
const LOGIN_REQUIRED = 'Please enter your email or phone and your password.';
const TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const INVALID_RESET = 'This password reset link is invalid or has expired.';

const required = (message = FILL_ALL) => z.string({ error: message }).trim().min(1, message);
const newPassword = () =>
  z
    .string({ error: FILL_ALL })
    .min(1, FILL_ALL)
    .min(MIN_PASSWORD_LENGTH, TOO_SHORT)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`);
const email = required().max(MAX_EMAIL_LENGTH, 'The email is too long.').pipe(z.email('Please enter a valid email address.'));
const passwordsMatch = { message: 'Passwords do not match.', path: ['password_confirmation'] };

/**
 * The reset session: a random secret the client keeps for one reset (the storefront seals it in its
 * reset cookie). The code mailed for a request is tried only with that request's secret. Anything
 * else sent here is no reset session at all (never an error).
 */
const resetSession = z
  .union([z.string().trim().min(16).max(200), z.unknown().transform(() => undefined)])
  .optional()
  .meta({ description: 'A random secret of 16 to 200 characters the client keeps for this reset; anything else is ignored.' });

export const registerBodySchema = z
  .object({
    name: required().max(120, 'The name is too long.'),
    email,
    // Stored in E.164, so another spelling of a taken number is still taken (issue 30).
    phone: phoneField().optional(),
    // Anyone may open a buyer or seller account; admins are made by admins.
    user_type: z.enum(['buyer', 'seller'], { error: 'user_type must be buyer or seller.' }).default('buyer'),
    password: newPassword(),
    password_confirmation: required(),
  })
  .refine((v) => v.password === v.password_confirmation, passwordsMatch);

/** `email` is an e-mail address or a phone number in any spelling. */
export const loginBodySchema = z.object({
  email: required(LOGIN_REQUIRED).max(MAX_EMAIL_LENGTH),
  password: z.string({ error: LOGIN_REQUIRED }).min(1, LOGIN_REQUIRED).max(MAX_PASSWORD_LENGTH),
});

export const forgotPasswordBodySchema = z.object({ email, reset_session: resetSession });

export const verifyCodeBodySchema = z.object({
  identifier: required('Please enter your email.').max(MAX_EMAIL_LENGTH),
  code: required('Please enter the code.').max(RESET_CODE_LENGTH, `The code has ${RESET_CODE_LENGTH} digits.`),
  reset_session: resetSession,
});

/** The proof of a reset: verify-reset-code's token (or the mailed link's), or the mailed code itself. */
export const resetPasswordQuerySchema = z
  .object({
    email: required('The reset link is missing the email.').max(MAX_EMAIL_LENGTH),
    token: z.string().trim().min(1).max(200).optional(),
    code: z.string().trim().min(1).max(RESET_CODE_LENGTH).optional(),
  })
  .refine((v) => v.token || v.code, { message: INVALID_RESET, path: ['token'] });

export const resetPasswordBodySchema = z
  .object({ password: newPassword(), password_confirmation: required(), reset_session: resetSession })
  .refine((v) => v.password === v.password_confirmation, passwordsMatch);

export const changePasswordBodySchema = z
  .object({
    current_password: z.string({ error: FILL_ALL }).min(1, FILL_ALL).max(MAX_PASSWORD_LENGTH),
    new_password: newPassword(),
    new_password_confirmation: required(),
  })
  .refine((v) => v.new_password === v.new_password_confirmation, {
    message: 'New passwords do not match.',
    path: ['new_password_confirmation'],
  });

/** GET /auth/session: the token's user, while the token is good. */
export const sessionStatusSchema = z.object({ user_id: z.number(), name: z.string(), email: z.string(), user_type: userTypeSchema });
