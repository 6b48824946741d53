// The forms' bounds: what the fields allow, shared by the schemas, the inputs' maxLength and the
// messages that name them. No zod here, so a client component can read a bound for free.

/** Spec section 9. */
export const MIN_PASSWORD = 6;
export const RESET_CODE_LENGTH = 6;

/** The API's own limits (upstream/src/routes/contact.ts). */
export const CONTACT_LIMITS = { name: 120, email: 254, message: 5000 } as const;
