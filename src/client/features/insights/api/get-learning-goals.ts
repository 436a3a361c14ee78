import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { insightsEndpoints } from "../../../../contracts/api/insights";

export const learningGoalsQueryKey = () => queryKeyOf(insightsEndpoints.goals);

export const getLearningGoalsQueryOptions = () =>
  queryOptions({ queryKey: learningGoalsQueryKey(), queryFn: () => callApi(insightsEndpoints.goals) });

export const useLearningGoals = () => useQuery(getLearningGoalsQueryOptions());
