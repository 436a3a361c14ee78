import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { modulesEndpoints } from "../../../../contracts/api/modules";
import type { GuideProgress } from "../../../../contracts/learning";

/** Below the module's key (get-module.ts), as its address is below the module's. */
export const guideProgressQueryKey = (moduleId: number) =>
  queryKeyOf(modulesEndpoints.guides, { params: { id: moduleId } });

export const getGuideProgress = (moduleId: number) => callApi(modulesEndpoints.guides, { params: { id: moduleId } });

export const getGuideProgressQueryOptions = (moduleId: number) =>
  queryOptions({ queryKey: guideProgressQueryKey(moduleId), queryFn: () => getGuideProgress(moduleId) });

export const useGuideProgress = (moduleId: number, enabled = true) =>
  useQuery({ ...getGuideProgressQueryOptions(moduleId), enabled });

export const saveGuideSteps = (moduleId: number, guideId: string, completedSteps: number[]) =>
  callApi(modulesEndpoints.saveGuide, { params: { id: moduleId, guideId }, body: { completedSteps } });

interface SaveGuideStepsInput {
  guideId: string;
  completedSteps: number[];
}

/**
 * Ticks show at once (optimistic); a failed save puts the previous ticks back. The tick is drawn
 * before the mutation starts: saves of one module run one after another (below), and a queued save's
 * onMutate would only run when the one before it finished, leaving the box unticked meanwhile.
 */
export function useSaveGuideSteps(moduleId: number) {
  const queryClient = useQueryClient();
  const queryKey = guideProgressQueryKey(moduleId);
  const mutationKey = [...queryKey, "save"];
  const mutation = useMutation({
    mutationKey,
    // Saves run one after another, so the server keeps the last tick the learner made.
    scope: { id: `guide-progress-${moduleId}` },
    mutationFn: ({ guideId, completedSteps }: SaveGuideStepsInput & { previous?: GuideProgress }) =>
      saveGuideSteps(moduleId, guideId, completedSteps),
    onSuccess: (progress) => {
      // A later tick is still queued: keep its optimistic state rather than flash this answer.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(queryKey, progress);
    },
    onError: (_error, { previous }) => {
      queryClient.setQueryData(queryKey, previous);
      toast({ title: "Error", description: "Failed to save guide progress", variant: "destructive" });
    },
  });
  return {
    ...mutation,
    mutate: ({ guideId, completedSteps }: SaveGuideStepsInput) => {
      const previous = queryClient.getQueryData<GuideProgress>(queryKey);
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<GuideProgress>(queryKey, { ...previous, [guideId]: completedSteps });
      mutation.mutate({ guideId, completedSteps, previous });
    },
  };
}
