import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { itemAnalysisQueryKey } from "@/components/api/get-item-analysis";
import { apiRequest, getJson } from "@/lib/api-request";
import type {
  AdminBank,
  AdminQuestion,
  BankModule,
  CheckSettings,
  QuestionInput,
  QuestionUpdateResponse,
} from "../../../../contracts/knowledge-check";

/** Knowledge check authoring and item analysis (issue 22 items 4 and 5). */
const BASE = "/api/admin/knowledge-checks";
export const bankModulesKey = [`${BASE}/modules`] as const;
export const bankKey = (moduleId: number) => [`${BASE}/modules`, moduleId] as const;

export const useBankModules = () =>
  useQuery({ queryKey: bankModulesKey, queryFn: () => getJson<BankModule[]>(`${BASE}/modules`) });

export const useBank = (moduleId: number | null) =>
  useQuery({
    queryKey: bankKey(moduleId ?? 0),
    queryFn: () => getJson<AdminBank>(`${BASE}/modules/${moduleId}`),
    enabled: moduleId !== null,
  });

type BankWrite =
  | { kind: "add"; moduleId: number; question: QuestionInput }
  | { kind: "edit"; questionId: number; question: QuestionInput }
  | { kind: "retire" | "restore"; questionId: number }
  | { kind: "settings"; moduleId: number; settings: CheckSettings }
  | { kind: "publish-drafts"; moduleId: number };

function send(write: BankWrite): Promise<AdminQuestion | QuestionUpdateResponse | BankModule | unknown> {
  switch (write.kind) {
    case "add":
      return apiRequest("POST", `${BASE}/modules/${write.moduleId}/questions`, write.question);
    case "edit":
      return apiRequest("PUT", `${BASE}/questions/${write.questionId}`, write.question);
    case "retire":
    case "restore":
      return apiRequest("POST", `${BASE}/questions/${write.questionId}/${write.kind}`);
    case "settings":
      return apiRequest("PUT", `${BASE}/modules/${write.moduleId}/settings`, write.settings);
    case "publish-drafts":
      return apiRequest("POST", `${BASE}/modules/${write.moduleId}/publish-drafts`);
  }
}

/** Every bank write; the module list, the bank and the analysis are read again after it. */
export function useBankWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bankModulesKey }),
        queryClient.invalidateQueries({ queryKey: itemAnalysisQueryKey() }),
      ]),
  });
}
