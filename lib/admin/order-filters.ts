// The console's orders page's address (/admin/orders?number=...&status=...): its filters read by
// the contract's own query schema, so the page asks the API only what it would accept and says
// what is wrong with anything else instead of failing the read.
import { ADMIN_ORDER_FILTER_NAMES, adminOrderExportQuerySchema, type AdminOrderFilters } from '@/contract/api/admin-orders';
import { firstParam, readPage, type SearchParams } from '@/lib/routing/search-params';

export interface OrderPageQuery {
  /** The filters as typed, for the form to show again. */
  typed: Record<keyof AdminOrderFilters, string>;
  /** The filters the API is asked with (those set); null when one is not valid. */
  filters: AdminOrderFilters | null;
  /** What is wrong with the filters, one sentence each. */
  problems: string[];
  page: number;
}

/** The filters that are set, read with the contract's schema; the issues' messages when one is not valid. */
export function parseOrderFilters(given: Record<string, string>): { ok: true; filters: AdminOrderFilters } | { ok: false; problems: string[] } {
  const present = Object.fromEntries(
    Object.entries(given).filter(([name, value]) => (ADMIN_ORDER_FILTER_NAMES as string[]).includes(name) && value.trim() !== ''),
  );
  const parsed = adminOrderExportQuerySchema.safeParse(present);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((issue) => issue.message) };
  const filters = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined && value !== '')) as AdminOrderFilters;
  return { ok: true, filters };
}

export function readOrderQuery(query: SearchParams): OrderPageQuery {
  const typed = Object.fromEntries(ADMIN_ORDER_FILTER_NAMES.map((name) => [name, firstParam(query[name])])) as OrderPageQuery['typed'];
  const page = readPage(query.page);
  const parsed = parseOrderFilters(typed);
  return parsed.ok ? { typed, filters: parsed.filters, problems: [], page } : { typed, filters: null, problems: parsed.problems, page };
}
