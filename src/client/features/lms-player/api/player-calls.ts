import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import type { RequestOptions } from "@/lib/api-request";
import { lmsPlayerEndpoints } from "../../../../contracts/api/lms-player";
import type { KnowledgeCheckSubmission } from "../../../../contracts/knowledge-check";
import type { PlayerProgress } from "../../../../contracts/lms-player";

/**
 * The player's calls (issue 24): the launch token exchanged once, then the player key as
 * `Authorization: Bearer` and no cookie on every call (the player acts for the LMS's learner, not for
 * whoever may be signed in to PIVOT in this browser).
 */
export interface PlayerAuth {
  playerKey: string;
  moduleId: number;
}

const bearer = (auth: PlayerAuth): RequestOptions => ({
  headers: { Authorization: `Bearer ${auth.playerKey}` },
  credentials: "omit",
});

/** POST /api/lms/player-sessions: the launch token for the session (single use). */
export const createPlayerSession = (launchToken: string) =>
  callApi(lmsPlayerEndpoints.createSession, { body: { launchToken }, credentials: "omit" });

export const playerStateQueryKey = (moduleId: number) => queryKeyOf(lmsPlayerEndpoints.state, { params: { moduleId } });

export const playerStateQueryOptions = (auth: PlayerAuth) =>
  queryOptions({
    queryKey: playerStateQueryKey(auth.moduleId),
    queryFn: () => callApi(lmsPlayerEndpoints.state, { params: { moduleId: auth.moduleId }, ...bearer(auth) }),
  });

export const usePlayerState = (auth: PlayerAuth | null) =>
  useQuery({
    ...playerStateQueryOptions(auth ?? { playerKey: "", moduleId: 0 }),
    enabled: auth !== null,
  });

export const playerContentQueryKey = (moduleId: number) =>
  queryKeyOf(lmsPlayerEndpoints.content, { params: { moduleId } });

export const usePlayerContent = (auth: PlayerAuth, enabled: boolean) =>
  useQuery({
    queryKey: playerContentQueryKey(auth.moduleId),
    queryFn: () => callApi(lmsPlayerEndpoints.content, { params: { moduleId: auth.moduleId }, ...bearer(auth) }),
    enabled,
  });

/** Progress, as the module page records it; the state (and the LMS's report) follows. */
export function useRecordPlayerProgress(auth: PlayerAuth) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PlayerProgress) =>
      callApi(lmsPlayerEndpoints.recordProgress, {
        params: { moduleId: auth.moduleId },
        body: update,
        ...bearer(auth),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerStateQueryKey(auth.moduleId) }),
  });
}

export const startPlayerAttempt = (auth: PlayerAuth) =>
  callApi(lmsPlayerEndpoints.startAttempt, { params: { moduleId: auth.moduleId }, ...bearer(auth) });

/** A submission; a pass completes the module, so the state (and the LMS's report) follows. */
export function useSubmitPlayerAttempt(auth: PlayerAuth) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, answers }: { attemptId: number } & KnowledgeCheckSubmission) =>
      callApi(lmsPlayerEndpoints.submitAttempt, {
        params: { moduleId: auth.moduleId, attemptId },
        body: { answers },
        ...bearer(auth),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerStateQueryKey(auth.moduleId) }),
  });
}
