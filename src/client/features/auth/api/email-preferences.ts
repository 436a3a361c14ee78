import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { mailEndpoints } from "../../../../contracts/api/mail";
import type { EmailPreferences } from "../../../../contracts/notifications";

export const emailPreferencesQueryKey = () => queryKeyOf(mailEndpoints.preferences);

export const getEmailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: emailPreferencesQueryKey(),
    queryFn: () => callApi(mailEndpoints.preferences),
  });

export const useEmailPreferences = () => useQuery(getEmailPreferencesQueryOptions());

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: EmailPreferences) => callApi(mailEndpoints.savePreferences, { body: prefs }),
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
