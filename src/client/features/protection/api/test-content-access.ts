import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { AccessTestResponse } from "../../../../contracts/protection";

export interface AccessTestInput {
  moduleId: number;
  action: "download" | "print" | "copy";
  subscriptionTier?: "free" | "individual" | "team" | "enterprise";
}

export const testContentAccess = (input: AccessTestInput) =>
  apiRequest<AccessTestResponse>("POST", "/api/protection/access-test", input);

export const useTestContentAccess = () => useMutation({ mutationFn: testContentAccess });
