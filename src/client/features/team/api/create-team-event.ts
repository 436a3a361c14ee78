import type { CreateEventInput, TeamEvent } from "../../../../contracts/team";
import { teamEventsQueryKey } from "./get-team-events";
import { teamOverviewQueryKey } from "./get-team-overview";
import { teamUrl, useTeamMutation } from "./use-team-mutation";

/** POST …/team/events */
export const useCreateTeamEvent = () =>
  useTeamMutation<{ organizationId: string; event: CreateEventInput }, TeamEvent>({
    request: (input) => ({ method: "POST", url: teamUrl(input.organizationId, "events"), body: input.event }),
    invalidates: (input) => [teamEventsQueryKey(input.organizationId), teamOverviewQueryKey(input.organizationId)],
    success: (event) => ({ title: "Event scheduled", description: `${event.title} is on your team's calendar` }),
    failure: "Failed to schedule event",
  });
