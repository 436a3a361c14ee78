import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { credentialsEndpoints } from "../../../contracts/api/credentials";

export const userCertificatesQueryKey = () => queryKeyOf(credentialsEndpoints.userCertificates);

export const getUserCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: userCertificatesQueryKey(),
    queryFn: () => callApi(credentialsEndpoints.userCertificates),
  });

/** spec 2 §7: the earned certificates, only when signed in. */
export const useUserCertificates = (enabled = true) => useQuery({ ...getUserCertificatesQueryOptions(), enabled });
