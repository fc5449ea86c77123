import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditActor, AuditEntry } from '../../../../shared/newsroom';
import { fetchPage, withQuery } from '../../../lib/list-fetch';

const AUDIT = '/api/admin/audit';
export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  action?: string;
  entity?: string;
  actor?: string;
  from?: string;
  to?: string;
  offset: number;
}

/** The audit log, newest first, a page at a time (admins). */
export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: [AUDIT, filters],
    queryFn: () => fetchPage<AuditEntry>(withQuery(AUDIT, { ...filters, limit: AUDIT_PAGE_SIZE })),
    placeholderData: keepPreviousData,
  });
}

/** Staff who appear in the log, most recently active first (the "who" filter). */
export function useAuditActors() {
  return useQuery({
    queryKey: [`${AUDIT}/actors`],
    queryFn: () => fetchPage<AuditActor>(`${AUDIT}/actors`).then((p) => p.items),
  });
}
