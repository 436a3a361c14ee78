import { callApi } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";
import type { CreateChallengeInput } from "../../../../contracts/team";
import { challengesQueryKey } from "./get-challenges";
import { useTeamMutation } from "./use-team-mutation";

/** POST …/team/challenges */
export const useCreateChallenge = () =>
  useTeamMutation({
    request: (input: { organizationId: string; challenge: CreateChallengeInput }) =>
      callApi(teamEndpoints.createChallenge, {
        params: { organizationId: input.organizationId },
        body: input.challenge,
      }),
    invalidates: (input) => [challengesQueryKey(input.organizationId)],
    success: (challenge) => ({ title: "Challenge created", description: challenge.title }),
    failure: "Failed to create challenge",
  });
