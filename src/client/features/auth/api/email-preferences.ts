import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage, getJson } from "@/lib/api-request";
import type { EmailPreferences } from "../../../../contracts/notifications";

export const emailPreferencesQueryKey = () => ["/api/email-preferences"] as const;

export const getEmailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: emailPreferencesQueryKey(),
    queryFn: () => getJson<EmailPreferences>("/api/email-preferences"),
  });

export const useEmailPreferences = () => useQuery(getEmailPreferencesQueryOptions());

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: EmailPreferences) => apiRequest<EmailPreferences>("PUT", "/api/email-preferences", prefs),
    onSuccess: (prefs) => {
      queryClient.setQueryData(emailPreferencesQueryKey(), prefs);
      toast({ title: "E-mail preferences saved" });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Could not save your preferences"),
        variant: "destructive",
      }),
  });
}
