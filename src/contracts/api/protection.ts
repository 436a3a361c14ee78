import { z } from "zod";
import { idParamSchema } from "../common";
import { END_DEVICE_SESSION_PATH, endDeviceSessionResponseSchema, endDeviceSessionSchema } from "../device-limit";
import { defineEndpoint } from "../endpoint";
import {
  accessTestRequestSchema,
  accessTestResponseSchema,
  modulePolicySchema,
  protectedModuleSchema,
  protectionAnalyticsSchema,
  protectionSettingsResponseSchema,
  protectionSettingsSchema,
} from "../protection";
import { SESSION_HEARTBEAT_PATH, sessionHeartbeatSchema } from "../session-activity";

/** Content Protection Administration (spec 3 §2, §3, §5, §9; server/features/protection). */
const tags = ["Content protection"];
const sessionTags = ["Sessions"];
const admin = { role: ["admin"] } as const;

export const protectionEndpoints = {
  settings: defineEndpoint({
    method: "GET",
    path: "/api/protection/settings",
    summary: "The site's content protection settings: levels, session timeout, device limit, expiry (admin)",
    tags,
    access: admin,
    responses: { 200: protectionSettingsResponseSchema },
  }),
  saveSettings: defineEndpoint({
    method: "PUT",
    path: "/api/protection/settings",
    summary: "Save the site's content protection settings (admin)",
    tags,
    access: admin,
    body: protectionSettingsSchema,
    responses: { 200: protectionSettingsResponseSchema },
  }),
  modules: defineEndpoint({
    method: "GET",
    path: "/api/protection/modules",
    summary: "The protected modules with their risk and last 30 days of views, downloads and refusals (admin)",
    tags,
    access: admin,
    responses: { 200: z.array(protectedModuleSchema) },
  }),
  analytics: defineEndpoint({
    method: "GET",
    path: "/api/protection/analytics",
    summary: "Protected content's views, downloads and refusals, in all and per plan (admin)",
    tags,
    access: admin,
    responses: { 200: protectionAnalyticsSchema },
  }),
  modulePolicy: defineEndpoint({
    method: "GET",
    path: "/api/protection/modules/:id/policy",
    summary: "Whether a module is protected and whether the browser deters copying it",
    tags,
    access: "signedIn",
    params: idParamSchema,
    responses: { 200: modulePolicySchema },
  }),
  accessTest: defineEndpoint({
    method: "POST",
    path: "/api/protection/access-test",
    summary: "Try a download, print or copy of a module as a plan would, and see the answer (admin)",
    tags,
    access: admin,
    body: accessTestRequestSchema,
    responses: { 200: accessTestResponseSchema },
  }),
  endDeviceSession: defineEndpoint({
    method: "POST",
    path: END_DEVICE_SESSION_PATH,
    summary: "At the device limit, end one signed-in device (or the oldest) with the refused sign-in's proof",
    tags: sessionTags,
    access: "public",
    body: endDeviceSessionSchema,
    responses: { 200: endDeviceSessionResponseSchema },
  }),
  sessionHeartbeat: defineEndpoint({
    method: "POST",
    path: SESSION_HEARTBEAT_PATH,
    summary: "Report activity on a signed-in page: the session's idle clock starts again; answers the time left",
    tags: sessionTags,
    access: "owner",
    responses: { 200: sessionHeartbeatSchema },
  }),
};
