import type { FastifyInstance, FastifyReply } from "fastify";
import { credentialsEndpoints as endpoints } from "../../../contracts/api/credentials";
import { guidedStartEndpoints } from "../../../contracts/api/guided-start";
import { MAX_UPLOAD_BYTES } from "../../../contracts/credentials";
import { getCurrentUser, requireUser } from "../../auth/session";
import { notFound } from "../../errors";
import { route } from "../../platform/http/route";
import { badgeFile, certificatePdf, exportAll } from "./certificate-files";
import {
  type CertificateFile,
  type CredentialRuntime,
  type CredentialSettings,
  ExportCache,
} from "./credential-runtime";
import { earnedCertificates } from "./earned";
import { listAvailable } from "./eligibility";
import { listUserCertificates } from "./held-certificates";
import { issuerControllerDocument, issuerDidDocument, issuerStatusList, signingKey } from "./issuer";
import { claimCertificate, renewCertificate, revokeCertificate, shareCertificate } from "./issuing";
import { achievementDocument, verifyCode, verifyUpload } from "./verification";
import { registerVerifyPageHead } from "./verify-page-head";
import { getPortfolio, getWallet, updateWallet } from "./wallet";
import { createWorkerPool } from "./worker-pool";

/** An upload's body: the base64 of the largest file (180 KB) and the JSON around it, nothing more. */
const VERIFY_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 1024;

/** Sends a generated file as a download the browser and proxies never keep. */
const sendFile = (reply: FastifyReply, file: CertificateFile) =>
  reply
    .type(file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("content-length", file.body.length)
    .header("cache-control", "private, no-store")
    .send(file.body);

/** A JSON-LD document of the issuer (DID document, controller document, status list), for any verifier. */
const sendLinkedData = (reply: FastifyReply, document: unknown, maxAge: number, type = "application/ld+json") =>
  reply
    .type(`${type}; charset=utf-8`)
    .header("cache-control", `public, max-age=${maxAge}`)
    // Verifiers running in a browser on another site read these documents.
    .header("access-control-allow-origin", "*")
    .header("cross-origin-resource-policy", "cross-origin")
    .send(JSON.stringify(document));

export async function credentialRoutes(app: FastifyInstance) {
  const { db, config } = app.services;
  const settings: CredentialSettings = {
    baseUrl: config.baseUrl,
    signingKeyJwk: config.credentials.signingKeyJwk,
    linkedInOrganizationId: config.credentials.linkedInOrganizationId,
  };

  // Issue 29: signature checks and ZIP building run in two workers, eight jobs a worker may wait,
  // and a job past its time limit has its worker ended.
  const runtime: CredentialRuntime = {
    workers: createWorkerPool({
      size: 2,
      maxQueue: 16,
      timeoutMs: { "verify-upload": 4_000, "verify-stored": 4_000, "export-zip": 30_000 },
    }),
    exports: new ExportCache(),
  };
  app.addHook("onClose", () => runtime.workers.close());
  // A listening server starts its workers at once (issue 44 item 6); tests that only inject requests do not.
  app.addHook("onListen", () => {
    void runtime.workers.warm();
  });

  registerVerifyPageHead(app, settings, runtime);

  // The signing key is generated on first start (or read from the setting) before any request.
  app.addHook("onReady", async () => {
    await signingKey(db, settings);
  });

  // ---- The wallet (spec 2 §7) ----

  // Issue 45 item 3: asked after a completion; issues or offers what the last requirement earned.
  route(app, guidedStartEndpoints.earnedCertificates, async (request) => ({
    certificates: await earnedCertificates(db, (await requireUser(request)).id, settings, app.clock()),
  }));

  route(app, endpoints.userCertificates, async (request) =>
    listUserCertificates(db, (await requireUser(request)).id, settings, app.clock()),
  );

  route(app, endpoints.available, async (request) => listAvailable(db, (await getCurrentUser(request))?.id ?? null));

  route(app, endpoints.claim, async (request, reply) => {
    const user = await requireUser(request);
    const { certificate, created } = await claimCertificate(
      db,
      user,
      request.body.certificateId,
      settings,
      app.clock(),
    );
    return reply.status(created ? 201 : 200).send(certificate);
  });

  route(app, endpoints.renew, async (request) =>
    renewCertificate(db, (await requireUser(request)).id, request.params.id, settings, app.clock()),
  );

  route(app, endpoints.share, async (request) =>
    shareCertificate(db, (await requireUser(request)).id, request.body.certificateId, request.body.platform),
  );

  route(app, endpoints.wallet, async (request) =>
    getWallet(db, (await requireUser(request)).id, settings, app.clock()),
  );

  route(app, endpoints.updateWallet, async (request) =>
    updateWallet(db, (await requireUser(request)).id, request.body, settings, app.clock()),
  );

  // ---- The holder's documents ----

  route(app, endpoints.badgeJson, async (request, reply) =>
    sendFile(reply, await badgeFile(db, (await requireUser(request)).id, request.params.id, "json")),
  );

  route(app, endpoints.badgePng, async (request, reply) =>
    sendFile(reply, await badgeFile(db, (await requireUser(request)).id, request.params.id, "png")),
  );

  route(app, endpoints.certificatePdf, async (request, reply) =>
    sendFile(reply, await certificatePdf(db, (await requireUser(request)).id, request.params.id, settings)),
  );

  route(app, endpoints.exportZip, async (request, reply) =>
    sendFile(reply, await exportAll(db, (await requireUser(request)).id, settings, runtime)),
  );

  // ---- Public: verification, portfolio, the issuer's documents ----

  route(app, endpoints.verifyCode, async (request) =>
    verifyCode(db, request.params.code, settings, await getCurrentUser(request), app.clock(), runtime),
  );

  route(
    app,
    endpoints.verifyUpload,
    async (request) => verifyUpload(db, request.body, settings, app.clock(), runtime),
    {
      bodyLimit: VERIFY_BODY_LIMIT,
      // Each check costs tens of milliseconds of signature work: a tighter limit than the API's.
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
  );

  route(app, endpoints.portfolio, async (request) => getPortfolio(db, request.params.slug, app.clock()));

  // did:web (decision 396): the issuer's identity resolves to this document.
  route(app, endpoints.didDocument, async (_request, reply) =>
    sendLinkedData(reply, await issuerDidDocument(db, settings), 300, "application/did+ld+json"),
  );

  route(app, endpoints.issuer, async (_request, reply) =>
    sendLinkedData(reply, await issuerControllerDocument(db, settings), 300),
  );

  route(app, endpoints.statusList, async (request, reply) => {
    if (request.params.listId > 100_000) throw notFound("Status list not found");
    // A revocation shows within a minute in every cache.
    return sendLinkedData(reply, await issuerStatusList(db, settings, request.params.listId, app.clock()), 60);
  });

  route(app, endpoints.achievement, async (request, reply) =>
    sendLinkedData(reply, await achievementDocument(db, settings, request.params.slug), 3600),
  );

  // ---- Admin ----

  route(app, endpoints.revoke, async (request) =>
    revokeCertificate(db, (await requireUser(request)).id, request.params.id, request.body.reason, app.clock()),
  );
}
