import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { SavedJediAssessment } from "../../../../contracts/jedi";

export const jediAssessmentsQueryKey = () => ["/api/jedi/assessments"] as const;

export const getJediAssessmentsQueryOptions = () =>
  queryOptions({
    queryKey: jediAssessmentsQueryKey(),
    queryFn: () => getJson<SavedJediAssessment[]>("/api/jedi/assessments"),
  });

/** The signed-in user's earlier readiness assessments, newest first. */
export const useJediAssessments = () => useQuery(getJediAssessmentsQueryOptions());
