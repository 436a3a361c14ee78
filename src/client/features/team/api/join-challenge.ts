import { callApi } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";
import { challengesQueryKey } from "./get-challenges";
import { useTeamMutation } from "./use-team-mutation";

/** POST …/team/challenges/:challengeId/join */
export const useJoinChallenge = () =>
  useTeamMutation({
    request: (input: { organizationId: string; challengeId: number }) =>
      callApi(teamEndpoints.joinChallenge, { params: input }),
    invalidates: (input) => [challengesQueryKey(input.organizationId)],
    success: (challenge) => ({ title: "Challenge joined", description: challenge.title }),
    failure: "Failed to join challenge",
  });
