import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { AvailableCertificate } from "../../../contracts/credentials";

export const availableCertificatesQueryKey = () => ["/api/certificates/available"] as const;

export const getAvailableCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: availableCertificatesQueryKey(),
    queryFn: () => getJson<AvailableCertificate[]>("/api/certificates/available"),
  });

export const useAvailableCertificates = (enabled = true) =>
  useQuery({ ...getAvailableCertificatesQueryOptions(), enabled });
