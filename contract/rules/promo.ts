// Promo codes (issue 34, point 5), one rule for both programs: what a code an admin made gives on
// the lines of a cart, and why a code is refused. The API checks the code's dates and use limits
// (they need its records) and this module the rest; the one pricing function (pricing.ts) adds the
// discount on top of the spec's own. A refusal is a value (`PromoRefusal`) until it is shown:
// `promoRefusalMessage` words it with the caller's money and date formatters, so the contract
// keeps no second formatter.

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/**
 * Who pays for the discount. Only the marketplace today: the shop's payout is its full line
 * totals, and the difference comes from `marketplace:promotions` (docs/decisions/023).
 */
export const PROMO_FUNDERS = ['marketplace'] as const;

export const PROMO_LIMITS = {
  codeMin: 3,
  codeMax: 32,
  /** The most a fixed code may take off, in shillings (a money column's bound is far higher). */
  fixedMax: 1_000_000,
  percentMax: 100,
} as const;

/** Letters, digits, dashes and underscores; kept upper-case, so codes match whatever the case typed. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

/** A code as it is stored and compared: trimmed and upper-case. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();

/** What a code gives, as the cart prices it. */
export interface PromoTerms {
  code: string;
  kind: PromoKind;
  /** A percentage (1 to 100) of the eligible lines, or shillings off. */
  value: number;
  /** The least the cart's subtotal must be, in shillings (0: any). */
  minSpend: number;
  /** Only this shop's products count (and are discounted); null: every product. */
  shopId: number | null;
  shopName: string | null;
  /**
   * A refusal the API found from the code's records (dates, use limits): the code stays shown with
   * it and gives nothing. null when those allow it.
   */
  refusal: PromoRefusal | null;
}

/** A cart line as a code sees it: its price, quantity and (for a shop's code) its shop. */
export interface PromoLine {
  price: number;
  quantity: number;
  shopId?: number | null;
}

export type PromoRefusal =
  | { reason: 'unknown' }
  | { reason: 'inactive' }
  | { reason: 'not_started'; at: string }
  | { reason: 'expired'; at: string }
  | { reason: 'used_up' }
  | { reason: 'already_used' }
  | { reason: 'min_spend'; minimum: number; short: number }
  | { reason: 'no_shop_product'; shop: string };

/** The refusal of a code nobody made (also of text too long to be a code). */
export const PROMO_UNKNOWN = 'We do not know this promo code. Check its spelling and try again.';

/** How the caller writes money and dates (lib/format's `formatKsh` and `formatDate`). */
export interface PromoFormatters {
  money: (shillings: number) => string;
  date: (iso: string) => string;
}

/** Each refusal in words, distinct, saying what the buyer can do. */
export function promoRefusalMessage(refusal: PromoRefusal, format: PromoFormatters): string {
  switch (refusal.reason) {
    case 'unknown':
      return PROMO_UNKNOWN;
    case 'inactive':
      return 'This promo code has been withdrawn and can no longer be used.';
    case 'not_started':
      return `This promo code can be used from ${format.date(refusal.at)}.`;
    case 'expired':
      return `This promo code expired on ${format.date(refusal.at)}.`;
    case 'used_up':
      return 'This promo code has been used as many times as it allows.';
    case 'already_used':
      return 'You have already used this promo code.';
    case 'min_spend':
      return `This promo code needs a subtotal of at least ${format.money(refusal.minimum)}: add ${format.money(refusal.short)} more to use it.`;
    case 'no_shop_product':
      return `This promo code is for products of ${refusal.shop}, and your cart has none.`;
  }
}

/** A code's records, as the API checks them before the cart does. */
export interface PromoRecord {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerBuyer: number | null;
}

/** Why the code's own records refuse it now (withdrawn, dates, use limits), or null. */
export function promoRecordRefusal(promo: PromoRecord, uses: { total: number; byBuyer: number }, now: Date): PromoRefusal | null {
  if (!promo.active) return { reason: 'inactive' };
  if (promo.startsAt && now < promo.startsAt) return { reason: 'not_started', at: promo.startsAt.toISOString() };
  if (promo.endsAt && now >= promo.endsAt) return { reason: 'expired', at: promo.endsAt.toISOString() };
  if (promo.maxUses !== null && uses.total >= promo.maxUses) return { reason: 'used_up' };
  if (promo.maxUsesPerBuyer !== null && uses.byBuyer >= promo.maxUsesPerBuyer) return { reason: 'already_used' };
  return null;
}

const toCents = (shillings: number) => Math.round(shillings * 100);

/**
 * What the code takes off these lines, in cents, or why it gives nothing. `roomCents` is the most
 * it may take (the subtotal less the spec's discount), so the discounts never pass the subtotal.
 */
export function promoDiscountCents(
  terms: PromoTerms,
  lines: readonly PromoLine[],
  roomCents: number,
): { cents: number; refusal: null } | { cents: 0; refusal: PromoRefusal } {
  if (terms.refusal) return { cents: 0, refusal: terms.refusal };
  const lineCents = (line: PromoLine) => toCents(line.price) * line.quantity;
  const subtotalCents = lines.reduce((sum, line) => sum + lineCents(line), 0);
  const eligible = terms.shopId === null ? lines : lines.filter((line) => line.shopId === terms.shopId);
  if (eligible.length === 0) return { cents: 0, refusal: { reason: 'no_shop_product', shop: terms.shopName ?? 'one shop' } };
  const minimumCents = toCents(terms.minSpend);
  if (subtotalCents < minimumCents) {
    return { cents: 0, refusal: { reason: 'min_spend', minimum: terms.minSpend, short: (minimumCents - subtotalCents) / 100 } };
  }
  const eligibleCents = eligible.reduce((sum, line) => sum + lineCents(line), 0);
  const asked = terms.kind === 'percent' ? Math.round((eligibleCents * terms.value) / 100) : toCents(terms.value);
  return { cents: Math.max(0, Math.min(asked, eligibleCents, roomCents)), refusal: null };
}
