import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { credentialsEndpoints } from "../../../../contracts/api/credentials";

export const verificationQueryKey = (code: string) => queryKeyOf(credentialsEndpoints.verifyCode, { params: { code } });

export const getVerificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: verificationQueryKey(code),
    queryFn: () => callApi(credentialsEndpoints.verifyCode, { params: { code } }),
  });

/** GET /api/verify/:code: public; a 404 means the code is unknown. */
export const useVerification = (code: string) => useQuery(getVerificationQueryOptions(code));
