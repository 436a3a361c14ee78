import type { StudyGroup } from "../../../../contracts/team";
import { studyGroupsQueryKey } from "./get-study-groups";
import { teamUrl, useTeamMutation } from "./use-team-mutation";

/** POST …/team/study-groups/:groupId/join */
export const useJoinStudyGroup = () =>
  useTeamMutation<{ organizationId: string; groupId: number }, StudyGroup>({
    request: (input) => ({ method: "POST", url: teamUrl(input.organizationId, `study-groups/${input.groupId}/join`) }),
    invalidates: (input) => [studyGroupsQueryKey(input.organizationId)],
    success: (group) => ({ title: "Joined study group", description: group.name }),
    failure: "Failed to join study group",
  });
