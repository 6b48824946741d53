// A password's bounds and the reset code's length, one rule for both programs: the API's request
// schemas (contract/api/account.ts) and the storefront's forms (lib/validation/auth.ts, the inputs'
// minLength and maxLength). Hashing stays in the API (upstream/src/auth/passwords.ts).

/** Spec section 9. */
export const MIN_PASSWORD_LENGTH = 6;

/** Long inputs cost argon2 time; nothing a person types is longer. */
export const MAX_PASSWORD_LENGTH = 200;

/** The digits of the code a password reset mails. */
export const RESET_CODE_LENGTH = 6;
