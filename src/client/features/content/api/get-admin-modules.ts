import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { AdminModule } from "../../../../contracts/content-admin";

export const adminModulesQueryKey = () => ["/api/content/modules"] as const;

/** Every module with its content, podcast and draft state. */
export const getAdminModulesQueryOptions = () =>
  queryOptions({ queryKey: adminModulesQueryKey(), queryFn: () => getJson<AdminModule[]>("/api/content/modules") });

export const useAdminModules = () => useQuery(getAdminModulesQueryOptions());
