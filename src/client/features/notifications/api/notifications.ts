import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { notificationsEndpoints } from "../../../../contracts/api/notifications";
import type { NotificationList } from "../../../../contracts/notifications";

export const notificationsQueryKey = () => queryKeyOf(notificationsEndpoints.list);

/** The bell looks again every minute while the page is open (new assignments, replies, reminders). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey(),
    queryFn: () => callApi(notificationsEndpoints.list),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export const useNotifications = (enabled = true) => useQuery({ ...getNotificationsQueryOptions(), enabled });

/** Marks one read at once in the cache, then on the server. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(notificationsEndpoints.markRead, { params: { id } }),
    onMutate: (id) => {
      queryClient.setQueryData<NotificationList>(notificationsQueryKey(), (list) =>
        list
          ? {
              unreadCount: Math.max(0, list.unreadCount - (list.items.some((n) => n.id === id && !n.read) ? 1 : 0)),
              items: list.items.map((n) => (n.id === id ? { ...n, read: true } : n)),
            }
          : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey() }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(notificationsEndpoints.markAllRead),
    onSuccess: () =>
      queryClient.setQueryData<NotificationList>(notificationsQueryKey(), (list) =>
        list ? { unreadCount: 0, items: list.items.map((n) => ({ ...n, read: true })) } : list,
      ),
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Could not mark notifications read"),
        variant: "destructive",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey() }),
  });
}
