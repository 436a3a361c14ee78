import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { AuditAction, AuditLog } from "../../../../contracts/organizations";
import { organizationQueryKey } from "./get-organization";

export const AUDIT_PAGE_SIZE = 25;

export const auditLogQueryKey = (organizationId: string, action: AuditAction | null) =>
  [...organizationQueryKey(organizationId), "audit-log", { action }] as const;

const auditLogUrl = (organizationId: string, params: Record<string, string>) =>
  `/api/organizations/${encodeURIComponent(organizationId)}/audit-log?${new URLSearchParams(params)}`;

/** GET /api/organizations/{id}/audit-log: newest first, a page at a time (owners and site admins). */
export const getAuditLogQueryOptions = (organizationId: string, action: AuditAction | null) =>
  infiniteQueryOptions({
    queryKey: auditLogQueryKey(organizationId, action),
    initialPageParam: "",
    queryFn: ({ pageParam }) =>
      getJson<AuditLog>(
        auditLogUrl(organizationId, {
          limit: String(AUDIT_PAGE_SIZE),
          ...(pageParam ? { cursor: pageParam } : {}),
          ...(action ? { action } : {}),
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useAuditLog = (organizationId: string, action: AuditAction | null) =>
  useInfiniteQuery(getAuditLogQueryOptions(organizationId, action));

/** The CSV export is a download: a plain navigation carrying the session cookie. */
export const auditLogCsvUrl = (organizationId: string, action: AuditAction | null) =>
  `/api/organizations/${encodeURIComponent(organizationId)}/audit-log.csv${action ? `?${new URLSearchParams({ action })}` : ""}`;
