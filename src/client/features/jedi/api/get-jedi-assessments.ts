import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { jediEndpoints } from "../../../../contracts/api/jedi";

export const jediAssessmentsQueryKey = () => queryKeyOf(jediEndpoints.assessments);

export const getJediAssessmentsQueryOptions = () =>
  queryOptions({
    queryKey: jediAssessmentsQueryKey(),
    queryFn: () => callApi(jediEndpoints.assessments),
  });

/** The signed-in user's earlier readiness assessments, newest first. */
export const useJediAssessments = () => useQuery(getJediAssessmentsQueryOptions());
