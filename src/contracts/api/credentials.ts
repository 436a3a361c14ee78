import { z } from "zod";
import { errorResponseSchema, fileBodySchema, okResponseSchema, textDocumentSchema } from "../common";
import {
  availableCertificateSchema,
  claimCertificateSchema,
  portfolioParamsSchema,
  portfolioSchema,
  revokeCertificateSchema,
  shareCertificateSchema,
  statusListParamsSchema,
  userCertificateParamsSchema,
  userCertificateSchema,
  verificationCodeParamsSchema,
  verificationResultSchema,
  verifyUploadSchema,
  walletSchema,
  walletUpdateSchema,
} from "../credentials";
import { defineEndpoint } from "../endpoint";
import { paths } from "../routes";

/** Certificates, the credential wallet, verification and the issuer's documents (spec 2 §7; server/features/credentials). */
const wallet = ["Certificates"];
const verification = ["Verification"];

/** The endpoints (contracts/endpoint.ts). */
export const credentialsEndpoints = {
  // ---- The wallet ----
  userCertificates: defineEndpoint({
    method: "GET",
    path: "/api/certificates/user",
    summary: "The certificates the caller holds",
    tags: wallet,
    access: "owner",
    responses: { 200: z.array(userCertificateSchema) },
  }),
  available: defineEndpoint({
    method: "GET",
    path: "/api/certificates/available",
    summary: "The certificates on offer, with what the caller (if signed in) still needs to earn each",
    tags: wallet,
    access: "public",
    responses: { 200: z.array(availableCertificateSchema) },
  }),
  claim: defineEndpoint({
    method: "POST",
    path: "/api/certificates/claim",
    summary: "Claim a certificate the caller has earned (201 when issued now, 200 when already held)",
    tags: wallet,
    access: "owner",
    body: claimCertificateSchema,
    responses: { 200: userCertificateSchema, 201: userCertificateSchema },
  }),
  renew: defineEndpoint({
    method: "POST",
    path: "/api/certificates/:id/renew",
    summary: "Renew one of the caller's certificates that expires or has expired",
    tags: wallet,
    access: "owner",
    params: userCertificateParamsSchema,
    responses: { 200: userCertificateSchema },
  }),
  share: defineEndpoint({
    method: "POST",
    path: "/api/certificates/share",
    summary: "Count a share of one of the caller's certificates on a platform",
    tags: wallet,
    access: "owner",
    body: shareCertificateSchema,
    responses: { 200: z.object({ ok: z.literal(true), shareCount: z.number().int() }) },
  }),
  wallet: defineEndpoint({
    method: "GET",
    path: "/api/credentials/wallet",
    summary: "The caller's credential wallet: certificates, badges and public portfolio settings",
    tags: wallet,
    access: "owner",
    responses: { 200: walletSchema },
  }),
  updateWallet: defineEndpoint({
    method: "PATCH",
    path: "/api/credentials/wallet",
    summary: "Change the caller's public portfolio settings",
    tags: wallet,
    access: "owner",
    body: walletUpdateSchema,
    responses: { 200: walletSchema },
  }),

  // ---- The holder's documents ----
  badgeJson: defineEndpoint({
    method: "GET",
    path: "/api/certificates/:id/badge.json",
    summary: "One of the caller's certificates as a signed Open Badges 3.0 credential (JSON)",
    tags: wallet,
    access: "owner",
    params: userCertificateParamsSchema,
    responses: { 200: fileBodySchema },
    produces: "application/json",
  }),
  badgePng: defineEndpoint({
    method: "GET",
    path: "/api/certificates/:id/badge.png",
    summary: "One of the caller's certificates as a baked Open Badges image (PNG)",
    tags: wallet,
    access: "owner",
    params: userCertificateParamsSchema,
    responses: { 200: fileBodySchema },
    produces: "image/png",
  }),
  certificatePdf: defineEndpoint({
    method: "GET",
    path: "/api/certificates/:id/certificate.pdf",
    summary: "One of the caller's certificates as a printable PDF",
    tags: wallet,
    access: "owner",
    params: userCertificateParamsSchema,
    responses: { 200: fileBodySchema },
    produces: "application/pdf",
  }),
  exportZip: defineEndpoint({
    method: "GET",
    path: "/api/certificates/export.zip",
    summary: "Every certificate the caller holds, as badges and PDFs in one ZIP file",
    tags: wallet,
    access: "owner",
    responses: { 200: fileBodySchema },
    produces: "application/zip",
  }),

  // ---- Public: verification, portfolio, the issuer's documents ----
  verifyCode: defineEndpoint({
    method: "GET",
    path: "/api/verify/:code",
    summary: "Verify a certificate by its verification code: valid, expired, revoked or invalid",
    tags: verification,
    access: "public",
    params: verificationCodeParamsSchema,
    responses: { 200: verificationResultSchema },
  }),
  /** The verification page's HTML with the certificate in its head, for crawlers that run no JavaScript. */
  verifyPage: defineEndpoint({
    method: "GET",
    path: paths.verifyPattern,
    summary: "The verification page of a certificate, its head naming the certificate and its state",
    tags: verification,
    access: "public",
    params: z.object({ code: z.string() }),
    // 404: the page saying the code is unknown, or `{ message }` where no client is built (an API-only server).
    responses: { 200: textDocumentSchema, 404: z.union([textDocumentSchema, errorResponseSchema]) },
    produces: "text/html",
  }),
  verifyUpload: defineEndpoint({
    method: "POST",
    path: "/api/verify",
    summary: "Verify an uploaded badge file (JSON or baked PNG): its signature and status",
    tags: verification,
    access: "public",
    body: verifyUploadSchema,
    responses: { 200: verificationResultSchema },
  }),
  portfolio: defineEndpoint({
    method: "GET",
    path: "/api/portfolio/:slug",
    summary: "A learner's public portfolio of certificates, while they publish it",
    tags: verification,
    access: "public",
    params: portfolioParamsSchema,
    responses: { 200: portfolioSchema },
  }),
  didDocument: defineEndpoint({
    method: "GET",
    path: "/.well-known/did.json",
    summary:
      "The issuer's did:web DID document (JSON-LD) with the keys that sign its credentials, retired ones included",
    tags: verification,
    access: "public",
    responses: { 200: textDocumentSchema },
    produces: "application/did+ld+json",
  }),
  issuer: defineEndpoint({
    method: "GET",
    path: "/api/credentials/issuer",
    summary:
      "The controller document (JSON-LD) of the issuer's earlier address, named by credentials issued before it took its did:web identity",
    tags: verification,
    access: "public",
    responses: { 200: textDocumentSchema },
    produces: "application/ld+json",
  }),
  statusList: defineEndpoint({
    method: "GET",
    path: "/api/credentials/status/:listId",
    summary: "A signed revocation status list (Bitstring Status List, JSON-LD)",
    tags: verification,
    access: "public",
    params: statusListParamsSchema,
    responses: { 200: textDocumentSchema },
    produces: "application/ld+json",
  }),
  achievement: defineEndpoint({
    method: "GET",
    path: "/api/credentials/achievements/:slug",
    summary: "The achievement a certificate attests (Open Badges 3.0, JSON-LD)",
    tags: verification,
    access: "public",
    params: portfolioParamsSchema,
    responses: { 200: textDocumentSchema },
    produces: "application/ld+json",
  }),

  // ---- Admin ----
  revoke: defineEndpoint({
    method: "POST",
    path: "/api/admin/certificates/:id/revoke",
    summary: "Revoke a learner's certificate, with the reason verifiers will see",
    tags: wallet,
    access: { role: ["admin"] },
    params: userCertificateParamsSchema,
    body: revokeCertificateSchema,
    responses: { 200: okResponseSchema },
  }),
};
