import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userCertificatesQueryKey } from "@/components/api/get-user-certificates";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { credentialsEndpoints } from "../../../../contracts/api/credentials";
import type { SHARE_PLATFORMS } from "../../../../contracts/credentials";

export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

/** spec 2 §7: POST /api/certificates/share (recorded); success toast and a refetch of the certificates. */
export function useShareCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { certificateId: number; platform: SharePlatform }) =>
      callApi(credentialsEndpoints.share, { body: input }),
    onSuccess: () => {
      // spec 2 §8
      toast({ title: "Certificate Shared", description: "Your certificate has been shared successfully." });
      queryClient.invalidateQueries({ queryKey: userCertificatesQueryKey() });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to share certificate"),
        variant: "destructive",
      }),
  });
}
