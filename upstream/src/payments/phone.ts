// M-Pesa numbers as buyers type them (0712 345 678, +254 712 345 678, 254112345678) in the one
// form Daraja takes: 2547XXXXXXXX or 2541XXXXXXXX. The rule is the storefront's too
// (lib/domain/phone.ts: the shared phone normaliser, with Safaricom's ranges on top).
export { normaliseMpesaPhone } from '../../../lib/domain/phone';

export const PHONE_MESSAGE = 'Enter a Safaricom number like 0712 345 678 or +254 712 345 678.';
