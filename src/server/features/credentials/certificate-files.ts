import { createHash } from "node:crypto";
import { verificationUrl } from "../../../domain/certificate-linkedin";
import type { Db } from "../../db/client";
import { notFound } from "../../errors";
import { bakeCredential, renderBadgeImage } from "./badge-png";
import { type CertificatePdfInput, renderCertificatePdf } from "./certificate-pdf";
import { type CertificateFile, type CredentialRuntime, inWorker } from "./credential-runtime";
import type { ExportEntry } from "./export-zip";
import {
  type CertificateRow,
  holderOrganizationOf,
  ownedCertificate,
  ownedRows,
  personOf,
  type UserCertificateRow,
} from "./held-certificates";
import type { IssuerSettings } from "./issuer";
import { knowledgeChecksOf } from "./open-badge";

/** A holder's files: the certificate PDF, the badge as JSON and PNG, and Export All's ZIP. */

const fileSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function badgeFiles(row: UserCertificateRow, cert: CertificateRow) {
  const json = JSON.stringify(row.credential, null, 2);
  return {
    json: {
      fileName: `${fileSlug(cert.title)}-badge.json`,
      contentType: "application/ld+json",
      body: Buffer.from(json),
    },
    png: {
      fileName: `${fileSlug(cert.title)}-badge.png`,
      contentType: "image/png",
      body: bakeCredential(renderBadgeImage(cert.pivotPillar), JSON.stringify(row.credential)),
    },
  };
}

export async function badgeFile(db: Db, userId: string, id: number, kind: "json" | "png"): Promise<CertificateFile> {
  const { row, cert } = await ownedCertificate(db, userId, id);
  return badgeFiles(row, cert)[kind];
}

function pdfInput(
  person: { name: string },
  row: UserCertificateRow,
  cert: CertificateRow,
  settings: IssuerSettings,
  checkAttempts: Readonly<Record<string, number>>,
): CertificatePdfInput {
  return {
    holderName: person.name,
    title: cert.title,
    description: cert.description,
    pivotPillar: cert.pivotPillar,
    cpdHours: cert.cpdHours,
    earnedAt: row.earnedAt,
    issuedAt: row.issuedAt,
    expiresAt: row.expiresAt,
    verificationCode: row.verificationCode,
    verificationUrl: verificationUrl(settings.baseUrl, row.verificationCode),
    knowledgeChecks: knowledgeChecksOf(row.credential).map(({ moduleSlug, title, scorePercent }) => ({
      title,
      scorePercent,
      attempts: checkAttempts[moduleSlug] ?? 0,
    })),
  };
}

export async function certificatePdf(db: Db, userId: string, id: number, settings: IssuerSettings) {
  const { row, cert, checkAttempts } = await ownedCertificate(db, userId, id);
  const person = await personOf(db, userId);
  const organization = await holderOrganizationOf(db, userId);
  return {
    fileName: `${fileSlug(cert.title)}.pdf`,
    contentType: "application/pdf",
    body: await renderCertificatePdf({ ...pdfInput(person, row, cert, settings, checkAttempts), organization }),
  };
}

/**
 * Export All: every certificate's PDF, badge PNG and badge JSON in one ZIP, built in a worker and
 * kept until the person's certificates change (issue 29: a build costs up to 2 s of CPU).
 */
export async function exportAll(
  db: Db,
  userId: string,
  settings: IssuerSettings,
  runtime: CredentialRuntime,
): Promise<CertificateFile> {
  const rows = await ownedRows(db, userId);
  if (rows.length === 0) throw notFound("No certificates to export");
  const person = await personOf(db, userId);
  const organization = await holderOrganizationOf(db, userId);
  const entries: ExportEntry[] = rows.map(({ row, cert, checkAttempts }) => ({
    slug: fileSlug(cert.title),
    pdf: { ...pdfInput(person, row, cert, settings, checkAttempts), organization },
    pivotPillar: cert.pivotPillar,
    credential: row.credential,
  }));
  // Revocation is not printed in the files, but a changed certificate is a new export all the same.
  const version = createHash("sha256")
    .update(JSON.stringify([entries, rows.map(({ row }) => row.revokedAt)]))
    .digest("base64url");
  const cached = runtime.exports.get(userId, version);
  if (cached) return cached;
  const body = await inWorker(() => runtime.workers.run("export-zip", { entries }));
  const file = {
    fileName: "pivot-learning-certificates.zip",
    contentType: "application/zip",
    body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
  };
  runtime.exports.set(userId, version, file);
  return file;
}
