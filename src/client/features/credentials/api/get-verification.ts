import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { VerificationResult } from "../../../../contracts/credentials";

export const verificationQueryKey = (code: string) => ["/api/verify", code] as const;

export const getVerificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: verificationQueryKey(code),
    queryFn: () => getJson<VerificationResult>(`/api/verify/${encodeURIComponent(code)}`),
  });

/** GET /api/verify/:code: public; a 404 means the code is unknown. */
export const useVerification = (code: string) => useQuery(getVerificationQueryOptions(code));
