import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { TeamNotification } from "../../../../contracts/team";

export const teamNotificationsQueryKey = () => ["/api/team/notifications"] as const;

/** The hub's Notifications: the learner's own team notifications. */
export const getTeamNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: teamNotificationsQueryKey(),
    queryFn: () => getJson<TeamNotification[]>("/api/team/notifications"),
  });

export const useTeamNotifications = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getTeamNotificationsQueryOptions(), enabled: options.enabled ?? true });
