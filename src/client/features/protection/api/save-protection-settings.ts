import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { ProtectionSettings } from "../../../../contracts/protection";
import { protectedModulesQueryKey } from "./get-protected-modules";
import { protectionSettingsQueryKey } from "./get-protection-settings";

export const saveProtectionSettings = (settings: ProtectionSettings) =>
  apiRequest<ProtectionSettings & { updatedAt: string | null }>("PUT", "/api/protection/settings", settings);

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
