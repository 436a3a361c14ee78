import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invalidateItemAnalysis } from "@/components/api/get-item-analysis";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { knowledgeCheckAuthoringEndpoints as endpoints } from "../../../../contracts/api/knowledge-checks";
import type { CheckSettings, QuestionInput } from "../../../../contracts/knowledge-check";

/** Knowledge check authoring and item analysis (issue 22 items 4 and 5). */
export const bankModulesKey = queryKeyOf(endpoints.bankModules);
/** Under bankModulesKey (the URL's hierarchy), so invalidating the list reads the open bank again too. */
export const bankKey = (moduleId: number) => queryKeyOf(endpoints.bank, { params: { moduleId } });

export const useBankModules = () =>
  useQuery({ queryKey: bankModulesKey, queryFn: () => callApi(endpoints.bankModules) });

export const useBank = (moduleId: number | null) =>
  useQuery({
    queryKey: bankKey(moduleId ?? 0),
    queryFn: () => callApi(endpoints.bank, { params: { moduleId: moduleId ?? 0 } }),
    enabled: moduleId !== null,
  });

type BankWrite =
  | { kind: "add"; moduleId: number; question: QuestionInput }
  | { kind: "edit"; questionId: number; question: QuestionInput }
  | { kind: "retire" | "restore"; questionId: number }
  | { kind: "settings"; moduleId: number; settings: CheckSettings }
  | { kind: "publish-drafts"; moduleId: number };

function send(write: BankWrite): Promise<unknown> {
  switch (write.kind) {
    case "add":
      return callApi(endpoints.createQuestion, { params: { moduleId: write.moduleId }, body: write.question });
    case "edit":
      return callApi(endpoints.updateQuestion, { params: { questionId: write.questionId }, body: write.question });
    case "retire":
      return callApi(endpoints.retireQuestion, { params: { questionId: write.questionId } });
    case "restore":
      return callApi(endpoints.restoreQuestion, { params: { questionId: write.questionId } });
    case "settings":
      return callApi(endpoints.updateSettings, { params: { moduleId: write.moduleId }, body: write.settings });
    case "publish-drafts":
      return callApi(endpoints.publishDrafts, { params: { moduleId: write.moduleId } });
  }
}

/** Every bank write; the module list, the bank and the analysis are read again after it. */
export function useBankWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: bankModulesKey }), invalidateItemAnalysis(queryClient)]),
  });
}
