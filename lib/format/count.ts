// Counts as the pages write them: thousands separated the Kenyan way ('2,000'), the noun in the
// singular for one, Latin-1 text only (docs/decisions/007).
const NUMBER = new Intl.NumberFormat('en-KE');

export interface Noun {
  one: string;
  many: string;
}

export const PRODUCT_NOUN: Noun = { one: 'product', many: 'products' };
export const REVIEW_NOUN: Noun = { one: 'review', many: 'reviews' };
export const PIECE_NOUN: Noun = { one: 'piece', many: 'pieces' };

/** '2,000'. */
export function formatNumber(count: number): string {
  return NUMBER.format(count);
}

/** '2,000 products', '1 product'. */
export function formatCount(count: number, noun: Noun): string {
  return `${NUMBER.format(count)} ${count === 1 ? noun.one : noun.many}`;
}

/** A shop's years of work: '6+ years' (spec section 2); a shop in its first year is a 'New Seller'. */
export function formatYears(years: number): string {
  if (!Number.isFinite(years) || years < 1) return 'New Seller';
  const whole = Math.floor(years);
  return `${whole}+ ${whole === 1 ? 'year' : 'years'}`;
}

interface ListPage {
  page: number;
  perPage: number;
  total: number;
}

/** The line above a page of a listing: 'Showing 17 to 32 of 2,000 products'. */
export function formatShowing(list: ListPage, shown: number, noun: Noun): string {
  const first = (list.page - 1) * list.perPage + 1;
  const last = first + shown - 1;
  return `Showing ${formatNumber(first)} to ${formatNumber(last)} of ${formatCount(list.total, noun)}`;
}
