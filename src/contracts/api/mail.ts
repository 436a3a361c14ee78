import { z } from "zod";
import { fileBodySchema, idParam, idParamSchema, okResponseSchema, textDocumentSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import {
  emailPreferencesSchema,
  outboxListSchema,
  outboxMessageSchema,
  outboxQuerySchema,
  unsubscribeQuerySchema,
} from "../notifications";

/** E-mail: each person's preferences, unsubscribe links, and the administrators' outbox (server/features/mail). */
const tags = ["E-mail"];
const admin = { role: ["admin"] } as const;

/** The endpoints (contracts/endpoint.ts). */
export const mailEndpoints = {
  preferences: defineEndpoint({
    method: "GET",
    path: "/api/email-preferences",
    summary: "Which non-essential e-mails the signed-in user receives",
    tags,
    access: "owner",
    responses: { 200: emailPreferencesSchema },
  }),
  savePreferences: defineEndpoint({
    method: "PUT",
    path: "/api/email-preferences",
    summary: "Choose which non-essential e-mails the signed-in user receives",
    tags,
    access: "owner",
    body: emailPreferencesSchema,
    responses: { 200: emailPreferencesSchema },
  }),
  unsubscribeLink: defineEndpoint({
    method: "GET",
    path: "/api/email/unsubscribe",
    summary: "The signed unsubscribe link in a non-essential e-mail: unsubscribes and shows a page",
    tags,
    access: "public",
    query: unsubscribeQuerySchema,
    responses: { 200: textDocumentSchema },
    produces: "text/html",
  }),
  unsubscribe: defineEndpoint({
    method: "POST",
    path: "/api/email/unsubscribe",
    summary: "One-click unsubscribe (RFC 8058), as mail programs post it",
    tags,
    access: "public",
    query: unsubscribeQuerySchema,
    responses: { 200: okResponseSchema },
  }),
  outbox: defineEndpoint({
    method: "GET",
    path: "/api/admin/outbox",
    summary: "The e-mails the server has queued, sent, held or failed to send",
    tags,
    access: admin,
    query: outboxQuerySchema,
    responses: { 200: outboxListSchema },
  }),
  outboxMessage: defineEndpoint({
    method: "GET",
    path: "/api/admin/outbox/:id",
    summary: "One e-mail in the outbox, with its text",
    tags,
    access: admin,
    params: idParamSchema,
    responses: { 200: outboxMessageSchema },
  }),
  outboxAttachment: defineEndpoint({
    method: "GET",
    path: "/api/admin/outbox/:id/attachments/:index",
    summary: "An attachment of an e-mail in the outbox",
    tags,
    access: admin,
    params: z.object({ id: idParam("id"), index: z.coerce.number().int().min(0).max(20) }),
    responses: { 200: fileBodySchema },
    produces: "application/octet-stream",
  }),
  retry: defineEndpoint({
    method: "POST",
    path: "/api/admin/outbox/:id/retry",
    summary: "Send a failed or held e-mail again",
    tags,
    access: admin,
    params: idParamSchema,
    responses: { 200: outboxMessageSchema },
  }),
};
