import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import { dashboardEndpoints } from "../../../contracts/api/dashboard";

export const dashboardQueryKey = () => queryKeyOf(dashboardEndpoints.dashboard);

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKey(), queryFn: () => callApi(dashboardEndpoints.dashboard) });

export const useDashboard = ({ errorToast }: ReadOptions = {}) =>
  useQuery({ ...getDashboardQueryOptions(), ...errorToastMeta(errorToast) });
