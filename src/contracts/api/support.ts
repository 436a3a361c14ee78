import { idParamSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import {
  newSupportConversationSchema,
  supportAdminQuerySchema,
  supportConversationListSchema,
  supportConversationSchema,
  supportReplySchema,
} from "../notifications";

/** Conversations with support: people open them, the administrators answer (server/features/support). */
const tags = ["Support"];
const admin = { role: ["admin"] } as const;

/** The endpoints (contracts/endpoint.ts). */
export const supportEndpoints = {
  conversations: defineEndpoint({
    method: "GET",
    path: "/api/support/conversations",
    summary: "The signed-in user's conversations with support",
    tags,
    access: "owner",
    responses: { 200: supportConversationListSchema },
  }),
  open: defineEndpoint({
    method: "POST",
    path: "/api/support/conversations",
    summary: "Open a conversation with support",
    tags,
    access: "signedIn",
    body: newSupportConversationSchema,
    responses: { 201: supportConversationSchema },
  }),
  addMessage: defineEndpoint({
    method: "POST",
    path: "/api/support/conversations/:id/messages",
    summary: "Add a message to one of the signed-in user's conversations",
    tags,
    access: "owner",
    params: idParamSchema,
    body: supportReplySchema,
    responses: { 200: supportConversationSchema },
  }),
  allConversations: defineEndpoint({
    method: "GET",
    path: "/api/admin/support/conversations",
    summary: "Every conversation with support, optionally by status",
    tags,
    access: admin,
    query: supportAdminQuerySchema,
    responses: { 200: supportConversationListSchema },
  }),
  reply: defineEndpoint({
    method: "POST",
    path: "/api/admin/support/conversations/:id/reply",
    summary: "Answer a conversation as support",
    tags,
    access: admin,
    params: idParamSchema,
    body: supportReplySchema,
    responses: { 200: supportConversationSchema },
  }),
  close: defineEndpoint({
    method: "POST",
    path: "/api/admin/support/conversations/:id/close",
    summary: "Close a conversation with support",
    tags,
    access: admin,
    params: idParamSchema,
    responses: { 200: supportConversationSchema },
  }),
};
