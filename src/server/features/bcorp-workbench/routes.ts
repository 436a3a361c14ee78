import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { bcorpWorkbenchEndpoints as endpoints } from "../../../contracts/api/bcorp-workbench";
import { EVIDENCE_MAX_BYTES } from "../../../domain/bcorp-workbench";
import { requireUser } from "../../auth/session";
import { badRequest, HttpError } from "../../errors";
import { route } from "../../platform/http/route";
import { createUploadStorage } from "../../platform/storage/upload-storage";
import { buildExportPack } from "./export-pack";
import {
  BCORP_EVIDENCE_FOLDER,
  evidenceDownload,
  getWorkbench,
  itemOf,
  removeEvidence,
  updateItem,
  uploadEvidence,
  workbenchAccess,
} from "./workbench";

/** "Content-Disposition" for a file name that may hold any character. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * The B Corp evidence workbench (issue 25 item 4, decision 320): members of the organisation read it,
 * owners and admins edit it; another organisation's ids are not found; every write is audited.
 */
export async function bcorpWorkbenchRoutes(app: FastifyInstance) {
  const { db, config } = app.services;
  const storage = createUploadStorage(config.uploads, BCORP_EVIDENCE_FOLDER);
  await app.register(multipart, {
    limits: { fileSize: EVIDENCE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
  });

  const accessFor = async (request: FastifyRequest, organizationId: string, need: "read" | "edit") =>
    workbenchAccess(db, await requireUser(request), organizationId, need, request.ip);

  route(app, endpoints.get, async (request, reply) => {
    const access = await accessFor(request, request.params.id, "read");
    reply.header("cache-control", "private, no-store");
    return getWorkbench(db, access);
  });

  route(app, endpoints.updateItem, async (request) => {
    const access = await accessFor(request, request.params.id, "edit");
    return updateItem(db, access, request.params.itemId, () => request.body, app.clock());
  });

  route(app, endpoints.uploadEvidence, async (request, reply) => {
    const access = await accessFor(request, request.params.id, "edit");
    // An item of another organisation is not found before anything of the body is read.
    await itemOf(db, access, request.params.itemId);
    if (!request.isMultipart()) {
      throw new HttpError(415, "Send the evidence as multipart/form-data with the file in a 'file' field");
    }
    let body: Buffer | undefined;
    let fileName = "";
    try {
      for await (const part of request.parts()) {
        if (part.type === "file") {
          const buffer = await part.toBuffer();
          if (part.fieldname === "file") {
            body = buffer;
            fileName = part.filename;
          }
        }
      }
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 413) {
        const message = `The file is larger than ${EVIDENCE_MAX_BYTES / 1048576} MB`;
        throw new HttpError(413, message, [{ path: "file", message }]);
      }
      if (status && status >= 400 && status < 500) throw error;
      throw badRequest("The upload is not a valid multipart form");
    }
    if (!body || body.length === 0) {
      const message = "Choose a PDF, DOCX, XLSX or image file";
      throw badRequest(`file: ${message}`, [{ path: "file", message }]);
    }
    const saved = await uploadEvidence(db, storage, access, request.params.itemId, { body, fileName });
    return reply.status(201).send(saved);
  });

  route(app, endpoints.downloadEvidence, async (request, reply) => {
    const access = await accessFor(request, request.params.id, "read");
    const file = await evidenceDownload(db, storage, access, request.params.fileId);
    return reply
      .type(file.contentType)
      .header("content-disposition", attachment(file.fileName))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .send(file.body);
  });

  route(app, endpoints.removeEvidence, async (request) => {
    const access = await accessFor(request, request.params.id, "edit");
    await removeEvidence(db, storage, access, request.params.fileId);
    return { ok: true as const };
  });

  route(app, endpoints.exportPack, async (request, reply) => {
    const access = await accessFor(request, request.params.id, "read");
    const bytes = await buildExportPack(db, storage, access, app.clock());
    return reply
      .type("application/zip")
      .header("content-disposition", attachment("b-corp-evidence-pack.zip"))
      .header("cache-control", "private, no-store")
      .send(Buffer.from(bytes));
  });
}
