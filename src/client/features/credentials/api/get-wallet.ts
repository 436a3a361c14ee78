import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Wallet } from "../../../../contracts/credentials";
import { getJson } from "../../../lib/api-request";

export const walletQueryKey = () => ["/api/credentials/wallet"] as const;

export const getWalletQueryOptions = () =>
  queryOptions({ queryKey: walletQueryKey(), queryFn: () => getJson<Wallet>("/api/credentials/wallet") });

export const useWallet = (enabled = true) => useQuery({ ...getWalletQueryOptions(), enabled });
