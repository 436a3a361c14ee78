import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";

/**
 * A team hub write: sends it (`request`, a callApi of the endpoint's contract), re-reads the lists it
 * changes (through their key factories) and says how it went. `success` is the toast title; a failure
 * shows the server's message.
 */
export function useTeamMutation<TInput, TResult>({
  request,
  invalidates,
  success,
  failure,
}: {
  request: (input: TInput) => Promise<TResult>;
  invalidates: (input: TInput) => QueryKey[];
  success?: (result: TResult, input: TInput) => { title: string; description?: string };
  failure: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (result, input) => {
      if (success) toast(success(result, input));
      await Promise.all(invalidates(input).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => toast({ title: failure, description: errorMessage(error), variant: "destructive" }),
  });
}
