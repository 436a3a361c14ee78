import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { queryKeyOf } from "@/lib/api-client";
import { complianceEndpoints } from "../../../contracts/api/compliance";
import { knowledgeCheckAuthoringEndpoints } from "../../../contracts/api/knowledge-checks";
import { organizationsEndpoints } from "../../../contracts/api/organizations";
import { scormCourseEndpoints } from "../../../contracts/api/scorm-courses";
import { organizationAnalyticsQueryKey } from "./get-organization-analytics";
import { getOrganizationsQueryOptions, organizationsQueryKey } from "./get-organizations";
import { pathwaysQueryKey } from "./get-pathways";

/**
 * Issue 45 item 2 (decision 403): the one rule by which a write on the organisation console refreshes
 * every view that shows what it changed. Keys follow the contracts' paths (lib/api-client queryKeyOf), so
 * an organisation's key is the prefix of all its reads — detail and seats, members and their CSV,
 * departments, invitations, compliance assignments and their reports, knowledge checks, courses — and
 * invalidating it refreshes them all. Three reads sit outside that prefix and are named here: the team
 * analytics (Overview, Team Analytics, Learning Pathways, Assignments; its address names no id, it is the
 * active organisation's), the organisation list (roles, counts), and the signed-in person's own pathways
 * (an assignment enrols them when they assign themself).
 *
 * Only the mounted reads refetch at once; the others are marked stale and read again when next shown.
 */
export const organizationViewKeys = (organizationId: string): { queryKey: QueryKey; exact?: boolean }[] => [
  { queryKey: queryKeyOf(organizationsEndpoints.detail, { params: { id: organizationId } }) },
  { queryKey: organizationAnalyticsQueryKey() },
  { queryKey: organizationsQueryKey(), exact: true },
  { queryKey: pathwaysQueryKey() },
];

/** After a console write in `organizationId`: every view of it reads afresh. */
export function refreshOrganizationViews(queryClient: QueryClient, organizationId: string) {
  return Promise.all(organizationViewKeys(organizationId).map((filters) => queryClient.invalidateQueries(filters)));
}

/**
 * The sub-prefixes of an organisation's reads that report its members' learning: the compliance
 * assignments with their reports, the knowledge checks' item analysis and the imported courses' report.
 */
export const organizationLearningKeys = (organizationId: string): QueryKey[] => [
  queryKeyOf(complianceEndpoints.list, { params: { id: organizationId } }),
  queryKeyOf(knowledgeCheckAuthoringEndpoints.organizationAnalysis, { params: { id: organizationId } }),
  queryKeyOf(scormCourseEndpoints.report, { params: { id: organizationId } }),
];

/**
 * After the signed-in person's own learning changed (progress saved, a module completed, a check
 * passed): the team analytics and the active organisation's reports that count it. Not the whole
 * organisation prefix: its detail, members and settings do not change with learning.
 */
export function refreshOrganizationFiguresOfLearner(queryClient: QueryClient) {
  const active = queryClient.getQueryData(getOrganizationsQueryOptions().queryKey)?.find((o) => o.active);
  const keys = [organizationAnalyticsQueryKey(), ...(active ? organizationLearningKeys(active.id) : [])];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
