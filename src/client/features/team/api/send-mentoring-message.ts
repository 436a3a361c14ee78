import type { Mentoring } from "../../../../contracts/team";
import { mentoringQueryKey } from "./get-mentoring";
import { teamUrl, useTeamMutation } from "./use-team-mutation";

/** POST …/team/mentoring/requests/:requestId/messages */
export const useSendMentoringMessage = () =>
  useTeamMutation<{ organizationId: string; requestId: number; body: string }, Mentoring>({
    request: (input) => ({
      method: "POST",
      url: teamUrl(input.organizationId, `mentoring/requests/${input.requestId}/messages`),
      body: { body: input.body },
    }),
    invalidates: (input) => [mentoringQueryKey(input.organizationId)],
    success: () => ({ title: "Message sent" }),
    failure: "Failed to send message",
  });
