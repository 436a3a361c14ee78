import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { Wallet } from "../../../../contracts/credentials";

export const walletQueryKey = () => ["/api/credentials/wallet"] as const;

export const getWalletQueryOptions = () =>
  queryOptions({ queryKey: walletQueryKey(), queryFn: () => getJson<Wallet>("/api/credentials/wallet") });

export const useWallet = (enabled = true) => useQuery({ ...getWalletQueryOptions(), enabled });
