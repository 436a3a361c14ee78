import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { protectionEndpoints } from "../../../../contracts/api/protection";

export interface AccessTestInput {
  moduleId: number;
  action: "download" | "print" | "copy";
  subscriptionTier?: "free" | "individual" | "team" | "enterprise";
}

export const testContentAccess = (input: AccessTestInput) => callApi(protectionEndpoints.accessTest, { body: input });

export const useTestContentAccess = () => useMutation({ mutationFn: testContentAccess });
