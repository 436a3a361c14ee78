import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "@/lib/api-request";
import type { DataExport, DataExportAccepted, LatestDataExport } from "../../../../contracts/data-export";

/** Issue 28 item 1, "Download my data" on /profile. */

export const latestDataExportQueryKey = () => ["/api/account/data-export"] as const;
export const dataExportQueryKey = (id: number) => [...latestDataExportQueryKey(), id] as const;

/** How often the progress bar asks while the job writes the export. */
export const DATA_EXPORT_POLL_MS = 1_000;

export const isDataExportRunning = (item: Pick<DataExport, "status"> | null | undefined) =>
  item?.status === "queued" || item?.status === "running";

/** GET /api/account/data-export: the person's latest export, or null. */
export const getLatestDataExportQueryOptions = () =>
  queryOptions({
    queryKey: latestDataExportQueryKey(),
    queryFn: () => getJson<LatestDataExport>("/api/account/data-export"),
  });

export const useLatestDataExport = () => useQuery(getLatestDataExportQueryOptions());

/** GET /api/account/data-export/{id}: asked again every second while the export is queued or running. */
export const getDataExportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: dataExportQueryKey(id),
    queryFn: () => getJson<DataExport>(`/api/account/data-export/${id}`),
    refetchInterval: (query) => (isDataExportRunning(query.state.data) ? DATA_EXPORT_POLL_MS : false),
  });

export function useDataExport(id: number | null, initial?: DataExport) {
  return useQuery({
    ...getDataExportQueryOptions(id ?? 0),
    enabled: id !== null,
    initialData: initial && initial.id === id ? initial : undefined,
  });
}

/** POST /api/account/data-export: a new export, or the one already running. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DataExportAccepted>("POST", "/api/account/data-export"),
    onSuccess: (accepted) => {
      void queryClient.invalidateQueries({ queryKey: dataExportQueryKey(accepted.id) });
    },
  });
}
