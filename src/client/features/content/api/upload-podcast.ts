import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { contentEndpoints } from "../../../../contracts/api/content";
import { refreshContentLists } from "./invalidate-content";

export interface PodcastUpload {
  moduleId: number;
  file: File;
  durationSeconds?: number;
  transcript?: string;
}

/** A multipart upload (the file is not JSON); errors are ApiError like every call. */
export function uploadPodcast({ moduleId, file, durationSeconds, transcript }: PodcastUpload) {
  const form = new FormData();
  if (durationSeconds !== undefined) form.set("durationSeconds", String(durationSeconds));
  if (transcript) form.set("transcript", transcript);
  form.set("file", file);
  return callApi(contentEndpoints.uploadPodcast, { params: { id: moduleId }, body: form });
}

export function useUploadPodcast() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadPodcast, onSuccess: () => refreshContentLists(queryClient) });
}
