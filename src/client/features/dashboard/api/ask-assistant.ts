import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { assistantEndpoints } from "../../../../contracts/api/assistant";

/** POST /api/assistant/ask (issue 26 item 6): a question about the catalogue, answered from the module texts. */
export function useAskAssistant() {
  return useMutation({
    mutationFn: (message: string) => callApi(assistantEndpoints.ask, { body: { message } }),
  });
}
