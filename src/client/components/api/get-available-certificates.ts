import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { credentialsEndpoints } from "../../../contracts/api/credentials";

export const availableCertificatesQueryKey = () => queryKeyOf(credentialsEndpoints.available);

export const getAvailableCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: availableCertificatesQueryKey(),
    queryFn: () => callApi(credentialsEndpoints.available),
  });

export const useAvailableCertificates = (enabled = true) =>
  useQuery({ ...getAvailableCertificatesQueryOptions(), enabled });
