import { teamActivityQueryKey } from "./get-team-activity";
import { teamUrl, useTeamMutation } from "./use-team-mutation";

/** PUT …/team/activity/:activityId/like */
export const useLikeActivity = () =>
  useTeamMutation<{ organizationId: string; activityId: number; liked: boolean }, { likes: number; isLiked: boolean }>({
    request: (input) => ({
      method: "PUT",
      url: teamUrl(input.organizationId, `activity/${input.activityId}/like`),
      body: { liked: input.liked },
    }),
    invalidates: (input) => [teamActivityQueryKey(input.organizationId)],
    failure: "Failed to update like",
  });
