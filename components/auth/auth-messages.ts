// The auth screens' texts from spec sections 2 and 8, shared by the forms and their route handlers.
export const authMessages = {
  registered: 'Registration successful! You can now login.',
  registerFailed: 'Registration failed',
  loginFailed: 'Login failed',
  sessionEnded: 'Your session has ended. Please log in again.',
  codeSent: 'Reset code sent! Please check your email for the reset code.',
  codeSendFailed: 'Failed to send reset code.',
  codeVerified: 'Code verified successfully! Redirecting you to create new password...',
  codeInvalid: 'Invalid or expired code.',
  flowMissing: 'Your password reset has expired or was not started in this browser. Please request a new code.',
  passwordReset: 'Password reset! Redirecting to login...',
  resetFailed: 'Failed to reset password',
  passwordUpdated: 'Password updated successfully!',
  passwordChangeFailed: 'Failed to update password.',
  notSignedIn: 'Please log in to change your password.',
  unreachable: 'We could not reach the server. Please check your connection and try again.',
} as const;

/** How long auth notices stay and when the screens move on (spec section 9). */
export const authTimings = {
  noticeMs: 2500,
  afterVerifyMs: 1200,
  afterResetMs: 1500,
} as const;
