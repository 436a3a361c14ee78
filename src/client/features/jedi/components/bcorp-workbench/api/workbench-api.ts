import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, hrefOf, queryKeyOf } from "@/lib/api-client";
import { ApiError } from "@/lib/api-request";
import { bcorpWorkbenchEndpoints as endpoints } from "../../../../../../contracts/api/bcorp-workbench";
import type { EvidenceFile, UpdateWorkbenchItem } from "../../../../../../contracts/bcorp-workbench";

/** The organisation's B Corp evidence workbench (issue 25 item 4), through contracts/api/bcorp-workbench.ts. */
export const workbenchQueryKey = (organizationId: string) =>
  queryKeyOf(endpoints.get, { params: { id: organizationId } });

export const useWorkbench = (organizationId: string) =>
  useQuery({
    queryKey: workbenchQueryKey(organizationId),
    queryFn: () => callApi(endpoints.get, { params: { id: organizationId } }),
  });

export function useUpdateItem(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, patch }: { itemId: number; patch: UpdateWorkbenchItem }) =>
      callApi(endpoints.updateItem, { params: { id: organizationId, itemId }, body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workbenchQueryKey(organizationId) }),
  });
}

export function useRemoveEvidence(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => callApi(endpoints.removeEvidence, { params: { id: organizationId, fileId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workbenchQueryKey(organizationId) }),
  });
}

export const evidenceHref = (organizationId: string, fileId: number) =>
  hrefOf(endpoints.downloadEvidence, { params: { id: organizationId, fileId } });
export const exportPackHref = (organizationId: string) =>
  hrefOf(endpoints.exportPack, { params: { id: organizationId } });

/**
 * Uploads an evidence file with its progress (fetch reports none, so XMLHttpRequest); a refusal is an
 * ApiError with the server's reason, as callApi would raise it.
 */
export function uploadEvidence(
  organizationId: string,
  itemId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<EvidenceFile> {
  const form = new FormData();
  form.append("file", file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(
      endpoints.uploadEvidence.method,
      hrefOf(endpoints.uploadEvidence, { params: { id: organizationId, itemId }, body: form }),
    );
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as EvidenceFile);
      else reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
    };
    xhr.onerror = () => reject(new Error("The upload failed: check your connection and try again"));
    xhr.send(form);
  });
}
