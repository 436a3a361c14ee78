import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { Pathway } from "../../../contracts/learning";

export const pathwaysQueryKey = () => ["/api/pathways"] as const;

export const getPathwaysQueryOptions = () =>
  queryOptions({ queryKey: pathwaysQueryKey(), queryFn: () => getJson<Pathway[]>("/api/pathways") });

export const usePathways = () => useQuery(getPathwaysQueryOptions());
