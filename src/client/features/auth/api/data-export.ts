import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { dataExportEndpoints } from "../../../../contracts/api/data-export";
import type { DataExport } from "../../../../contracts/data-export";

/** Issue 28 item 1, "Download my data" on /profile. */

export const latestDataExportQueryKey = () => queryKeyOf(dataExportEndpoints.latest);
/** Under the latest export's key (the path's prefix). */
export const dataExportQueryKey = (id: number) => queryKeyOf(dataExportEndpoints.get, { params: { id } });

/** How often the progress bar asks while the job writes the export. */
export const DATA_EXPORT_POLL_MS = 1_000;

export const isDataExportRunning = (item: Pick<DataExport, "status"> | null | undefined) =>
  item?.status === "queued" || item?.status === "running";

/** GET /api/account/data-export: the person's latest export, or null. */
export const getLatestDataExportQueryOptions = () =>
  queryOptions({
    queryKey: latestDataExportQueryKey(),
    queryFn: () => callApi(dataExportEndpoints.latest),
  });

export const useLatestDataExport = () => useQuery(getLatestDataExportQueryOptions());

/** GET /api/account/data-export/{id}: asked again every second while the export is queued or running. */
export const getDataExportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: dataExportQueryKey(id),
    queryFn: () => callApi(dataExportEndpoints.get, { params: { id } }),
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
    mutationFn: () => callApi(dataExportEndpoints.request),
    onSuccess: (accepted) => {
      void queryClient.invalidateQueries({ queryKey: dataExportQueryKey(accepted.id) });
    },
  });
}
