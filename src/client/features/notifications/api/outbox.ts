import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage, getJson } from "@/lib/api-request";
import type { MailStatus, OutboxList, OutboxMessage } from "../../../../contracts/notifications";

export const outboxRootQueryKey = () => ["/api/admin/outbox"] as const;
export const outboxQueryKey = (status?: MailStatus) => [...outboxRootQueryKey(), status ?? "all"] as const;
export const outboxMessageQueryKey = (id: number) => [...outboxRootQueryKey(), "message", id] as const;

/** Admin only: the newest 200 messages, optionally of one status. */
export const getOutboxQueryOptions = (status?: MailStatus) =>
  queryOptions({
    queryKey: outboxQueryKey(status),
    queryFn: () => getJson<OutboxList>(status ? `/api/admin/outbox?status=${status}` : "/api/admin/outbox"),
  });

export const useOutbox = (status: MailStatus | undefined) => useQuery(getOutboxQueryOptions(status));

export const useOutboxMessage = (id: number | null) =>
  useQuery({
    queryKey: outboxMessageQueryKey(id ?? 0),
    queryFn: () => getJson<OutboxMessage>(`/api/admin/outbox/${id}`),
    enabled: id !== null,
  });

export const outboxAttachmentUrl = (id: number, index: number) => `/api/admin/outbox/${id}/attachments/${index}`;

/** Sends a failed message again. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<OutboxMessage>("POST", `/api/admin/outbox/${id}/retry`),
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
