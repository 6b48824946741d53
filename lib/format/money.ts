// Prices are Kenyan shillings everywhere, shown as 'Ksh 1,250' (spec section 9). Shop pages too:
// the spec's '$' there is a defect the architecture overrules.
const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatKsh(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  const body = Number.isInteger(rounded) ? whole.format(Math.abs(rounded)) : cents.format(Math.abs(rounded));
  return `${rounded < 0 ? '-' : ''}Ksh ${body}`;
}

/** The 2-decimal string the Shopify-style order payload carries ('1250.00'). */
export function toPriceString(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}
