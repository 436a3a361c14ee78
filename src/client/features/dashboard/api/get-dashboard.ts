import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Dashboard } from "../../../../contracts/learning";
import { getJson } from "../../../lib/api-request";

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: ["/api/dashboard"], queryFn: () => getJson<Dashboard>("/api/dashboard") });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
