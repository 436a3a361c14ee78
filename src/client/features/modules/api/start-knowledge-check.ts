import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { knowledgeCheckEndpoints } from "../../../../contracts/api/knowledge-checks";

/** POST /api/modules/{id}/knowledge-check/attempts (issue 22): a fresh draw of questions. */
export const startKnowledgeCheck = (moduleId: number) =>
  callApi(knowledgeCheckEndpoints.startAttempt, { params: { id: moduleId } });

export function useStartKnowledgeCheck(moduleId: number) {
  return useMutation({ mutationFn: () => startKnowledgeCheck(moduleId) });
}
