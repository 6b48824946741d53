// The auth forms' rules, with the messages of spec section 5 from the catalogue, used by the client
// forms and by the route handlers that receive them.
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { MIN_PASSWORD_LENGTH, RESET_CODE_LENGTH } from '@/contract/rules/passwords';
import { z } from './zod';

const filled = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Any text at all, not trimmed (a password may start or end with a space). */
const required = () => z.string({ error: AUTH_MESSAGES.fillAll }).min(1, AUTH_MESSAGES.fillAll);

/** A password being chosen: required, and long enough. */
const newPassword = () => required().min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.tooShort);

/** A new password typed twice (registration and the reset form). */
const confirmedPasswordFields = { password: newPassword(), password_confirmation: required() };

const passwordsMatch = (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation;
const PASSWORDS_MISMATCH = { message: AUTH_MESSAGES.mismatch, path: ['password_confirmation'] };

export const loginSchema = z.object({
  email: filled(AUTH_MESSAGES.loginRequired),
  password: z.string({ error: AUTH_MESSAGES.loginRequired }).min(1, AUTH_MESSAGES.loginRequired),
});

export const registerSchema = z
  .object({
    name: filled(AUTH_MESSAGES.fillAll),
    email: filled(AUTH_MESSAGES.fillAll).pipe(z.email(AUTH_MESSAGES.invalidEmail)),
    ...confirmedPasswordFields,
  })
  .refine(passwordsMatch, PASSWORDS_MISMATCH);

export const forgotPasswordSchema = z.object({
  email: filled(AUTH_MESSAGES.emailRequired).pipe(z.email(AUTH_MESSAGES.invalidEmail)),
});

export const verifyCodeSchema = z.object({
  code: filled(AUTH_MESSAGES.codeRequired).max(RESET_CODE_LENGTH, AUTH_MESSAGES.codeTooLong),
});

export const newPasswordSchema = z.object(confirmedPasswordFields).refine(passwordsMatch, PASSWORDS_MISMATCH);

export const changePasswordSchema = z
  .object({
    current_password: required(),
    new_password: newPassword(),
    new_password_confirmation: required(),
  })
  .refine((v) => v.new_password === v.new_password_confirmation, {
    message: AUTH_MESSAGES.newMismatch,
    path: ['new_password_confirmation'],
  });
