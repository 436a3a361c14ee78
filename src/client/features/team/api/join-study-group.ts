import { callApi } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";
import { studyGroupsQueryKey } from "./get-study-groups";
import { useTeamMutation } from "./use-team-mutation";

/** POST …/team/study-groups/:groupId/join */
export const useJoinStudyGroup = () =>
  useTeamMutation({
    request: (input: { organizationId: string; groupId: number }) =>
      callApi(teamEndpoints.joinStudyGroup, { params: input }),
    invalidates: (input) => [studyGroupsQueryKey(input.organizationId)],
    success: (group) => ({ title: "Joined study group", description: group.name }),
    failure: "Failed to join study group",
  });
