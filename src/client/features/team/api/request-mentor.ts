import { callApi } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";
import { mentoringQueryKey } from "./get-mentoring";
import { useTeamMutation } from "./use-team-mutation";

/** POST …/team/mentoring/requests */
export const useRequestMentor = () =>
  useTeamMutation({
    request: (input: { organizationId: string; focus: string; mentorOfferId: number | null }) =>
      callApi(teamEndpoints.requestMentor, {
        params: { organizationId: input.organizationId },
        body: { focus: input.focus, mentorOfferId: input.mentorOfferId },
      }),
    invalidates: (input) => [mentoringQueryKey(input.organizationId)],
    success: () => ({ title: "Mentor requested" }),
    failure: "Failed to request a mentor",
  });
