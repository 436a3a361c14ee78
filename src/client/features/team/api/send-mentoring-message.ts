import { callApi } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";
import { mentoringQueryKey } from "./get-mentoring";
import { useTeamMutation } from "./use-team-mutation";

/** POST …/team/mentoring/requests/:requestId/messages */
export const useSendMentoringMessage = () =>
  useTeamMutation({
    request: (input: { organizationId: string; requestId: number; body: string }) =>
      callApi(teamEndpoints.mentoringMessage, {
        params: { organizationId: input.organizationId, requestId: input.requestId },
        body: { body: input.body },
      }),
    invalidates: (input) => [mentoringQueryKey(input.organizationId)],
    success: () => ({ title: "Message sent" }),
    failure: "Failed to send message",
  });
