import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";

export const teamNotificationsQueryKey = () => queryKeyOf(teamEndpoints.notifications);

/** The hub's Notifications: the learner's own team notifications. */
export const getTeamNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: teamNotificationsQueryKey(),
    queryFn: () => callApi(teamEndpoints.notifications),
  });

export const useTeamNotifications = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getTeamNotificationsQueryOptions(), enabled: options.enabled ?? true });
