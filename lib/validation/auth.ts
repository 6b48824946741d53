// The auth forms' rules, with the messages of spec section 5 from the catalogue, used by the client
// forms and by the route handlers that receive them.
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { MIN_PASSWORD, RESET_CODE_LENGTH } from './limits';
import { z } from './zod';

const filled = (message: string) => z.string({ error: message }).trim().min(1, message);

export const loginSchema = z.object({
  email: filled(AUTH_MESSAGES.loginRequired),
  password: z.string({ error: AUTH_MESSAGES.loginRequired }).min(1, AUTH_MESSAGES.loginRequired),
});

export const registerSchema = z
  .object({
    name: filled(AUTH_MESSAGES.fillAll),
    email: filled(AUTH_MESSAGES.fillAll).pipe(z.email(AUTH_MESSAGES.invalidEmail)),
    password: z.string({ error: AUTH_MESSAGES.fillAll }).min(1, AUTH_MESSAGES.fillAll).min(MIN_PASSWORD, AUTH_MESSAGES.tooShort),
    password_confirmation: z.string({ error: AUTH_MESSAGES.fillAll }).min(1, AUTH_MESSAGES.fillAll),
  })
  .refine((v) => v.password === v.password_confirmation, { message: AUTH_MESSAGES.mismatch, path: ['password_confirmation'] });

export const forgotPasswordSchema = z.object({
  email: filled(AUTH_MESSAGES.emailRequired).pipe(z.email(AUTH_MESSAGES.invalidEmail)),
});

export const verifyCodeSchema = z.object({
  code: filled(AUTH_MESSAGES.codeRequired).max(RESET_CODE_LENGTH, AUTH_MESSAGES.codeTooLong),
});

export const newPasswordSchema = z
  .object({
    password: z.string({ error: AUTH_MESSAGES.fillAll }).min(1, AUTH_MESSAGES.fillAll).min(MIN_PASSWORD, AUTH_MESSAGES.tooShort),
    password_confirmation: z.string({ error: AUTH_MESSAGES.fillAll }).min(1, AUTH_MESSAGES.fillAll),
  })
  .refine((v) => v.password === v.password_confirmation, { message: AUTH_MESSAGES.mismatch, path: ['password_confirmation'] });

export const changePasswordSchema = z
  .object({
    current_password: z.string({ error: AUTH_MESSAGES.fillAll }).min(1, AUTH_MESSAGES.fillAll),
    new_password: z.string({ error: AUTH_MESSAGES.fillAll }).min(1, AUTH_MESSAGES.fillAll).min(MIN_PASSWORD, AUTH_MESSAGES.tooShort),
    new_password_confirmation: z.string({ error: AUTH_MESSAGES.fillAll }).min(1, AUTH_MESSAGES.fillAll),
  })
  .refine((v) => v.new_password === v.new_password_confirmation, {
    message: AUTH_MESSAGES.newMismatch,
    path: ['new_password_confirmation'],
  });
