import JSZip from "jszip";
import { bakeCredential, renderBadgeImage } from "./badge-png";
import { type CertificatePdfInput, renderCertificatePdf } from "./certificate-pdf";

/** One certificate of Export All: its folder, the PDF's facts and the signed credential. */
export interface ExportEntry {
  /** The file-name slug of the certificate's title: the folder and the files' base name. */
  slug: string;
  pdf: CertificatePdfInput;
  pivotPillar: string;
  credential: unknown;
}

/** Export All: every certificate's PDF, badge PNG and badge JSON in one ZIP (runs in the worker, issue 29). */
export async function buildExportZip(entries: readonly ExportEntry[]): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const entry of entries) {
    const folder = zip.folder(entry.slug);
    if (!folder) continue;
    folder.file(`${entry.slug}.pdf`, await renderCertificatePdf(entry.pdf));
    folder.file(
      `${entry.slug}-badge.png`,
      bakeCredential(renderBadgeImage(entry.pivotPillar), JSON.stringify(entry.credential)),
    );
    folder.file(`${entry.slug}-badge.json`, JSON.stringify(entry.credential, null, 2));
  }
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}
