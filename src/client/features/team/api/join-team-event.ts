import { callApi } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";
import { teamEventsQueryKey } from "./get-team-events";
import { useTeamMutation } from "./use-team-mutation";

/** POST …/team/events/:eventId/join */
export const useJoinTeamEvent = () =>
  useTeamMutation({
    request: (input: { organizationId: string; eventId: number }) =>
      callApi(teamEndpoints.joinEvent, { params: input }),
    invalidates: (input) => [teamEventsQueryKey(input.organizationId)],
    success: (event) => ({ title: "You are attending", description: event.title }),
    failure: "Failed to join event",
  });
