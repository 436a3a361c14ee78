import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { AssistantAnswer } from "../../../../contracts/assistant";

/** POST /api/assistant/ask (issue 26 item 6): a question about the catalogue, answered from the module texts. */
export function useAskAssistant() {
  return useMutation({
    mutationFn: (message: string) => apiRequest<AssistantAnswer>("POST", "/api/assistant/ask", { message }),
  });
}
