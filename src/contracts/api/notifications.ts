import { idParamSchema, okResponseSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { notificationListSchema } from "../notifications";

/** The caller's in-app notifications (server/features/notifications). */
const tags = ["Notifications"];

/** The endpoints (contracts/endpoint.ts). */
export const notificationsEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/notifications",
    summary: "The caller's notifications and how many are unread",
    tags,
    access: "signedIn",
    responses: { 200: notificationListSchema },
  }),
  markRead: defineEndpoint({
    method: "POST",
    path: "/api/notifications/:id/read",
    summary: "Mark one of the caller's notifications read",
    tags,
    access: "signedIn",
    params: idParamSchema,
    responses: { 200: okResponseSchema },
  }),
  markAllRead: defineEndpoint({
    method: "POST",
    path: "/api/notifications/read-all",
    summary: "Mark all the caller's notifications read",
    tags,
    access: "signedIn",
    responses: { 200: okResponseSchema },
  }),
};
