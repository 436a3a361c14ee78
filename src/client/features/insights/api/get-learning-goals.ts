import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { LearningGoal } from "../../../../contracts/insights";

export const learningGoalsQueryKey = () => ["/api/learning-goals"] as const;

export const getLearningGoalsQueryOptions = () =>
  queryOptions({ queryKey: learningGoalsQueryKey(), queryFn: () => getJson<LearningGoal[]>("/api/learning-goals") });

export const useLearningGoals = () => useQuery(getLearningGoalsQueryOptions());
