import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { KnowledgeCheckAttempt } from "../../../../contracts/knowledge-check";

/** POST /api/modules/{id}/knowledge-check/attempts (issue 22): a fresh draw of questions. */
export const startKnowledgeCheck = (moduleId: number) =>
  apiRequest<KnowledgeCheckAttempt>("POST", `/api/modules/${moduleId}/knowledge-check/attempts`);

export function useStartKnowledgeCheck(moduleId: number) {
  return useMutation({ mutationFn: () => startKnowledgeCheck(moduleId) });
}
