import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { authEndpoints } from "../../contracts/api/auth";
import { sessionEndpoints } from "../../contracts/api/session";

const endpoints = { ...authEndpoints, ...sessionEndpoints };

import { safeReturnTo } from "../../contracts/auth";
import { badRequest } from "../errors";
import { accountsBeingDeleted } from "../platform/accounts/account-deletion-hooks";
import { route } from "../platform/http/route";
import { queuePasswordChangedMail } from "../platform/mail/account-mail";
import { cancelAccountDeletion, requestAccountDeletion, updateProfile } from "./account-service";
import { betterAuthProxy, copyCookies } from "./better-auth-proxy";
import { DEMO_PASSWORD_CODE, DEMO_PASSWORD_MESSAGE } from "./demo-password";
import { COMMON_PASSWORD_MESSAGE } from "./password-policy";
import { getCurrentUser, publicUser, requireUser } from "./session";
import { signOutConfirmationPage } from "./sign-out-confirmation";
import { listPasskeys, twoFactorStatus } from "./two-factor";

export async function authRoutes(app: FastifyInstance) {
  const { auth, config, db } = app.services;
  await betterAuthProxy(app);

  route(app, endpoints.currentUser, async (request) => requireUser(request));

  // Issue 26: the client's sign-in check. Signed out is an answer, not an error: 200 {user: null}.
  route(app, endpoints.session, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const user = await getCurrentUser(request);
    return { user: user && publicUser(user) };
  });

  route(app, endpoints.login, async (request, reply) => {
    const returnTo = safeReturnTo(request.query.returnTo ?? refererPath(request, config.baseUrl), config.baseUrl);
    if (!config.oidc) {
      return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    }
    const response = await auth.api.signInSocial({
      body: { provider: "oidc", callbackURL: returnTo },
      headers: fromNodeHeaders(request.headers),
      asResponse: true,
    });
    const { url } = (await response.clone().json()) as { url?: string };
    copyCookies(reply, response);
    return reply.redirect(url ?? "/login");
  });

  // A link another site embeds must not sign people out: a cross-site GET asks first (the form
  // posts back here from our own origin, which the origin check lets through).
  route(app, endpoints.logoutLink, async (request, reply) => {
    if (request.headers["sec-fetch-site"] === "cross-site" && request.headers.cookie) {
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(signOutConfirmationPage());
    }
    return signOut(request, reply);
  });
  route(app, endpoints.logout, async (request, reply) => signOut(request, reply));

  async function signOut(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.cookie && (await getCurrentUser(request))) {
      const response = await auth.api.signOut({ headers: fromNodeHeaders(request.headers), asResponse: true });
      copyCookies(reply, response);
    }
    return reply.redirect("/");
  }

  route(app, endpoints.updateProfile, async (request) => updateProfile(db, await requireUser(request), request.body));

  route(app, endpoints.changePassword, async (request, reply) => {
    const user = await requireUser(request);
    // Read (and checked, decision 393) outside the try: a bad body is its own 400, not a wrong password.
    const input = request.body;
    try {
      // Other devices are signed out; this one gets a fresh session cookie and stays signed in.
      const result = await auth.api.changePassword({
        body: { ...input, revokeOtherSessions: true },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      copyCookies(reply, result.headers);
    } catch (error) {
      const { statusCode, body } = error as { statusCode?: number; body?: { code?: string } };
      if (body?.code === DEMO_PASSWORD_CODE) {
        throw badRequest(DEMO_PASSWORD_MESSAGE, [{ path: "newPassword", message: DEMO_PASSWORD_MESSAGE }]);
      }
      if (body?.code === "PASSWORD_TOO_COMMON") {
        throw badRequest(COMMON_PASSWORD_MESSAGE, [{ path: "newPassword", message: COMMON_PASSWORD_MESSAGE }]);
      }
      if (statusCode === 400 || statusCode === 401) {
        throw badRequest("Current password is incorrect", [
          { path: "currentPassword", message: "Current password is incorrect" },
        ]);
      }
      throw error;
    }
    // Issue 10: the account's address hears of it (a stolen session cannot change it quietly).
    await queuePasswordChangedMail(db, user, "changed").catch((err) =>
      request.log.error({ err }, "password-changed e-mail not queued"),
    );
    return { ok: true as const };
  });

  route(app, endpoints.requestDeletion, async (request) => {
    const now = app.clock();
    const answer = await requestAccountDeletion(db, await requireUser(request), now);
    // Issue 28: an export still being built is cancelled and its file removed (the data-export hook).
    await accountsBeingDeleted(db, config, [answer.id], { purge: false, now });
    return answer;
  });

  route(app, endpoints.twoFactorStatus, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return twoFactorStatus(db, await requireUser(request), app.clock(), async (userId) => {
      const answer = await auth.api.viewBackupCodes({ body: { userId } });
      return answer.backupCodes;
    });
  });

  route(app, endpoints.passkeys, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return listPasskeys(db, (await requireUser(request)).id);
  });

  route(app, endpoints.cancelDeletion, async (request) => cancelAccountDeletion(db, await requireUser(request)));
}

function refererPath(request: FastifyRequest, baseUrl: string): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.origin === new URL(baseUrl).origin ? url.pathname + url.search : undefined;
  } catch {
    return undefined;
  }
}
