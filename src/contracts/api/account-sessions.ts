import { z } from "zod";
import {
  ACCOUNT_SESSIONS_PATH,
  accountSessionParamSchema,
  accountSessionsSchema,
  endedSessionsSchema,
} from "../account-sessions";
import { defineEndpoint } from "../endpoint";

/** "Signed-in devices" on /profile (issue 21 item 3; server/features/account-sessions). */
const tags = ["Account"];

/** The endpoints (contracts/endpoint.ts). */
export const accountSessionsEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: ACCOUNT_SESSIONS_PATH,
    summary: "The caller's active sessions, the one asking first, then the most recently used",
    tags,
    access: "owner",
    responses: { 200: accountSessionsSchema },
  }),
  endOthers: defineEndpoint({
    method: "DELETE",
    path: ACCOUNT_SESSIONS_PATH,
    summary: "Sign out everywhere else: end every session of the caller but the one asking",
    tags,
    access: "owner",
    query: z.object({}),
    responses: { 200: endedSessionsSchema },
  }),
  end: defineEndpoint({
    method: "DELETE",
    path: `${ACCOUNT_SESSIONS_PATH}/:id`,
    summary: "Sign one of the caller's other devices out",
    tags,
    access: "owner",
    params: accountSessionParamSchema,
    responses: { 200: endedSessionsSchema },
  }),
};
