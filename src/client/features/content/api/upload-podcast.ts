import { useMutation, useQueryClient } from "@tanstack/react-query";
import { throwIfNotOk } from "@/lib/api-request";
import type { PodcastUploadResponse } from "../../../../contracts/content-admin";
import { refreshContentLists } from "./invalidate-content";

export interface PodcastUpload {
  moduleId: number;
  file: File;
  durationSeconds?: number;
  transcript?: string;
}

/** A multipart upload (the file is not JSON); errors follow spec 1 §8's "<status>: <body>" like apiRequest. */
export async function uploadPodcast({ moduleId, file, durationSeconds, transcript }: PodcastUpload) {
  const form = new FormData();
  if (durationSeconds !== undefined) form.set("durationSeconds", String(durationSeconds));
  if (transcript) form.set("transcript", transcript);
  form.set("file", file);
  const response = await fetch(`/api/content/modules/${moduleId}/podcast`, {
    method: "POST",
    credentials: "same-origin",
    body: form,
  });
  await throwIfNotOk(response);
  return (await response.json()) as PodcastUploadResponse;
}

export function useUploadPodcast() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadPodcast, onSuccess: () => refreshContentLists(queryClient) });
}
