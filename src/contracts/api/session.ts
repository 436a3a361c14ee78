import { currentUserSchema, sessionSchema } from "../auth";
import { errorResponseSchema } from "../common";
import { defineEndpoint } from "../endpoint";

/**
 * The sign-in state every page asks for first, apart from the other account endpoints (auth.ts spreads
 * them in) so the landing page's bundle carries these two only.
 */
const tags = ["Accounts"];

export const sessionEndpoints = {
  currentUser: defineEndpoint({
    method: "GET",
    path: "/api/auth/user",
    summary: "The signed-in user (401 signed out)",
    tags,
    access: "owner",
    responses: { 200: currentUserSchema, 401: errorResponseSchema },
  }),
  session: defineEndpoint({
    method: "GET",
    path: "/api/auth/session",
    summary: "The sign-in state: the signed-in user, or null signed out (never a 401)",
    tags,
    access: "public",
    responses: { 200: sessionSchema },
  }),
};
