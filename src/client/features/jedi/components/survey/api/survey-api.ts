import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshOrganizationViews } from "@/components/api/organization-views";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { jediSurveyEndpoints as endpoints } from "../../../../../../contracts/api/jedi-surveys";
import type { CreateSurveyInput } from "../../../../../../contracts/jedi-surveys";
import type { GroupDimension } from "../../../../../../domain/inclusion-survey";

/** The organisation's inclusion surveys (issue 25 item 2), through the contracts (contracts/api/jedi-surveys.ts). */
export const surveysQueryKey = (organizationId: string) =>
  queryKeyOf(endpoints.list, { params: { id: organizationId } });

export const useSurveys = (organizationId: string) =>
  useQuery({
    queryKey: surveysQueryKey(organizationId),
    queryFn: () => callApi(endpoints.list, { params: { id: organizationId } }),
  });

export const useSurveyResults = (organizationId: string, surveyId: number | null, groupBy: GroupDimension) =>
  useQuery({
    queryKey: queryKeyOf(endpoints.results, {
      params: { id: organizationId, surveyId: surveyId ?? 0 },
      query: { groupBy },
    }),
    queryFn: () =>
      callApi(endpoints.results, { params: { id: organizationId, surveyId: surveyId ?? 0 }, query: { groupBy } }),
    enabled: surveyId !== null,
  });

export function useLaunchSurvey(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSurveyInput) =>
      callApi(endpoints.create, { params: { id: organizationId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveysQueryKey(organizationId) }),
  });
}

export function useCloseSurvey(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (surveyId: number) => callApi(endpoints.close, { params: { id: organizationId, surveyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveysQueryKey(organizationId) }),
  });
}

export const useRemindSurvey = (organizationId: string) =>
  useMutation({
    mutationFn: (surveyId: number) => callApi(endpoints.remind, { params: { id: organizationId, surveyId } }),
  });

/** Assigning a recommended pathway changes the console's pathways and assignments (decision 403). */
export function useAssignFromSurvey(organizationId: string, surveyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pathwayId: number) =>
      callApi(endpoints.assign, { params: { id: organizationId, surveyId }, body: { pathwayId } }),
    onSuccess: () => refreshOrganizationViews(queryClient, organizationId),
  });
}

/** The respondent's calls: the token from the link goes in the body. */
export const useRespondentSurvey = (token: string) =>
  useQuery({
    queryKey: ["inclusion-survey", token.slice(0, 8)],
    queryFn: () => callApi(endpoints.open, { body: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAnswerSurvey = (token: string) =>
  useMutation({
    mutationFn: (answers: Record<string, string>) => callApi(endpoints.respond, { body: { token, answers } }),
  });

// ---- The organisation's readiness assessment (issue 25 item 3) ----

export const orgAssessmentsQueryKey = (organizationId: string) =>
  queryKeyOf(endpoints.assessments, { params: { id: organizationId } });
export const myOrgAssessmentsQueryKey = () => queryKeyOf(endpoints.myAssessments);

export const useOrgAssessments = (organizationId: string) =>
  useQuery({
    queryKey: orgAssessmentsQueryKey(organizationId),
    queryFn: () => callApi(endpoints.assessments, { params: { id: organizationId } }),
  });

export const useMyOrgAssessments = () =>
  useQuery({ queryKey: myOrgAssessmentsQueryKey(), queryFn: () => callApi(endpoints.myAssessments) });

export function useStartOrgAssessment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberIds: string[]) =>
      callApi(endpoints.startAssessment, { params: { id: organizationId }, body: { memberIds } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orgAssessmentsQueryKey(organizationId) });
      void queryClient.invalidateQueries({ queryKey: myOrgAssessmentsQueryKey() });
    },
  });
}

export function useAnswerOrgAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { organizationId: string; assessmentId: number; answers: Record<string, number> }) =>
      callApi(endpoints.answerAssessment, {
        params: { id: input.organizationId, assessmentId: input.assessmentId },
        body: { answers: input.answers },
      }),
    onSuccess: (_data, input) => {
      void queryClient.invalidateQueries({ queryKey: myOrgAssessmentsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: orgAssessmentsQueryKey(input.organizationId) });
    },
  });
}
