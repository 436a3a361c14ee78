import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { credentialsEndpoints } from "../../../../contracts/api/credentials";
import type { WalletUpdate } from "../../../../contracts/credentials";
import { walletQueryKey } from "./get-wallet";

/** spec 2 §7: PATCH /api/credentials/wallet; toast, then the wallet refetched. */
export function useUpdateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: WalletUpdate) => callApi(credentialsEndpoints.updateWallet, { body: update }),
    onSuccess: (wallet) => {
      queryClient.setQueryData(walletQueryKey(), wallet);
      // spec 2 §8
      toast({ title: "Wallet Updated", description: "Your credential wallet settings have been updated." });
      queryClient.invalidateQueries({ queryKey: walletQueryKey() });
    },
    onError: (error) =>
      toast({ title: "Error", description: errorMessage(error, "Failed to update wallet"), variant: "destructive" }),
  });
}
