import { callApi } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";
import { teamActivityQueryKey } from "./get-team-activity";
import { useTeamMutation } from "./use-team-mutation";

/** PUT …/team/activity/:activityId/like */
export const useLikeActivity = () =>
  useTeamMutation({
    request: (input: { organizationId: string; activityId: number; liked: boolean }) =>
      callApi(teamEndpoints.like, {
        params: { organizationId: input.organizationId, activityId: input.activityId },
        body: { liked: input.liked },
      }),
    invalidates: (input) => [teamActivityQueryKey(input.organizationId)],
    failure: "Failed to update like",
  });
