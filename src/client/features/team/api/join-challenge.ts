import type { Challenge } from "../../../../contracts/team";
import { challengesQueryKey } from "./get-challenges";
import { teamUrl, useTeamMutation } from "./use-team-mutation";

/** POST …/team/challenges/:challengeId/join */
export const useJoinChallenge = () =>
  useTeamMutation<{ organizationId: string; challengeId: number }, Challenge>({
    request: (input) => ({
      method: "POST",
      url: teamUrl(input.organizationId, `challenges/${input.challengeId}/join`),
    }),
    invalidates: (input) => [challengesQueryKey(input.organizationId)],
    success: (challenge) => ({ title: "Challenge joined", description: challenge.title }),
    failure: "Failed to join challenge",
  });
