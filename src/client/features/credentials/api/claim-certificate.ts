import { useMutation, useQueryClient } from "@tanstack/react-query";
import { availableCertificatesQueryKey } from "@/components/api/get-available-certificates";
import { userCertificatesQueryKey } from "@/components/api/get-user-certificates";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { credentialsEndpoints } from "../../../../contracts/api/credentials";
import { walletQueryKey } from "./get-wallet";

/** POST /api/certificates/claim: issued only when the requirements hold (409 otherwise). */
export function useClaimCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certificateId: number) => callApi(credentialsEndpoints.claim, { body: { certificateId } }),
    onSuccess: (certificate) => {
      toast({
        title: "Certificate Earned",
        description: `${certificate.certificate.title} is in your wallet under My Credentials.`,
      });
      for (const queryKey of [userCertificatesQueryKey(), availableCertificatesQueryKey(), walletQueryKey()])
        queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to claim certificate"),
        variant: "destructive",
      }),
  });
}
