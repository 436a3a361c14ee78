import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userCertificatesQueryKey } from "@/components/api/get-user-certificates";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { credentialsEndpoints } from "../../../../contracts/api/credentials";
import { walletQueryKey } from "./get-wallet";

/** POST /api/certificates/:id/renew: re-issued with a new expiry. */
export function useRenewCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(credentialsEndpoints.renew, { params: { id } }),
    onSuccess: (certificate) => {
      toast({
        title: "Certificate Renewed",
        description: certificate.expiresAt
          ? `${certificate.certificate.title} is valid until ${new Date(certificate.expiresAt).toLocaleDateString("en-GB")}.`
          : `${certificate.certificate.title} has been renewed.`,
      });
      queryClient.invalidateQueries({ queryKey: userCertificatesQueryKey() });
      queryClient.invalidateQueries({ queryKey: walletQueryKey() });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to renew certificate"),
        variant: "destructive",
      }),
  });
}
