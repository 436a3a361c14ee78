import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { credentialsEndpoints } from "../../../../contracts/api/credentials";

export const portfolioQueryKey = (slug: string) => queryKeyOf(credentialsEndpoints.portfolio, { params: { slug } });

export const getPortfolioQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: portfolioQueryKey(slug),
    queryFn: () => callApi(credentialsEndpoints.portfolio, { params: { slug } }),
  });

/** GET /api/portfolio/:slug: public; a 404 while the wallet is private. */
export const usePortfolio = (slug: string) => useQuery(getPortfolioQueryOptions(slug));
