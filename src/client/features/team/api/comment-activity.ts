import { teamActivityQueryKey } from "./get-team-activity";
import { teamUrl, useTeamMutation } from "./use-team-mutation";

/** POST …/team/activity/:activityId/comments */
export const useCommentActivity = () =>
  useTeamMutation<{ organizationId: string; activityId: number; body: string }, unknown>({
    request: (input) => ({
      method: "POST",
      url: teamUrl(input.organizationId, `activity/${input.activityId}/comments`),
      body: { body: input.body },
    }),
    invalidates: (input) => [teamActivityQueryKey(input.organizationId)],
    success: () => ({ title: "Comment posted" }),
    failure: "Failed to post comment",
  });
