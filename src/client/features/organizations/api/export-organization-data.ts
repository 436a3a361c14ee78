import { useMutation } from "@tanstack/react-query";
import { hrefOf } from "@/lib/api-client";
import { throwIfNotOk } from "@/lib/api-request";
import { saveResponseFile } from "@/lib/save-file";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

/**
 * POST /api/organizations/{id}/export (owners and admins): the organisation's members, assignments,
 * completions and audit log as a ZIP (issue 28), saved through a temporary object URL.
 */
export async function exportOrganizationData(organizationId: string): Promise<{ fileName: string }> {
  const response = await fetch(hrefOf(organizationsEndpoints.export, { params: { id: organizationId } }), {
    method: "POST",
    credentials: "same-origin",
  });
  await throwIfNotOk(response);
  return saveResponseFile(response, "organisation-data.zip");
}

export const useExportOrganizationData = (organizationId: string) =>
  useMutation({ mutationFn: () => exportOrganizationData(organizationId) });
