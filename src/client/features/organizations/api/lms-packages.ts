import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, hrefOf, queryKeyOf } from "@/lib/api-client";
import { throwIfNotOk } from "@/lib/api-request";
import { saveResponseFile } from "@/lib/save-file";
import { lmsPackageEndpoints } from "../../../../contracts/api/lms-packages";
import type { LmsPackageFormat } from "../../../../contracts/lms-packages";
import { NO_ORGANIZATION } from "./get-organization";

/** The organisation's LMS packages (issue 24 item 1): every page of the list shares this prefix. */
export const lmsPackagesQueryKey = (organizationId: string) =>
  queryKeyOf(lmsPackageEndpoints.list, { params: { id: organizationId } });

/** GET /api/organizations/{id}/lms-packages?page= (owners and admins): a page of packages, newest first. */
export const getLmsPackagesQueryOptions = (organizationId: string, page: number) =>
  queryOptions({
    queryKey: queryKeyOf(lmsPackageEndpoints.list, { params: { id: organizationId }, query: { page } }),
    queryFn: () => callApi(lmsPackageEndpoints.list, { params: { id: organizationId }, query: { page } }),
    placeholderData: keepPreviousData,
  });

export const useLmsPackages = (organizationId: string | undefined, page: number) =>
  useQuery({
    ...getLmsPackagesQueryOptions(organizationId || NO_ORGANIZATION, page),
    enabled: Boolean(organizationId),
  });

export interface LmsPackageRequest {
  kind: "module" | "pathway";
  id: number;
  format: LmsPackageFormat;
}

/**
 * GET /api/modules/{id}/export or /api/pathways/{id}/export: a new package (a ZIP), saved through a
 * temporary object URL. A refusal raises an ApiError with the server's message.
 */
export async function downloadLmsPackage({ kind, id, format }: LmsPackageRequest): Promise<{ fileName: string }> {
  const endpoint = kind === "module" ? lmsPackageEndpoints.exportModule : lmsPackageEndpoints.exportPathway;
  const response = await fetch(hrefOf(endpoint, { params: { id }, query: { format } }), {
    credentials: "same-origin",
  });
  await throwIfNotOk(response);
  return saveResponseFile(response, `pivot-${kind}-${id}-${format}.zip`);
}

export function useDownloadLmsPackage(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadLmsPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lmsPackagesQueryKey(organizationId) }),
  });
}

/** POST /api/organizations/{id}/lms-packages/{packageId}/revoke: its next launches are refused. */
export function useRevokeLmsPackage(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packageId: string) =>
      callApi(lmsPackageEndpoints.revoke, { params: { id: organizationId, packageId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lmsPackagesQueryKey(organizationId) }),
  });
}

/** PUT /api/organizations/{id}/lms-packages/{packageId}/origins: the LMS web addresses it may be launched from. */
export function useSetLmsPackageOrigins(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, origins }: { packageId: string; origins: string[] }) =>
      callApi(lmsPackageEndpoints.setOrigins, { params: { id: organizationId, packageId }, body: { origins } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lmsPackagesQueryKey(organizationId) }),
  });
}
