import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callApi, hrefOf, queryKeyOf } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { mailEndpoints } from "../../../../contracts/api/mail";
import type { MailStatus } from "../../../../contracts/notifications";

/** The list's key; each message's is below it (its address is), so refreshing the list refreshes them too. */
export const outboxRootQueryKey = () => queryKeyOf(mailEndpoints.outbox);
export const outboxQueryKey = (status?: MailStatus) => queryKeyOf(mailEndpoints.outbox, { query: { status } });
export const outboxMessageQueryKey = (id: number) => queryKeyOf(mailEndpoints.outboxMessage, { params: { id } });

/** Admin only: the newest 200 messages, optionally of one status. */
export const getOutboxQueryOptions = (status?: MailStatus) =>
  queryOptions({
    queryKey: outboxQueryKey(status),
    queryFn: () => callApi(mailEndpoints.outbox, { query: { status } }),
  });

export const useOutbox = (status: MailStatus | undefined) => useQuery(getOutboxQueryOptions(status));

export const useOutboxMessage = (id: number | null) =>
  useQuery({
    queryKey: outboxMessageQueryKey(id ?? 0),
    queryFn: () => callApi(mailEndpoints.outboxMessage, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });

export const outboxAttachmentUrl = (id: number, index: number) =>
  hrefOf(mailEndpoints.outboxAttachment, { params: { id, index } });

/** Sends a failed message again. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(mailEndpoints.retry, { params: { id } }),
    onSuccess: async (message) => {
      queryClient.setQueryData(outboxMessageQueryKey(message.id), message);
      toast({ title: "Queued again", description: `"${message.subject}" will be sent again.` });
      await queryClient.invalidateQueries({ queryKey: outboxRootQueryKey() });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Could not queue the message"),
        variant: "destructive",
      }),
  });
}
