import type { Mentoring } from "../../../../contracts/team";
import { mentoringQueryKey } from "./get-mentoring";
import { teamUrl, useTeamMutation } from "./use-team-mutation";

/** POST …/team/mentoring/requests */
export const useRequestMentor = () =>
  useTeamMutation<{ organizationId: string; focus: string; mentorOfferId: number | null }, Mentoring>({
    request: (input) => ({
      method: "POST",
      url: teamUrl(input.organizationId, "mentoring/requests"),
      body: { focus: input.focus, mentorOfferId: input.mentorOfferId },
    }),
    invalidates: (input) => [mentoringQueryKey(input.organizationId)],
    success: () => ({ title: "Mentor requested" }),
    failure: "Failed to request a mentor",
  });
