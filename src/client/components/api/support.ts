import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "@/lib/api-request";
import type {
  NewSupportConversation,
  SupportConversation,
  SupportConversationList,
} from "../../../contracts/notifications";

/**
 * Support conversations (issue 10): a signed-in user's own ("Message support" and "Contact Us" on the
 * dashboard) and, for admins, everyone's (/admin/support). Shared: the dashboard and the admin page use it.
 */
export const supportConversationsQueryKey = () => ["/api/support/conversations"] as const;
export const adminSupportRootQueryKey = () => ["/api/admin/support/conversations"] as const;
export const adminSupportQueryKey = (status?: SupportConversation["status"]) =>
  [...adminSupportRootQueryKey(), status ?? "all"] as const;

export const getSupportConversationsQueryOptions = () =>
  queryOptions({
    queryKey: supportConversationsQueryKey(),
    queryFn: () => getJson<SupportConversationList>("/api/support/conversations"),
  });

export const useSupportConversations = (enabled = true) =>
  useQuery({ ...getSupportConversationsQueryOptions(), enabled });

export const useAdminSupportConversations = (status: SupportConversation["status"] | undefined) =>
  useQuery({
    queryKey: adminSupportQueryKey(status),
    queryFn: () =>
      getJson<SupportConversationList>(
        status ? `/api/admin/support/conversations?status=${status}` : "/api/admin/support/conversations",
      ),
  });

export function useOpenSupportConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewSupportConversation) =>
      apiRequest<SupportConversation>("POST", "/api/support/conversations", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportConversationsQueryKey() }),
  });
}

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) =>
      apiRequest<SupportConversation>("POST", `/api/support/conversations/${id}/messages`, { message }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportConversationsQueryKey() }),
  });
}

export function useReplyToSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) =>
      apiRequest<SupportConversation>("POST", `/api/admin/support/conversations/${id}/reply`, { message }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSupportRootQueryKey() }),
  });
}

export function useCloseSupportConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<SupportConversation>("POST", `/api/admin/support/conversations/${id}/close`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSupportRootQueryKey() }),
  });
}
