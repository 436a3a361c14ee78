import type { Challenge, CreateChallengeInput } from "../../../../contracts/team";
import { challengesQueryKey } from "./get-challenges";
import { teamUrl, useTeamMutation } from "./use-team-mutation";

/** POST …/team/challenges */
export const useCreateChallenge = () =>
  useTeamMutation<{ organizationId: string; challenge: CreateChallengeInput }, Challenge>({
    request: (input) => ({ method: "POST", url: teamUrl(input.organizationId, "challenges"), body: input.challenge }),
    invalidates: (input) => [challengesQueryKey(input.organizationId)],
    success: (challenge) => ({ title: "Challenge created", description: challenge.title }),
    failure: "Failed to create challenge",
  });
