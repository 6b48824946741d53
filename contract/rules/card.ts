// A card's shape, one rule for both programs: the payment form and its route handler check it
// before the API is asked, and the API checks it again before its card provider is. Which numbers
// a provider takes (the test card's two) is the provider's own rule, checked on top.

/** The number as typed, with the spaces and dashes people group it by taken out. */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, '');

/** 12 to 19 digits: every card scheme's length. */
export const isCardNumberShape = (digits: string) => /^\d{12,19}$/.test(digits);

/** A 3 or 4 digit security code (spaces around it are forgiven). */
export const isCvcShape = (typed: string) => /^\d{3,4}$/.test(typed.trim());

/**
 * What is wrong with an expiry typed as MM/YY: 'shape' when it is not one, 'expired' when its
 * month is over (a card is good to the end of its expiry month, in UTC), null when it is good.
 */
export function expiryProblem(typed: string, now: Date = new Date()): 'shape' | 'expired' | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(typed.trim());
  if (!match) return 'shape';
  const endOfMonth = Date.UTC(2000 + Number(match[2]), Number(match[1]), 1);
  return endOfMonth <= now.getTime() ? 'expired' : null;
}
