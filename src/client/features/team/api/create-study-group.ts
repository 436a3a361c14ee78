import type { CreateStudyGroupInput, StudyGroup } from "../../../../contracts/team";
import { studyGroupsQueryKey } from "./get-study-groups";
import { teamOverviewQueryKey } from "./get-team-overview";
import { teamUrl, useTeamMutation } from "./use-team-mutation";

/** POST …/team/study-groups */
export const useCreateStudyGroup = () =>
  useTeamMutation<{ organizationId: string; group: CreateStudyGroupInput }, StudyGroup>({
    request: (input) => ({ method: "POST", url: teamUrl(input.organizationId, "study-groups"), body: input.group }),
    invalidates: (input) => [studyGroupsQueryKey(input.organizationId), teamOverviewQueryKey(input.organizationId)],
    success: (group) => ({ title: "Study group created", description: `${group.name} is open to your team` }),
    failure: "Failed to create study group",
  });
