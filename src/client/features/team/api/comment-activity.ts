import { callApi } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";
import { teamActivityQueryKey } from "./get-team-activity";
import { useTeamMutation } from "./use-team-mutation";

/** POST …/team/activity/:activityId/comments */
export const useCommentActivity = () =>
  useTeamMutation({
    request: (input: { organizationId: string; activityId: number; body: string }) =>
      callApi(teamEndpoints.comment, {
        params: { organizationId: input.organizationId, activityId: input.activityId },
        body: { body: input.body },
      }),
    invalidates: (input) => [teamActivityQueryKey(input.organizationId)],
    success: () => ({ title: "Comment posted" }),
    failure: "Failed to post comment",
  });
