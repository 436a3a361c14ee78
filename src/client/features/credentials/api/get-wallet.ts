import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { credentialsEndpoints } from "../../../../contracts/api/credentials";

export const walletQueryKey = () => queryKeyOf(credentialsEndpoints.wallet);

export const getWalletQueryOptions = () =>
  queryOptions({ queryKey: walletQueryKey(), queryFn: () => callApi(credentialsEndpoints.wallet) });

export const useWallet = (enabled = true) => useQuery({ ...getWalletQueryOptions(), enabled });
