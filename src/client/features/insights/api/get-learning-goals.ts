import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LearningGoal } from "../../../../contracts/insights";
import { getJson } from "../../../lib/api-request";

export const learningGoalsQueryKey = () => ["/api/learning-goals"] as const;

export const getLearningGoalsQueryOptions = () =>
  queryOptions({ queryKey: learningGoalsQueryKey(), queryFn: () => getJson<LearningGoal[]>("/api/learning-goals") });

export const useLearningGoals = () => useQuery(getLearningGoalsQueryOptions());
