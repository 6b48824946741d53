// Counts as the listings write them: thousands separated the Kenyan way, Latin-1 text only
// (docs/decisions/007).
const NUMBER = new Intl.NumberFormat('en-KE');

interface ListPage {
  page: number;
  perPage: number;
  total: number;
}

/** The line above a page of a listing: 'Showing 17 to 32 of 2,000 products'. */
export function formatShowing(list: ListPage, shown: number, noun: { one: string; many: string }): string {
  const first = (list.page - 1) * list.perPage + 1;
  const last = first + shown - 1;
  return `Showing ${NUMBER.format(first)} to ${NUMBER.format(last)} of ${NUMBER.format(list.total)} ${list.total === 1 ? noun.one : noun.many}`;
}

export const PRODUCT_NOUN = { one: 'product', many: 'products' };
