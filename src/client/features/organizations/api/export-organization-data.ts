import { useMutation } from "@tanstack/react-query";
import { hrefOf } from "@/lib/api-client";
import { throwIfNotOk } from "@/lib/api-request";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

/** The file name of a Content-Disposition header's filename="…", or the fallback. */
const fileNameOf = (header: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(header ?? "")?.[1] ?? fallback;

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
  const fileName = fileNameOf(response.headers.get("Content-Disposition"), "organisation-data.zip");
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return { fileName };
}

export const useExportOrganizationData = (organizationId: string) =>
  useMutation({ mutationFn: () => exportOrganizationData(organizationId) });
