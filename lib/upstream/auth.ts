// Account calls: login, register, logout, password reset, change password. The profile is lib/upstream/profile.ts.
import 'server-only';
import { api } from '@/lib/routing/urls';
import { publicCall, userCall } from './client';
import { emptySchema, loginDataSchema, registerDataSchema, sessionStatusSchema, verifyCodeDataSchema } from './schemas';

export interface Forwarded {
  forwardedFor?: string | null;
}

export function login(email: string, password: string, { forwardedFor }: Forwarded = {}) {
  return publicCall(api.login, loginDataSchema, { method: 'POST', body: { email, password }, forwardedFor });
}

export function register(input: { name: string; email: string; password: string; password_confirmation: string }, { forwardedFor }: Forwarded = {}) {
  return publicCall(api.register, registerDataSchema, {
    method: 'POST',
    body: { ...input, user_type: 'buyer' },
    forwardedFor,
  });
}

export function logout(token: string) {
  return userCall(token, api.logout, emptySchema, { method: 'POST' });
}

const SESSION_CHECK_TIMEOUT_MS = 2000;

/** Whether the token is still good (401 once revoked or expired): asked briefly, it guards every page. */
export function sessionStatus(token: string) {
  return userCall(token, api.session, sessionStatusSchema, { timeoutMs: SESSION_CHECK_TIMEOUT_MS });
}

export function forgotPassword(email: string, { forwardedFor }: Forwarded = {}) {
  return publicCall(api.forgotPassword, emptySchema, { method: 'POST', body: { email }, forwardedFor });
}

export function verifyResetCode(email: string, code: string, { forwardedFor }: Forwarded = {}) {
  return publicCall(api.verifyResetCode, verifyCodeDataSchema, {
    method: 'POST',
    body: { identifier: email, code },
    forwardedFor,
  });
}

/** The reset link carries either the token from verify-reset-code or the emailed code itself. */
export function resetPassword(
  proof: { email: string; token?: string; code?: string },
  input: { password: string; password_confirmation: string },
  { forwardedFor }: Forwarded = {},
) {
  return publicCall(api.resetPassword, emptySchema, {
    method: 'POST',
    query: { email: proof.email, token: proof.token, code: proof.code },
    body: input,
    forwardedFor,
  });
}

export function changePassword(token: string, input: { current_password: string; new_password: string; new_password_confirmation: string }) {
  return userCall(token, api.changePassword, emptySchema, { method: 'POST', body: input });
}
