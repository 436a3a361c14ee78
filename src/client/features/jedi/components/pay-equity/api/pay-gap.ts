import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, hrefOf, queryKeyOf } from "@/lib/api-client";
import { payGapEndpoints as endpoints } from "../../../../../../contracts/api/pay-gap";
import type { PayGapRecordBody, PayGapStatement } from "../../../../../../contracts/pay-gap";
import type { Sector } from "../../../../../../domain/pay-gap-statutory";

/**
 * The organisation's pay-gap workspace (issue 25 item 1). Answers holding salaries (records, the
 * report) are not kept after the tab leaves them (gcTime 0) and never written to storage.
 */
const workspaceKey = (organizationId: string) => queryKeyOf(endpoints.workspace, { params: { id: organizationId } });
const yearParams = (organizationId: string, year: number) => ({ params: { id: organizationId, year } });

export const usePayGapWorkspace = (organizationId: string | null) =>
  useQuery({
    queryKey: workspaceKey(organizationId ?? "none"),
    queryFn: () => callApi(endpoints.workspace, { params: { id: organizationId as string } }),
    enabled: organizationId !== null,
    retry: false,
  });

export const usePayGapReport = (organizationId: string, year: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf(endpoints.report, yearParams(organizationId, year)),
    queryFn: () => callApi(endpoints.report, yearParams(organizationId, year)),
    enabled,
    gcTime: 0,
    retry: false,
  });

export const usePayGapRecords = (organizationId: string, year: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf(endpoints.records, yearParams(organizationId, year)),
    queryFn: () => callApi(endpoints.records, yearParams(organizationId, year)),
    enabled,
    gcTime: 0,
    retry: false,
  });

export const reportHref = (organizationId: string, year: number, format: "pdf" | "csv") =>
  hrefOf(format === "pdf" ? endpoints.reportPdf : endpoints.reportCsv, yearParams(organizationId, year));

/** Everything under the organisation's pay-gap path is read again after a write. */
function useRefresh(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workspaceKey(organizationId) });
}

export function useUploadPayGap(organizationId: string) {
  const refresh = useRefresh(organizationId);
  return useMutation({
    mutationFn: ({ file, year }: { file: File; year: number }) => {
      const form = new FormData();
      form.append("year", String(year));
      form.append("file", file);
      return callApi(endpoints.upload, { params: { id: organizationId }, body: form });
    },
    onSuccess: refresh,
  });
}

export function useAddPayGapRecord(organizationId: string, year: number) {
  const refresh = useRefresh(organizationId);
  return useMutation({
    mutationFn: (body: PayGapRecordBody) => callApi(endpoints.addRecord, { ...yearParams(organizationId, year), body }),
    onSuccess: refresh,
  });
}

export function useRemovePayGapRecord(organizationId: string, year: number) {
  const refresh = useRefresh(organizationId);
  return useMutation({
    mutationFn: (recordId: number) =>
      callApi(endpoints.removeRecord, { params: { id: organizationId, year, recordId } }),
    onSuccess: refresh,
  });
}

export function useSavePayGapStatement(organizationId: string, year: number) {
  const refresh = useRefresh(organizationId);
  return useMutation({
    mutationFn: (body: PayGapStatement) =>
      callApi(endpoints.saveStatement, { ...yearParams(organizationId, year), body }),
    onSuccess: refresh,
  });
}

export function useSetPayGapSector(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sector: Sector) => callApi(endpoints.setSector, { params: { id: organizationId }, body: { sector } }),
    onSuccess: (workspace) => queryClient.setQueryData(workspaceKey(organizationId), workspace),
  });
}
