import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { availableCertificatesQueryKey } from "@/components/api/get-available-certificates";
import { dashboardQueryKey } from "@/components/api/get-dashboard";
import { allModulesQueryKey } from "@/components/api/get-modules";
import { userCertificatesQueryKey } from "@/components/api/get-user-certificates";
import { userProgressQueryKey } from "@/components/api/get-user-progress";
import { userStatsQueryKey } from "@/components/api/get-user-stats";
import { refreshOrganizationFiguresOfLearner } from "@/components/api/organization-views";
import { callApi } from "@/lib/api-client";
import { idempotencyHeaders, newIdempotencyKey } from "@/lib/idempotent-write";
import { knowledgeCheckEndpoints } from "../../../../contracts/api/knowledge-checks";
import { moduleProgressQueryKey } from "./get-module-progress";

export interface KnowledgeCheckSubmission {
  attemptId: number;
  answers: Record<string, string[]>;
}

/** POST /api/modules/{id}/knowledge-check/attempts/{attemptId}/submit (issue 22). */
export const submitKnowledgeCheck = (
  moduleId: number,
  { attemptId, answers }: KnowledgeCheckSubmission,
  key = newIdempotencyKey(),
) =>
  callApi(knowledgeCheckEndpoints.submitAttempt, {
    params: { id: moduleId, attemptId },
    body: { answers },
    headers: idempotencyHeaders(key),
  });

/**
 * Issue 44 item 5: the key of a submission, the same when the same answers to the same attempt are sent
 * again (after an error whose answer was lost, the server answers the first result), a new one otherwise.
 */
export function submissionKey(
  previous: { text: string; key: string } | null,
  submission: KnowledgeCheckSubmission,
): { text: string; key: string } {
  const text = JSON.stringify([submission.attemptId, submission.answers]);
  return previous?.text === text ? previous : { text, key: newIdempotencyKey() };
}

/** A pass completes the module: its progress, the module (best score), the dashboard and stats follow. */
export function useSubmitKnowledgeCheck(moduleId: number) {
  const queryClient = useQueryClient();
  const lastKey = useRef<{ text: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (submission: KnowledgeCheckSubmission) => {
      lastKey.current = submissionKey(lastKey.current, submission);
      return submitKnowledgeCheck(moduleId, submission, lastKey.current.key);
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moduleProgressQueryKey(moduleId) }),
        queryClient.invalidateQueries({ queryKey: allModulesQueryKey() }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey() }),
        queryClient.invalidateQueries({ queryKey: userStatsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: userProgressQueryKey() }),
        // A pass can make a certificate claimable (issue 22).
        queryClient.invalidateQueries({ queryKey: availableCertificatesQueryKey() }),
        queryClient.invalidateQueries({ queryKey: userCertificatesQueryKey() }),
        // The learner's organisation counts it (decision 403): its analytics and reports.
        refreshOrganizationFiguresOfLearner(queryClient),
      ]);
    },
  });
}
