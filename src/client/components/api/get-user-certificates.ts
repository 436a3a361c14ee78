import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { UserCertificate } from "../../../contracts/credentials";

export const userCertificatesQueryKey = () => ["/api/certificates/user"] as const;

export const getUserCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: userCertificatesQueryKey(),
    queryFn: () => getJson<UserCertificate[]>("/api/certificates/user"),
  });

/** spec 2 §7: the earned certificates, only when signed in. */
export const useUserCertificates = (enabled = true) => useQuery({ ...getUserCertificatesQueryOptions(), enabled });
