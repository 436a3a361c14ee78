import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Dashboard } from "../../../contracts/learning";
import { getJson } from "../../lib/api-request";

export const dashboardQueryKey = () => ["/api/dashboard"] as const;

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKey(), queryFn: () => getJson<Dashboard>("/api/dashboard") });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
