// Account calls: login, register, logout, password reset, change password. The profile is lib/upstream/profile.ts.
import 'server-only';
import { api } from '@/lib/routing/urls';
import { publicCall, userCall, type Forwarded } from './client';
import { loginDataSchema, registerDataSchema, resetPasswordDataSchema, sessionStatusSchema, verifyCodeDataSchema } from '@/contract/api/account';
import { emptySchema } from '@/contract/api/envelope';

/** Who is asking, for the API's throttles: the browser's address and, once it has signed in, its known-device token. */
export interface Asker extends Forwarded {
  deviceToken?: string | null;
}

/** The known-device token travels server to server only, in its own header. */
const deviceHeaders = (deviceToken: string | null | undefined): Record<string, string> => (deviceToken ? { 'x-device-token': deviceToken } : {});

export function login(email: string, password: string, { forwardedFor, deviceToken }: Asker = {}) {
  return publicCall(api.login, loginDataSchema, { method: 'POST', body: { email, password }, forwardedFor, headers: deviceHeaders(deviceToken) });
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

/** The storefront asks only whether the token is still good. */
const sessionAliveSchema = sessionStatusSchema.pick({ user_id: true });

/** Whether the token is still good (401 once revoked or expired): asked briefly, it guards every page. */
export function sessionStatus(token: string) {
  return userCall(token, api.session, sessionAliveSchema, { timeoutMs: SESSION_CHECK_TIMEOUT_MS });
}

/** `resetSession`: the flow's secret; the API mails a code for this request and takes it back only with it. */
export function forgotPassword(email: string, resetSession: string | undefined, { forwardedFor, deviceToken }: Asker = {}) {
  return publicCall(api.forgotPassword, emptySchema, {
    method: 'POST',
    body: { email, reset_session: resetSession },
    forwardedFor,
    headers: deviceHeaders(deviceToken),
  });
}

export function verifyResetCode(email: string, code: string, resetSession: string | undefined, { forwardedFor, deviceToken }: Asker = {}) {
  return publicCall(api.verifyResetCode, verifyCodeDataSchema, {
    method: 'POST',
    body: { identifier: email, code, reset_session: resetSession },
    forwardedFor,
    headers: deviceHeaders(deviceToken),
  });
}

/** The reset link carries either a reset token (verify-reset-code's or the mail's) or the emailed code itself. */
export function resetPassword(
  proof: { email: string; token?: string; code?: string; resetSession?: string },
  input: { password: string; password_confirmation: string },
  { forwardedFor, deviceToken }: Asker = {},
) {
  return publicCall(api.resetPassword, resetPasswordDataSchema, {
    method: 'POST',
    query: { email: proof.email, token: proof.token, code: proof.code },
    body: { ...input, reset_session: proof.resetSession },
    forwardedFor,
    headers: deviceHeaders(deviceToken),
  });
}

export function changePassword(token: string, input: { current_password: string; new_password: string; new_password_confirmation: string }) {
  return userCall(token, api.changePassword, emptySchema, { method: 'POST', body: input });
}
