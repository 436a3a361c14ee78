import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { guidedStartEndpoints } from "../../../../contracts/api/guided-start";
import type { CertificateIssuing } from "../../../../domain/certificate-issuing";

/** GET /api/organizations/{id}/certificate-issuing (owners and admins). */
export const certificateIssuingQueryKey = (organizationId: string) =>
  queryKeyOf(guidedStartEndpoints.certificateIssuing, { params: { id: organizationId } });

export const getCertificateIssuingQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: certificateIssuingQueryKey(organizationId),
    queryFn: () => callApi(guidedStartEndpoints.certificateIssuing, { params: { id: organizationId } }),
  });

export const useCertificateIssuing = (organizationId: string) =>
  useQuery(getCertificateIssuingQueryOptions(organizationId));

/** PUT …/certificate-issuing: offer certificates to claim, or issue them automatically. */
export function useUpdateCertificateIssuing(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certificateIssuing: CertificateIssuing) =>
      callApi(guidedStartEndpoints.updateCertificateIssuing, {
        params: { id: organizationId },
        body: { certificateIssuing },
      }),
    onSuccess: (setting) => queryClient.setQueryData(certificateIssuingQueryKey(organizationId), setting),
  });
}
