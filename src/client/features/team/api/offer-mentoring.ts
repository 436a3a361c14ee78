import { callApi } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";
import { mentoringQueryKey } from "./get-mentoring";
import { useTeamMutation } from "./use-team-mutation";

/** POST …/team/mentoring/offers */
export const useOfferMentoring = () =>
  useTeamMutation({
    request: (input: { organizationId: string; expertise: string }) =>
      callApi(teamEndpoints.offerMentoring, {
        params: { organizationId: input.organizationId },
        body: { expertise: input.expertise },
      }),
    invalidates: (input) => [mentoringQueryKey(input.organizationId)],
    success: () => ({ title: "Thank you for offering to mentor", description: "Teammates can now ask you" }),
    failure: "Failed to offer mentoring",
  });
