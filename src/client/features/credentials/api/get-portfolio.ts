import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { Portfolio } from "../../../../contracts/credentials";

export const portfolioQueryKey = (slug: string) => ["/api/portfolio", slug] as const;

export const getPortfolioQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: portfolioQueryKey(slug),
    queryFn: () => getJson<Portfolio>(`/api/portfolio/${encodeURIComponent(slug)}`),
  });

/** GET /api/portfolio/:slug: public; a 404 while the wallet is private. */
export const usePortfolio = (slug: string) => useQuery(getPortfolioQueryOptions(slug));
