import { callApi } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";
import type { CreateEventInput } from "../../../../contracts/team";
import { teamEventsQueryKey } from "./get-team-events";
import { teamOverviewQueryKey } from "./get-team-overview";
import { useTeamMutation } from "./use-team-mutation";

/** POST …/team/events */
export const useCreateTeamEvent = () =>
  useTeamMutation({
    request: (input: { organizationId: string; event: CreateEventInput }) =>
      callApi(teamEndpoints.createEvent, { params: { organizationId: input.organizationId }, body: input.event }),
    invalidates: (input) => [teamEventsQueryKey(input.organizationId), teamOverviewQueryKey(input.organizationId)],
    success: (event) => ({ title: "Event scheduled", description: `${event.title} is on your team's calendar` }),
    failure: "Failed to schedule event",
  });
