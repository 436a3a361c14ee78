import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { PilotApplicationRecord, PilotWaitingListPage } from "../../../../contracts/pilot";

export const pilotApplicationsQueryKey = () => ["/api/pilot-applications"] as const;

/** Admin only: every pilot application, newest first. */
export const getPilotApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: pilotApplicationsQueryKey(),
    queryFn: () => getJson<PilotApplicationRecord[]>("/api/pilot-applications"),
  });

export const usePilotApplications = (enabled = true) => useQuery({ ...getPilotApplicationsQueryOptions(), enabled });

/** The CSV export is a download, a plain navigation carrying the session cookie. */
export const PILOT_APPLICATIONS_CSV_URL = "/api/pilot-applications.csv";

export const pilotWaitingListQueryKey = () => ["/api/admin/pilot/waiting-list"] as const;

/** GET /api/admin/pilot/waiting-list (issue 26 item 4): newest first, a page at a time (admin). */
export const getPilotWaitingListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: pilotWaitingListQueryKey(),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      getJson<PilotWaitingListPage>(`/api/admin/pilot/waiting-list${pageParam ? `?cursor=${pageParam}` : ""}`),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const usePilotWaitingList = (enabled = true) =>
  useInfiniteQuery({ ...getPilotWaitingListQueryOptions(), enabled });
