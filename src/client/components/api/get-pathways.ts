import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Pathway } from "../../../contracts/learning";
import { getJson } from "../../lib/api-request";

export const getPathwaysQueryOptions = () =>
  queryOptions({ queryKey: ["/api/pathways"], queryFn: () => getJson<Pathway[]>("/api/pathways") });

export const usePathways = () => useQuery(getPathwaysQueryOptions());
