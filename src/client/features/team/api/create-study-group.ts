import { callApi } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";
import type { CreateStudyGroupInput } from "../../../../contracts/team";
import { studyGroupsQueryKey } from "./get-study-groups";
import { teamOverviewQueryKey } from "./get-team-overview";
import { useTeamMutation } from "./use-team-mutation";

/** POST …/team/study-groups */
export const useCreateStudyGroup = () =>
  useTeamMutation({
    request: (input: { organizationId: string; group: CreateStudyGroupInput }) =>
      callApi(teamEndpoints.createStudyGroup, { params: { organizationId: input.organizationId }, body: input.group }),
    invalidates: (input) => [studyGroupsQueryKey(input.organizationId), teamOverviewQueryKey(input.organizationId)],
    success: (group) => ({ title: "Study group created", description: `${group.name} is open to your team` }),
    failure: "Failed to create study group",
  });
