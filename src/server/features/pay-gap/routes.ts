import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { payGapEndpoints as endpoints } from "../../../contracts/api/pay-gap";
import { payGapUploadQuerySchema } from "../../../contracts/pay-gap";
import { CSV_MAX_BYTES } from "../../../domain/jedi-csv";
import { statutoryCsvRows } from "../../../domain/pay-gap-statutory";
import { requireUser } from "../../auth/session";
import { requireRecentSecondFactor } from "../../auth/two-factor";
import { badRequest, HttpError } from "../../errors";
import { createDataCipher } from "../../platform/crypto/data-encryption";
import { toCsv } from "../../platform/csv";
import { route } from "../../platform/http/route";
import { payGapAccess } from "./access";
import { renderPayGapReport, reportFilename } from "./report-pdf";
import { createPayGapStore } from "./store";

const tooLarge = () => new HttpError(413, "The file is larger than 5 MB. Split it into smaller files.");
const CSV_TYPES = /^(text\/csv|application\/csv|text\/plain)\b/i;

/**
 * Pay-gap data for the organisation (issue 25 item 1). Every route checks the caller first: an
 * owner or HR analyst of the organisation (owner only for the permission and the sector). Answers
 * carrying salaries are never cached (no-store), and every read and export is in the audit log.
 */
export async function payGapRoutes(app: FastifyInstance) {
  const { db, config } = app.services;
  const store = createPayGapStore(db, createDataCipher(config.dataEncryption), app.clock);

  // Only this plugin reads CSV bodies and uploads: a CSV of at most 5 MB, as text or one file.
  app.addContentTypeParser(
    ["text/csv", "application/csv", "text/plain"],
    { parseAs: "string", bodyLimit: 2 * CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  await app.register(multipart, {
    limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 },
  });

  const actorFor = async (request: FastifyRequest, organizationId: string, need: "analyst" | "owner" = "analyst") => {
    const user = await requireUser(request);
    return { access: await payGapAccess(db, user, organizationId, need), ip: request.ip };
  };
  /**
   * Issue 43 step-up (decision 382): replacing or deleting salary records asks for the second factor
   * again after 15 minutes, once the caller is known to hold the access (a stranger still gets its 404).
   */
  const sensitiveActorFor = async (request: FastifyRequest, organizationId: string) => {
    const actor = await actorFor(request, organizationId);
    requireRecentSecondFactor(request, await requireUser(request));
    return actor;
  };

  route(app, endpoints.workspace, async (request) => {
    const { access } = await actorFor(request, request.params.id);
    return store.workspace(access);
  });

  route(app, endpoints.setSector, async (request) => {
    const actor = await actorFor(request, request.params.id, "owner");
    await store.setSector(actor, request.body.sector);
    return store.workspace(actor.access);
  });

  route(app, endpoints.analysts, async (request) => {
    const { access } = await actorFor(request, request.params.id, "owner");
    return store.analysts(access.organization.id);
  });

  route(app, endpoints.setAnalyst, async (request) => {
    const actor = await actorFor(request, request.params.id, "owner");
    return store.setAnalyst(actor, request.params.userId, request.body.hrAnalyst);
  });

  route(
    app,
    endpoints.upload,
    async (request, reply) => {
      const actor = await sensitiveActorFor(request, request.params.id);
      let csv: string;
      let year = request.query.year;
      if (request.isMultipart()) {
        let file: Buffer | undefined;
        const fields: Record<string, string> = {};
        try {
          for await (const part of request.parts()) {
            if (part.type === "file") {
              const buffer = await part.toBuffer();
              if (part.fieldname === "file") file = buffer;
            } else if (typeof part.value === "string") fields[part.fieldname] = part.value;
          }
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 413) throw tooLarge();
          if (status && status >= 400 && status < 500) throw error;
          throw badRequest("The upload is not a valid multipart form");
        }
        if (!file || file.length === 0) {
          throw badRequest("file: choose a CSV file", [{ path: "file", message: "Choose a CSV file" }]);
        }
        if (fields.year?.trim()) {
          const parsed = payGapUploadQuerySchema.safeParse({ year: fields.year.trim() });
          if (!parsed.success) throw badRequest(`year: ${parsed.error.issues[0].message}`);
          year = parsed.data.year;
        }
        csv = file.toString("utf8");
      } else if (typeof request.body === "string" && CSV_TYPES.test(request.headers["content-type"] ?? "")) {
        csv = request.body;
        if (Buffer.byteLength(csv, "utf8") > CSV_MAX_BYTES) throw tooLarge();
      } else {
        throw new HttpError(
          415,
          "Send the employee records as a CSV body (text/csv) or as multipart/form-data with the CSV in a 'file' field",
        );
      }
      const result = await store.upload(actor, year, csv);
      return reply.status(201).send(result);
    },
    { bodyLimit: 2 * CSV_MAX_BYTES },
  );

  route(app, endpoints.records, async (request, reply) => {
    const actor = await actorFor(request, request.params.id);
    reply.header("cache-control", "no-store");
    return store.records(actor, request.params.year);
  });

  route(app, endpoints.addRecord, async (request, reply) => {
    const actor = await actorFor(request, request.params.id);
    const list = await store.addRecord(actor, request.params.year, request.body);
    return reply.status(201).header("cache-control", "no-store").send(list);
  });

  route(app, endpoints.removeRecord, async (request) => {
    const actor = await sensitiveActorFor(request, request.params.id);
    await store.removeRecord(actor, request.params.year, request.params.recordId);
    return { ok: true as const };
  });

  route(app, endpoints.removeSnapshot, async (request) => {
    const actor = await sensitiveActorFor(request, request.params.id);
    await store.removeSnapshot(actor, request.params.year);
    return { ok: true as const };
  });

  route(app, endpoints.report, async (request, reply) => {
    const actor = await actorFor(request, request.params.id);
    reply.header("cache-control", "no-store");
    return store.report(actor, request.params.year, "report");
  });

  route(app, endpoints.reportPdf, async (request, reply) => {
    const actor = await actorFor(request, request.params.id);
    const report = await store.report(actor, request.params.year, "pdf");
    const bytes = await renderPayGapReport(report, app.clock());
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${reportFilename(report.year, "pdf")}"`)
      .header("cache-control", "private, no-store")
      .send(Buffer.from(bytes));
  });

  route(app, endpoints.reportCsv, async (request, reply) => {
    const actor = await actorFor(request, request.params.id);
    const report = await store.report(actor, request.params.year, "csv");
    const csv = toCsv(
      statutoryCsvRows({
        employerName: report.organization.name,
        year: report.year,
        sector: report.sector,
        headcount: report.recordCount,
        measures: report.measures,
        responsiblePerson: report.statement
          ? { name: report.statement.seniorName, jobTitle: report.statement.seniorJobTitle }
          : null,
      }),
    );
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${reportFilename(report.year, "csv")}"`)
      .header("cache-control", "private, no-store")
      .send(`\uFEFF${csv}`);
  });

  route(app, endpoints.saveStatement, async (request) => {
    const actor = await actorFor(request, request.params.id);
    return store.saveStatement(actor, request.params.year, request.body);
  });
}
