// Accounts: register, login (email or phone), logout, password reset by a 6-digit code, change password.
// Only HTTP here: each route parses its input, calls auth/accounts.ts or auth/password-reset.ts, and answers.
import { phoneField } from '../../../contract/api/fields';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { changePassword, logIn, loginError, registerAccount, type Caller } from '../auth/accounts';
import { requireUser } from '../auth/middleware';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../auth/passwords';
import { deviceTokenOf } from '../auth/known-devices';
import { INVALID_RESET, requestResetCode, resetPassword, verifyResetCode } from '../auth/password-reset';
import { revokeToken } from '../auth/tokens';
import { ApiError, ok } from '../http/envelope';
import { clientIp } from '../http/client-ip';
import { fieldErrors, parseBody, parseWith, readJson } from '../http/validate';

const FILL_ALL = 'Please fill in all fields.';
const TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;

const required = (message = FILL_ALL) => z.string({ error: message }).trim().min(1, message);
const password = (message = FILL_ALL) =>
  z
    .string({ error: message })
    .min(1, message)
    .min(MIN_PASSWORD_LENGTH, TOO_SHORT)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`);
const email = required().max(254, 'The email is too long.').pipe(z.email('Please enter a valid email address.'));

const registerSchema = z
  .object({
    name: required().max(120, 'The name is too long.'),
    email,
    // Stored in E.164, so another spelling of a taken number is still taken (issue 30).
    phone: phoneField().optional(),
    // Anyone may open a buyer or seller account; admins are made by admins.
    user_type: z.enum(['buyer', 'seller'], { error: 'user_type must be buyer or seller.' }).default('buyer'),
    password: password(),
    password_confirmation: required(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'Passwords do not match.',
    path: ['password_confirmation'],
  });

const loginSchema = z.object({
  email: required('Please enter your email or phone and your password.').max(254),
  password: z
    .string({ error: 'Please enter your email or phone and your password.' })
    .min(1, 'Please enter your email or phone and your password.')
    .max(MAX_PASSWORD_LENGTH),
});

/**
 * The reset session: a random secret the client keeps for one reset (the storefront seals it in its
 * reset cookie). The code mailed for a request is tried only with that request's secret.
 */
const resetSession = z.string().trim().min(16).max(200).optional().catch(undefined);

const forgotSchema = z.object({ email, reset_session: resetSession });

const verifyCodeSchema = z.object({
  identifier: required('Please enter your email.').max(254),
  code: required('Please enter the code.').max(6, 'The code has 6 digits.'),
  reset_session: resetSession,
});

const resetQuerySchema = z
  .object({
    email: required('The reset link is missing the email.').max(254),
    token: z.string().trim().min(1).max(200).optional(),
    code: z.string().trim().min(1).max(6).optional(),
  })
  .refine((v) => v.token || v.code, { message: INVALID_RESET, path: ['token'] });

const resetBodySchema = z
  .object({ password: password(), password_confirmation: required(), reset_session: resetSession })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'Passwords do not match.',
    path: ['password_confirmation'],
  });

const changePasswordSchema = z
  .object({
    current_password: z.string({ error: FILL_ALL }).min(1, FILL_ALL).max(MAX_PASSWORD_LENGTH),
    new_password: password(),
    new_password_confirmation: required(),
  })
  .refine((v) => v.new_password === v.new_password_confirmation, {
    message: 'New passwords do not match.',
    path: ['new_password_confirmation'],
  });

/** Where the request comes from, as the services count it. */
const callerOf = (c: Context<AppEnv>): Caller => ({ ip: clientIp(c), device: deviceTokenOf(c) });

export function authRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/auth/register', async (c) => {
    const input = await parseBody(c, registerSchema);
    const user = await registerAccount(c.var.deps, clientIp(c), {
      name: input.name,
      email: input.email,
      phone: input.phone,
      userType: input.user_type,
      password: input.password,
    });
    return ok(c, { user }, 'Registration successful! You can now login.', 201);
  });

  app.post('/auth/login', async (c) => {
    let body: unknown;
    try {
      body = await readJson(c);
    } catch (error) {
      // The spec's login error shape: data is a list of messages.
      if (error instanceof ApiError) throw loginError(error);
      throw error;
    }
    const parsed = loginSchema.safeParse(body);
    if (!parsed.success) {
      // The spec's login error shape: data is a list of messages.
      const messages = [...new Set(Object.values(fieldErrors(parsed.error)).flat())];
      throw new ApiError(422, messages[0], messages);
    }
    const signedIn = await logIn(c.var.deps, callerOf(c), parsed.data.email, parsed.data.password);
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
  });

  // Whether a bearer token is still good (not revoked by a logout, a password change or a suspension,
  // not expired): the storefront asks before it shows a session it keeps in a cookie.
  app.get('/auth/session', requireUser, (c) => {
    const { id, name, email, userType } = c.var.user;
    return ok(c, { user_id: id, name, email, user_type: userType }, 'Session is active.');
  });

  app.post('/auth/logout', requireUser, async (c) => {
    await revokeToken(c.var.deps.db, c.var.user.tokenId);
    return ok(c, null, 'Logged out.');
  });

  // The same answer whether or not the email has an account (see requestResetCode).
  app.post('/auth/forgot-password', async (c) => {
    const input = await parseBody(c, forgotSchema);
    await requestResetCode(c.var.deps, callerOf(c), input.email, input.reset_session);
    return ok(c, null, 'Reset code sent! Please check your email for the reset code.');
  });

  app.post('/auth/verify-reset-code', async (c) => {
    const input = await parseBody(c, verifyCodeSchema);
    const verified = await verifyResetCode(c.var.deps, callerOf(c), input.identifier, input.reset_session, input.code);
    return ok(c, { token: verified.token, email: verified.email, expires_at: verified.expiresAt.toISOString() }, 'Code verified successfully!');
  });

  app.post('/auth/reset-password', async (c) => {
    const query = parseWith(resetQuerySchema, c.req.query());
    const input = await parseBody(c, resetBodySchema);
    const proof = query.token ? { token: query.token } : { code: query.code ?? '', session: input.reset_session };
    const deviceToken = await resetPassword(c.var.deps, callerOf(c), query.email, proof, input.password);
    return ok(c, { device_token: deviceToken }, 'Your password has been reset. You can now log in.');
  });

  app.post('/auth/change-password', requireUser, async (c) => {
    const input = await parseBody(c, changePasswordSchema);
    await changePassword(c.var.deps.db, c.var.user, input.current_password, input.new_password);
    return ok(c, null, 'Password updated successfully!');
  });

  return app;
}
