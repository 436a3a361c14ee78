import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { protectionEndpoints } from "../../../../contracts/api/protection";
import type { ProtectionSettings } from "../../../../contracts/protection";
import { protectedModulesQueryKey } from "./get-protected-modules";
import { protectionSettingsQueryKey } from "./get-protection-settings";

export const saveProtectionSettings = (settings: ProtectionSettings) =>
  callApi(protectionEndpoints.saveSettings, { body: settings });

export function useSaveProtectionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProtectionSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(protectionSettingsQueryKey(), saved);
      return queryClient.invalidateQueries({ queryKey: protectedModulesQueryKey() });
    },
  });
}
