// M-Pesa numbers as buyers type them (0712 345 678, +254 712 345 678, 254112345678) in the one
// form Daraja takes: 2547XXXXXXXX or 2541XXXXXXXX.

export const PHONE_MESSAGE = 'Enter a Safaricom number like 0712 345 678 or +254 712 345 678.';

export function normaliseMpesaPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s-]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;
  let national: string;
  if (/^0[17]\d{8}$/.test(digits)) national = digits.slice(1);
  else if (/^254[17]\d{8}$/.test(digits)) national = digits.slice(3);
  else return null;
  // A leading + belongs only with the country code.
  if (compact.startsWith('+') && !digits.startsWith('254')) return null;
  return `254${national}`;
}
