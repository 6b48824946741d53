// The audit log page's address (/admin/audit?action=...&from=...): its filters read by the
// contract's own query schema, so the page asks the API only what it would accept and says what
// is wrong with anything else instead of failing the read.
import { auditListQuerySchema } from '@/contract/api/admin-audit';
import type { AuditFilters } from '@/lib/domain/admin-console';
import { firstParam, readPage, type SearchParams } from '@/lib/routing/search-params';

const AUDIT_FILTER_NAMES = ['action', 'target_type', 'target_id', 'actor', 'from', 'to'] as const;

export interface AuditPageQuery {
  /** The filters as typed, for the form to show again. */
  typed: Record<(typeof AUDIT_FILTER_NAMES)[number], string>;
  /** The filters the API is asked with; null when one is not valid. */
  filters: AuditFilters | null;
  /** What is wrong with the filters, one sentence each. */
  problems: string[];
  page: number;
}

export function readAuditQuery(query: SearchParams): AuditPageQuery {
  const typed = Object.fromEntries(AUDIT_FILTER_NAMES.map((name) => [name, firstParam(query[name])])) as AuditPageQuery['typed'];
  const page = readPage(query.page);
  const given = Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== ''));
  const parsed = auditListQuerySchema.safeParse({ ...given, page });
  if (!parsed.success) return { typed, filters: null, problems: parsed.error.issues.map((issue) => issue.message), page };
  const { action, target_type, target_id, actor, from, to } = parsed.data;
  const filters: AuditFilters = Object.fromEntries(
    Object.entries({ action, target_type, target_id, actor, from, to }).filter(([, value]) => value !== undefined && value !== ''),
  );
  return { typed, filters, problems: [], page };
}
