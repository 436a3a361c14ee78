import type { TeamEvent } from "../../../../contracts/team";
import { teamEventsQueryKey } from "./get-team-events";
import { teamUrl, useTeamMutation } from "./use-team-mutation";

/** POST …/team/events/:eventId/join */
export const useJoinTeamEvent = () =>
  useTeamMutation<{ organizationId: string; eventId: number }, TeamEvent>({
    request: (input) => ({ method: "POST", url: teamUrl(input.organizationId, `events/${input.eventId}/join`) }),
    invalidates: (input) => [teamEventsQueryKey(input.organizationId)],
    success: (event) => ({ title: "You are attending", description: event.title }),
    failure: "Failed to join event",
  });
