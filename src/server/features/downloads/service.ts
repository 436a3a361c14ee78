import { and, eq } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import { isPremiumLocked } from "../../../domain/access";
import { downloadContent } from "../../../domain/data/download-templates";
import { type DownloadFormat, downloadFileName, downloadResourceById } from "../../../domain/downloads";
import type { Db } from "../../db/client";
import { modules } from "../../db/schema";
import { badRequest, forbidden, notFound } from "../../errors";
import { enforceContentAccess } from "../../platform/protection/content-access";
import { DOWNLOAD_CONTENT_TYPES, renderDownload } from "./render";

export interface DownloadRequest {
  moduleId: number;
  resourceId: string;
  format: DownloadFormat;
}

export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * A Resources tab download (spec 3 §2 "Resources tab downloads"), built for the module as a real
 * file rather than the prototype's text file. Premium-locked modules stay locked (spec 3 §6).
 */
export async function createDownload(
  db: Db,
  user: CurrentUser,
  request: DownloadRequest,
  now: Date,
  ip?: string,
): Promise<DownloadFile> {
  const [module] = await db
    .select({ id: modules.id, title: modules.title, category: modules.category, pivotPillar: modules.pivotPillar })
    .from(modules)
    .where(and(eq(modules.id, request.moduleId), eq(modules.isActive, true)))
    .limit(1);
  if (!module) throw notFound("Module not found");

  const resource = downloadResourceById(request.resourceId);
  if (!resource) throw notFound("Resource not found");
  if (!resource.formats.includes(request.format)) {
    const offered = resource.formats.map((format) => format.toUpperCase()).join(", ");
    const message = `${resource.title} is available as ${offered}, not ${request.format.toUpperCase()}`;
    throw badRequest(message, [{ path: "format", message }]);
  }
  if (isPremiumLocked(module, user)) throw forbidden("Premium Content Access Required");
  // spec 3 §9: protected modules' downloads count against the tier's daily limit; watermark when on.
  const { watermark, reference } = await enforceContentAccess(db, user, module, "download", { now, ip });

  const generated = downloadContent(resource.template, {
    moduleTitle: module.title,
    pillar: module.pivotPillar,
    date: now,
    resourceTitle: resource.title,
  });
  // The watermark is one more detail line, so every format prints it where it prints the module and date.
  const marks = [
    ...(watermark ? [{ label: "Watermark", value: watermark }] : []),
    ...(reference ? [{ label: "Reference", value: reference }] : []),
  ];
  const document = marks.length ? { ...generated, details: [...generated.details, ...marks] } : generated;
  const body = await renderDownload(request.format, document, {
    resourceId: resource.id,
    template: resource.template,
    date: now,
  });
  return {
    fileName: downloadFileName(resource.title, request.format),
    contentType: DOWNLOAD_CONTENT_TYPES[request.format],
    body,
  };
}
