import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { callApi, hrefOf, queryKeyOf } from "@/lib/api-client";
import { pilotEndpoints } from "../../../../contracts/api/pilot";

export const pilotApplicationsQueryKey = () => queryKeyOf(pilotEndpoints.applications);

/** Admin only: every pilot application, newest first. */
export const getPilotApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: pilotApplicationsQueryKey(),
    queryFn: () => callApi(pilotEndpoints.applications),
  });

export const usePilotApplications = (enabled = true) => useQuery({ ...getPilotApplicationsQueryOptions(), enabled });

/** The CSV export is a download, a plain navigation carrying the session cookie. */
export const PILOT_APPLICATIONS_CSV_URL = hrefOf(pilotEndpoints.applicationsCsv);

export const pilotWaitingListQueryKey = () => queryKeyOf(pilotEndpoints.waitingList);

/** GET /api/admin/pilot/waiting-list (issue 26 item 4): newest first, a page at a time (admin). */
export const getPilotWaitingListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: pilotWaitingListQueryKey(),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => callApi(pilotEndpoints.waitingList, { query: { cursor: pageParam || undefined } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const usePilotWaitingList = (enabled = true) =>
  useInfiniteQuery({ ...getPilotWaitingListQueryOptions(), enabled });
