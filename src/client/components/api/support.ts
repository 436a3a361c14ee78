import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { supportEndpoints } from "../../../contracts/api/support";
import type { NewSupportConversation, SupportConversation } from "../../../contracts/notifications";

/**
 * Support conversations (issue 10): a signed-in user's own ("Message support" and "Contact Us" on the
 * dashboard) and, for admins, everyone's (/admin/support). Shared: the dashboard and the admin page use it.
 */
export const supportConversationsQueryKey = () => queryKeyOf(supportEndpoints.conversations);
export const adminSupportRootQueryKey = () => queryKeyOf(supportEndpoints.allConversations);
export const adminSupportQueryKey = (status?: SupportConversation["status"]) =>
  queryKeyOf(supportEndpoints.allConversations, { query: { status } });

export const getSupportConversationsQueryOptions = () =>
  queryOptions({
    queryKey: supportConversationsQueryKey(),
    queryFn: () => callApi(supportEndpoints.conversations),
  });

export const useSupportConversations = (enabled = true) =>
  useQuery({ ...getSupportConversationsQueryOptions(), enabled });

export const useAdminSupportConversations = (status: SupportConversation["status"] | undefined) =>
  useQuery({
    queryKey: adminSupportQueryKey(status),
    queryFn: () => callApi(supportEndpoints.allConversations, { query: { status } }),
  });

export function useOpenSupportConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewSupportConversation) => callApi(supportEndpoints.open, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportConversationsQueryKey() }),
  });
}

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) =>
      callApi(supportEndpoints.addMessage, { params: { id }, body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportConversationsQueryKey() }),
  });
}

export function useReplyToSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) =>
      callApi(supportEndpoints.reply, { params: { id }, body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSupportRootQueryKey() }),
  });
}

export function useCloseSupportConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(supportEndpoints.close, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSupportRootQueryKey() }),
  });
}
