import type { Mentoring } from "../../../../contracts/team";
import { mentoringQueryKey } from "./get-mentoring";
import { teamUrl, useTeamMutation } from "./use-team-mutation";

/** POST …/team/mentoring/offers */
export const useOfferMentoring = () =>
  useTeamMutation<{ organizationId: string; expertise: string }, Mentoring>({
    request: (input) => ({
      method: "POST",
      url: teamUrl(input.organizationId, "mentoring/offers"),
      body: { expertise: input.expertise },
    }),
    invalidates: (input) => [mentoringQueryKey(input.organizationId)],
    success: () => ({ title: "Thank you for offering to mentor", description: "Teammates can now ask you" }),
    failure: "Failed to offer mentoring",
  });
