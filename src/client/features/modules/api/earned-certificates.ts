import { useMutation, useQueryClient } from "@tanstack/react-query";
import { availableCertificatesQueryKey } from "@/components/api/get-available-certificates";
import { userCertificatesQueryKey } from "@/components/api/get-user-certificates";
import { callApi } from "@/lib/api-client";
import { credentialsEndpoints } from "../../../../contracts/api/credentials";
import { guidedStartEndpoints } from "../../../../contracts/api/guided-start";

/**
 * POST /api/certificates/earned (issue 45 item 3): asked once a module is completed; issues what the
 * organisation issues automatically, and answers the rest as ready to claim.
 */
export function useEarnedCertificates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(guidedStartEndpoints.earnedCertificates),
    onSuccess: ({ certificates }) => {
      if (certificates.length === 0) return;
      for (const queryKey of [userCertificatesQueryKey(), availableCertificatesQueryKey()])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** POST /api/certificates/claim from the module page's prompt. */
export function useClaimEarnedCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certificateId: number) => callApi(credentialsEndpoints.claim, { body: { certificateId } }),
    onSuccess: () => {
      for (const queryKey of [userCertificatesQueryKey(), availableCertificatesQueryKey()])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
