// Accounts: register, login (email or phone), logout, password reset by a 6-digit code, change password.
// Only HTTP here: each route parses its input, calls auth/accounts.ts or auth/password-reset.ts, and answers.
import type { Context } from 'hono';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginDataSchema,
  registerBodySchema,
  registerDataSchema,
  resetPasswordBodySchema,
  resetPasswordDataSchema,
  resetPasswordQuerySchema,
  sessionStatusSchema,
  verifyCodeBodySchema,
  verifyCodeDataSchema,
} from '../../../contract/api/account';
import type { AppEnv } from '../context';
import { changePassword, logIn, registerAccount, type Caller } from '../auth/accounts';
import { requireUser } from '../auth/middleware';
import { deviceTokenOf } from '../auth/known-devices';
import { requestResetCode, resetPassword, verifyResetCode } from '../auth/password-reset';
import { revokeToken } from '../auth/tokens';
import { ok } from '../http/envelope';
import { clientIp } from '../http/client-ip';
import {
  answerInvalidInputAsList,
  answers,
  createApiRoute,
  fails,
  invalidInput,
  jsonBody,
  listedBodyChecks,
  openApiRouter,
  SIGNED_IN,
  unauthenticated,
} from '../http/openapi';

/** Where the request comes from, as the services count it. */
const callerOf = (c: Context<AppEnv>): Caller => ({ ip: clientIp(c), device: deviceTokenOf(c) });

const tags = ['Auth'];
const messagesOnly = (description: string) => fails(`${description} \`data\` is a list of messages.`);
const throttled = fails('Too many tries from this address or at this account (`Retry-After` says when to try again).');
const withDevice = {
  headers: z.object({
    'x-device-token': z.string().optional().meta({ description: "The browser's known-device token, from an earlier login or reset." }),
  }),
};

const register = createApiRoute({
  method: 'post',
  path: '/auth/register',
  tags,
  summary: 'Open a buyer or seller account',
  request: { body: jsonBody(registerBodySchema) },
  responses: {
    201: answers(registerDataSchema, 'Registration successful.'),
    422: fails('The input is invalid, or the email or phone is taken: `data` maps each field to its messages.'),
    429: throttled,
  },
});

const login = createApiRoute({
  method: 'post',
  path: '/auth/login',
  tags,
  summary: 'Sign in with an email or a phone number (any spelling) and the password',
  // The spec's login failures list their messages in `data`: the body checks' and the schema's too.
  middleware: listedBodyChecks(loginBodySchema),
  request: { ...withDevice, body: jsonBody(loginBodySchema) },
  responses: {
    200: answers(loginDataSchema, 'Login successful: the bearer token and this browser’s known-device token.'),
    400: messagesOnly('The body is not JSON:'),
    401: messagesOnly('Invalid credentials:'),
    403: messagesOnly('The account is suspended or banned:'),
    422: messagesOnly('The input is invalid:'),
    429: messagesOnly('Too many login attempts:'),
  },
});

const session = createApiRoute({
  method: 'get',
  path: '/auth/session',
  tags,
  summary: 'Whether the bearer token is still good (not revoked, not expired)',
  middleware: requireUser,
  ...SIGNED_IN,
  responses: { 200: answers(sessionStatusSchema, 'Session is active.'), 401: unauthenticated },
});

const logout = createApiRoute({
  method: 'post',
  path: '/auth/logout',
  tags,
  summary: 'Revoke the bearer token',
  middleware: requireUser,
  ...SIGNED_IN,
  responses: { 200: answers(z.null(), 'Logged out.'), 401: unauthenticated },
});

const forgotPassword = createApiRoute({
  method: 'post',
  path: '/auth/forgot-password',
  tags,
  summary: 'Mail a reset code (the same answer whether or not the email has an account)',
  request: { ...withDevice, body: jsonBody(forgotPasswordBodySchema) },
  responses: { 200: answers(z.null(), 'Reset code sent.'), 422: invalidInput, 429: throttled },
});

const verifyCode = createApiRoute({
  method: 'post',
  path: '/auth/verify-reset-code',
  tags,
  summary: 'Trade the mailed code for a reset token',
  request: { ...withDevice, body: jsonBody(verifyCodeBodySchema) },
  responses: {
    200: answers(verifyCodeDataSchema, 'Code verified: the reset token.'),
    422: fails('The input is invalid, or the code is wrong or expired: `data` maps each field to its messages.'),
    429: throttled,
  },
});

const resetPasswordRoute = createApiRoute({
  method: 'post',
  path: '/auth/reset-password',
  tags,
  summary: 'Choose a new password with a reset token or the mailed code (every session of the account ends)',
  request: { ...withDevice, query: resetPasswordQuerySchema, body: jsonBody(resetPasswordBodySchema) },
  responses: {
    200: answers(resetPasswordDataSchema, 'Password reset: this browser is now known to the account.'),
    422: fails('The input is invalid, or the token or code is wrong or expired: `data` maps each field to its messages.'),
    429: throttled,
  },
});

const changePasswordRoute = createApiRoute({
  method: 'post',
  path: '/auth/change-password',
  tags,
  summary: "Change the password (the account's other sessions end)",
  middleware: requireUser,
  ...SIGNED_IN,
  request: { body: jsonBody(changePasswordBodySchema) },
  responses: {
    200: answers(z.null(), 'Password updated.'),
    401: unauthenticated,
    422: fails('The input is invalid, or the current password is wrong: `data` maps each field to its messages.'),
  },
});

export function authRoutes() {
  return (
    openApiRouter()
      .openapi(register, async (c) => {
        const input = c.req.valid('json');
        const user = await registerAccount(c.var.deps, clientIp(c), {
          name: input.name,
          email: input.email,
          phone: input.phone,
          userType: input.user_type,
          password: input.password,
        });
        return ok(c, { user }, 'Registration successful! You can now login.', 201);
      })

      .openapi(
        login,
        async (c) => {
          const { email, password } = c.req.valid('json');
          const signedIn = await logIn(c.var.deps, callerOf(c), email, password);
          return ok(
            c,
            {
              accessToken: signedIn.token,
              token_type: 'Bearer',
              expires_at: signedIn.expiresAt.toISOString(),
              device_token: signedIn.deviceToken,
              user: signedIn.user,
            },
            'Login successful.',
          );
        },
        // Login's own hook: its 422 lists the messages, where the router's hook maps them by field.
        answerInvalidInputAsList,
      )

      // Whether a bearer token is still good (not revoked by a logout, a password change or a suspension,
      // not expired): the storefront asks before it shows a session it keeps in a cookie.
      .openapi(session, (c) => {
        const { id, name, email, userType } = c.var.user;
        return ok(c, { user_id: id, name, email, user_type: userType }, 'Session is active.');
      })

      .openapi(logout, async (c) => {
        await revokeToken(c.var.deps.db, c.var.user.tokenId);
        return ok(c, null, 'Logged out.');
      })

      // The same answer whether or not the email has an account (see requestResetCode).
      .openapi(forgotPassword, async (c) => {
        const input = c.req.valid('json');
        await requestResetCode(c.var.deps, callerOf(c), input.email, input.reset_session);
        return ok(c, null, 'Reset code sent! Please check your email for the reset code.');
      })

      .openapi(verifyCode, async (c) => {
        const input = c.req.valid('json');
        const verified = await verifyResetCode(c.var.deps, callerOf(c), input.identifier, input.reset_session, input.code);
        return ok(c, { token: verified.token, email: verified.email, expires_at: verified.expiresAt.toISOString() }, 'Code verified successfully!');
      })

      .openapi(resetPasswordRoute, async (c) => {
        const query = c.req.valid('query');
        const input = c.req.valid('json');
        const proof = query.token ? { token: query.token } : { code: query.code ?? '', session: input.reset_session };
        const deviceToken = await resetPassword(c.var.deps, callerOf(c), query.email, proof, input.password);
        return ok(c, { device_token: deviceToken }, 'Your password has been reset. You can now log in.');
      })

      .openapi(changePasswordRoute, async (c) => {
        const input = c.req.valid('json');
        await changePassword(c.var.deps.db, c.var.user, input.current_password, input.new_password);
        return ok(c, null, 'Password updated successfully!');
      })
  );
}
