import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PilotApplicationRecord } from "../../../../contracts/pilot";
import { getJson } from "../../../lib/api-request";

export const pilotApplicationsQueryKey = () => ["/api/pilot-applications"] as const;

/** Admin only: every pilot application, newest first. */
export const getPilotApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: pilotApplicationsQueryKey(),
    queryFn: () => getJson<PilotApplicationRecord[]>("/api/pilot-applications"),
  });

export const usePilotApplications = () => useQuery(getPilotApplicationsQueryOptions());

/** The CSV export is a download, a plain navigation carrying the session cookie. */
export const PILOT_APPLICATIONS_CSV_URL = "/api/pilot-applications.csv";
