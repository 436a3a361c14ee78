import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { guidedStartEndpoints } from "../../../../contracts/api/guided-start";

/** GET /api/dashboard/assignments: the learner's assigned pathways, due dates first (issue 45 item 3). */
export const assignedWorkQueryKey = () => queryKeyOf(guidedStartEndpoints.assignedWork);

export const getAssignedWorkQueryOptions = () =>
  queryOptions({ queryKey: assignedWorkQueryKey(), queryFn: () => callApi(guidedStartEndpoints.assignedWork) });

export const useAssignedWork = () => useQuery(getAssignedWorkQueryOptions());
