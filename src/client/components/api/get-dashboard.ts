import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import type { Dashboard } from "../../../contracts/learning";

export const dashboardQueryKey = () => ["/api/dashboard"] as const;

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKey(), queryFn: () => getJson<Dashboard>("/api/dashboard") });

export const useDashboard = ({ errorToast }: ReadOptions = {}) =>
  useQuery({ ...getDashboardQueryOptions(), ...errorToastMeta(errorToast) });
