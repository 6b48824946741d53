// The auth forms' rules with the exact messages of spec section 5, used by the client forms and by
// the route handlers that receive them.
import { messages, MIN_PASSWORD, RESET_CODE_LENGTH } from './messages';
import { z } from './zod';

const filled = (message: string) => z.string({ error: message }).trim().min(1, message);

export const loginSchema = z.object({
  email: filled(messages.loginRequired),
  password: z.string({ error: messages.loginRequired }).min(1, messages.loginRequired),
});

export const registerSchema = z
  .object({
    name: filled(messages.fillAll),
    email: filled(messages.fillAll).pipe(z.email(messages.invalidEmail)),
    password: z.string({ error: messages.fillAll }).min(1, messages.fillAll).min(MIN_PASSWORD, messages.tooShort),
    password_confirmation: z.string({ error: messages.fillAll }).min(1, messages.fillAll),
  })
  .refine((v) => v.password === v.password_confirmation, { message: messages.mismatch, path: ['password_confirmation'] });

export const forgotPasswordSchema = z.object({
  email: filled(messages.emailRequired).pipe(z.email(messages.invalidEmail)),
});

export const verifyCodeSchema = z.object({
  code: filled(messages.codeRequired).max(RESET_CODE_LENGTH, messages.codeTooLong),
});

export const newPasswordSchema = z
  .object({
    password: z.string({ error: messages.fillAll }).min(1, messages.fillAll).min(MIN_PASSWORD, messages.tooShort),
    password_confirmation: z.string({ error: messages.fillAll }).min(1, messages.fillAll),
  })
  .refine((v) => v.password === v.password_confirmation, { message: messages.mismatch, path: ['password_confirmation'] });

export const changePasswordSchema = z
  .object({
    current_password: z.string({ error: messages.fillAll }).min(1, messages.fillAll),
    new_password: z.string({ error: messages.fillAll }).min(1, messages.fillAll).min(MIN_PASSWORD, messages.tooShort),
    new_password_confirmation: z.string({ error: messages.fillAll }).min(1, messages.fillAll),
  })
  .refine((v) => v.new_password === v.new_password_confirmation, {
    message: messages.newMismatch,
    path: ['new_password_confirmation'],
  });
