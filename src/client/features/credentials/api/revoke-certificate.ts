import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { credentialsEndpoints } from "../../../../contracts/api/credentials";
import { verificationQueryKey } from "./get-verification";

/** POST /api/admin/certificates/:id/revoke (admins): the reason shows on the verification page. */
export function useRevokeCertificate(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) =>
      callApi(credentialsEndpoints.revoke, { params: { id: input.id }, body: { reason: input.reason } }),
    onSuccess: () => {
      toast({
        title: "Certificate Revoked",
        description: "The verification page and the status list now show it revoked.",
      });
      queryClient.invalidateQueries({ queryKey: verificationQueryKey(code) });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to revoke certificate"),
        variant: "destructive",
      }),
  });
}
