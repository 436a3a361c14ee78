import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi, hrefOf, queryKeyOf } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import type { AuditAction } from "../../../../contracts/organizations";

export const AUDIT_PAGE_SIZE = 25;

/** The log's key: its filter and page size, not the page (an infinite query holds every page). */
export const auditLogQueryKey = (organizationId: string, action: AuditAction | null) =>
  queryKeyOf(organizationsEndpoints.auditLog, {
    params: { id: organizationId },
    query: { limit: AUDIT_PAGE_SIZE, action: action ?? undefined },
  });

/** GET /api/organizations/{id}/audit-log: newest first, a page at a time (owners and site admins). */
export const getAuditLogQueryOptions = (organizationId: string, action: AuditAction | null) =>
  infiniteQueryOptions({
    queryKey: auditLogQueryKey(organizationId, action),
    initialPageParam: "",
    queryFn: ({ pageParam }) =>
      callApi(organizationsEndpoints.auditLog, {
        params: { id: organizationId },
        query: { limit: AUDIT_PAGE_SIZE, cursor: pageParam || undefined, action: action ?? undefined },
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useAuditLog = (organizationId: string, action: AuditAction | null) =>
  useInfiniteQuery(getAuditLogQueryOptions(organizationId, action));

/** The CSV export is a download: a plain navigation carrying the session cookie. */
export const auditLogCsvUrl = (organizationId: string, action: AuditAction | null) =>
  hrefOf(organizationsEndpoints.auditLogCsv, {
    params: { id: organizationId },
    query: { action: action ?? undefined },
  });
