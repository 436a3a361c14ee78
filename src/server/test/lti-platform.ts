import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from "jose";
import { LTI_CLAIM } from "../platform/lti/claims";

/**
 * An LTI 1.3 platform (an LMS) on loopback for the LTI tool's tests (issue 24 item 2): its own RSA
 * key pair made here with jose, a JWKS endpoint, an OIDC authorisation endpoint that answers the
 * tool's login redirect with an auto-posting form carrying a signed id_token, an OAuth 2.0 token
 * endpoint that checks the tool's client assertion against the tool's own /api/lti/jwks, an AGS line
 * item whose /scores endpoint records scores, an NRPS memberships endpoint in two pages, a
 * deep-linking return endpoint that verifies and records what the tool sends, a course page a
 * browser can launch from, a course page that embeds the activity in a frame (decision 397), and LTI
 * Dynamic Registration: an OpenID configuration, a registration endpoint that wants its registration
 * token, and an administrator's page that frames the tool's registration link. Nothing here knows
 * PIVOT's code: it speaks the protocol.
 */

/** The claim names the platform signs: the protocol's, shared with the tool (platform/lti/claims.ts). */
export const CLAIM = LTI_CLAIM;

export const INSTRUCTOR = "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor";
export const LEARNER = "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner";
export const SCORE_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/score";
export const LINEITEM_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem";
export const NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";
/** The registration token the platform hands the tool's registration link (Dynamic Registration). */
const REGISTRATION_TOKEN = "stand-in-registration-token";

/** What one launch should carry; the test sets it before the tool's login comes. */
export interface LaunchPlan {
  messageType?: "LtiResourceLinkRequest" | "LtiDeepLinkingRequest" | string;
  sub?: string;
  name?: string;
  email?: string;
  roles?: string[];
  /** Custom parameters (module_id). */
  custom?: Record<string, string>;
  targetLinkUri?: string;
  resourceLinkId?: string;
  contextId?: string;
  contextTitle?: string;
  /** Overrides: a wrong audience, an unregistered deployment, an expired token, another key… */
  aud?: string | string[];
  azp?: string;
  deploymentId?: string;
  version?: string;
  expiresInSeconds?: number;
  issuedAtOffsetSeconds?: number;
  /** Sign with a key the platform's JWKS does not list. */
  unknownKey?: boolean;
  /** Use this nonce instead of the one the tool sent. */
  nonce?: string;
  /** Leave out the AGS or NRPS claims. */
  withoutServices?: boolean;
}

export interface RecordedScore {
  lineitem: string;
  contentType: string | undefined;
  score: Record<string, unknown>;
}

export interface DeepLinkReceipt {
  jwt: string;
  payload: JWTPayload;
}

export interface AuthorizationAnswer {
  /** Where the form posts (the tool's redirect_uri). */
  action: string;
  idToken: string;
  state: string;
  /** The nonce the tool sent in its login redirect. */
  nonce: string;
}

export interface LtiPlatform {
  url: string;
  issuer: string;
  clientId: string;
  deploymentId: string;
  authLoginUrl: string;
  accessTokenUrl: string;
  jwksUrl: string;
  /** The registration body the tool's settings take. */
  registration(name?: string): {
    name: string;
    issuer: string;
    clientId: string;
    authLoginUrl: string;
    accessTokenUrl: string;
    jwksUrl: string;
    deploymentIds: string[];
  };
  /** Plans the launch that the next login with this hint answers; returns the login_hint. */
  plan(launch: LaunchPlan): string;
  /** The login initiation parameters for a planned launch. */
  loginParams(hint: string, targetLinkUri: string): Record<string, string>;
  /** GETs the authorisation URL the tool redirected to and reads the auto-posting form. */
  authorize(location: string): Promise<AuthorizationAnswer>;
  /** A signed id token as the platform would make it (for replay and tamper tests). */
  idToken(claims: JWTPayload, options?: { unknownKey?: boolean }): Promise<string>;
  scores: RecordedScore[];
  deepLinks: DeepLinkReceipt[];
  /** The client registrations tools posted (Dynamic Registration). */
  toolRegistrations: Record<string, unknown>[];
  tokenRequests: { scope: string; ok: boolean; reason?: string }[];
  /** The NRPS members (two pages) of the course `contextId`. */
  members: Record<string, unknown>[];
  lineitemUrl(contextId: string, resourceLinkId: string): string;
  membershipsUrl(contextId: string): string;
  /** Waits until `count` scores were recorded (no fixed sleep). */
  receivedScores(count: number, timeoutMs?: number): Promise<RecordedScore[]>;
  close(): Promise<void>;
}

export interface LtiPlatformOptions {
  /** The tool's login initiation URL (the course page posts to it). */
  toolLoginUrl: string;
  /** The tool's JWKS: a URL, or a function (API tests answer it through app.inject). */
  toolJwks: string | (() => Promise<JSONWebKeySet>);
  clientId?: string;
  deploymentId?: string;
  /** The module ids the course page links to (browser journeys). */
  courseModules?: { id: number; title: string }[];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export async function startLtiPlatform(options: LtiPlatformOptions): Promise<LtiPlatform> {
  const keyPair = await generateKeyPair("RS256", { extractable: true });
  const strayKeyPair = await generateKeyPair("RS256", { extractable: true });
  const kid = `platform-key-${randomBytes(4).toString("hex")}`;
  const publicJwk: JWK = { ...(await exportJWK(keyPair.publicKey)), kid, alg: "RS256", use: "sig" };
  const clientId = options.clientId ?? `pivot-tool-${randomBytes(4).toString("hex")}`;
  const deploymentId = options.deploymentId ?? "deployment-1";
  const plans = new Map<string, LaunchPlan>();
  const scores: RecordedScore[] = [];
  const deepLinks: DeepLinkReceipt[] = [];
  const tokenRequests: LtiPlatform["tokenRequests"] = [];
  const accessTokens = new Map<string, string[]>();
  const scoreWaiters: { count: number; resolve: () => void }[] = [];
  const usedAssertions = new Set<string>();
  const toolRegistrations: Record<string, unknown>[] = [];
  const members: Record<string, unknown>[] = [
    {
      user_id: "nrps-1",
      status: "Active",
      name: "Ada Lovelace",
      email: `ada-${randomUUID()}@course.example`,
      roles: [LEARNER],
    },
    { user_id: "nrps-2", status: "Active", name: "Grace Hopper", roles: [LEARNER] },
    { user_id: "nrps-3", status: "Inactive", name: "Gone Away", roles: [LEARNER] },
    { user_id: "nrps-4", status: "Active", given_name: "Alan", family_name: "Turing", roles: [INSTRUCTOR] },
  ];
  let base = "";

  const toolKeys =
    typeof options.toolJwks === "string"
      ? createRemoteJWKSet(new URL(options.toolJwks))
      : async (...args: Parameters<ReturnType<typeof createLocalJWKSet>>) =>
          createLocalJWKSet(await (options.toolJwks as () => Promise<JSONWebKeySet>)())(...args);

  const idToken = async (claims: JWTPayload, signOptions: { unknownKey?: boolean } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: signOptions.unknownKey ? `${kid}-unknown` : kid, typ: "JWT" })
      .sign(signOptions.unknownKey ? strayKeyPair.privateKey : keyPair.privateKey);

  const lineitemUrl = (contextId: string, resourceLinkId: string) =>
    `${base}/courses/${encodeURIComponent(contextId)}/lineitems/${encodeURIComponent(resourceLinkId)}`;
  const membershipsUrl = (contextId: string) => `${base}/courses/${encodeURIComponent(contextId)}/memberships`;

  async function claimsFor(plan: LaunchPlan, nonce: string, targetLinkUri: string): Promise<JWTPayload> {
    const now = Math.floor(Date.now() / 1000) + (plan.issuedAtOffsetSeconds ?? 0);
    const messageType = plan.messageType ?? "LtiResourceLinkRequest";
    const contextId = plan.contextId ?? "course-101";
    const resourceLinkId = plan.resourceLinkId ?? `link-${randomBytes(4).toString("hex")}`;
    const claims: JWTPayload = {
      iss: base,
      aud: plan.aud ?? clientId,
      ...(plan.azp ? { azp: plan.azp } : {}),
      sub: plan.sub ?? `learner-${randomBytes(4).toString("hex")}`,
      iat: now,
      exp: now + (plan.expiresInSeconds ?? 300),
      nonce: plan.nonce ?? nonce,
      ...(plan.name ? { name: plan.name } : {}),
      ...(plan.email ? { email: plan.email } : {}),
      [CLAIM.messageType]: messageType,
      [CLAIM.version]: plan.version ?? "1.3.0",
      [CLAIM.deploymentId]: plan.deploymentId ?? deploymentId,
      [CLAIM.targetLinkUri]: plan.targetLinkUri ?? targetLinkUri,
      [CLAIM.roles]: plan.roles ?? [LEARNER],
      [CLAIM.context]: { id: contextId, label: "SUST101", title: plan.contextTitle ?? "Sustainable Business 101" },
    };
    if (messageType === "LtiDeepLinkingRequest") {
      claims[CLAIM.deepLinkingSettings] = {
        deep_link_return_url: `${base}/deep-link-return`,
        accept_types: ["ltiResourceLink"],
        accept_presentation_document_targets: ["window", "iframe"],
        accept_multiple: true,
        data: "platform-opaque-data-123",
      };
    } else {
      claims[CLAIM.resourceLink] = { id: resourceLinkId, title: "PIVOT module" };
      if (plan.custom) claims[CLAIM.custom] = plan.custom;
      if (!plan.withoutServices) {
        claims[CLAIM.ags] = {
          scope: [LINEITEM_SCOPE, SCORE_SCOPE],
          lineitems: `${base}/courses/${encodeURIComponent(contextId)}/lineitems`,
          lineitem: lineitemUrl(contextId, resourceLinkId),
        };
        claims[CLAIM.nrps] = { context_memberships_url: membershipsUrl(contextId), service_versions: ["2.0"] };
      }
    }
    return claims;
  }

  const send = (
    res: http.ServerResponse,
    status: number,
    body: string,
    type = "text/plain; charset=utf-8",
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { "content-type": type, ...headers });
    res.end(body);
  };

  const bearerScopes = (req: http.IncomingMessage) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    return token ? (accessTokens.get(token) ?? null) : null;
  };

  const page = (title: string, body: string, script = "") =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}${script}</body></html>`;

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", base);
      const body = req.method === "POST" ? await readBody(req) : "";
      if (req.method === "GET" && url.pathname === "/jwks")
        return send(res, 200, JSON.stringify({ keys: [publicJwk] }), "application/json");

      // The course page a browser launches from (the journeys): each link is a login initiation.
      if (req.method === "GET" && url.pathname === "/course") {
        const links = (options.courseModules ?? [])
          .map((m) => {
            const hint = plan({
              sub: url.searchParams.get("sub") ?? "browser-learner",
              name: url.searchParams.get("name") ?? "Browser Learner",
              custom: { module_id: String(m.id) },
              resourceLinkId: `browser-link-${m.id}`,
            });
            return formHtml(
              options.toolLoginUrl,
              loginParams(hint, `${new URL(options.toolLoginUrl).origin}/module/${m.id}`),
              `Open ${m.title}`,
            );
          })
          .join("");
        const teacherHint = plan({ messageType: "LtiDeepLinkingRequest", sub: "browser-teacher", roles: [INSTRUCTOR] });
        return send(
          res,
          200,
          page(
            "Sustainable Business 101",
            `<section><h2>Activities</h2>${links}</section><section><h2>Teacher</h2>${formHtml(options.toolLoginUrl, loginParams(teacherHint, options.toolLoginUrl.replace(/\/login$/, "/launch")), "Add PIVOT modules")}</section>`,
          ),
          "text/html; charset=utf-8",
        );
      }

      // Decision 397: a course page that embeds the activity in a frame, as Canvas and Moodle do by
      // default. The frame starts the launch itself (an auto-posted login initiation).
      if (req.method === "GET" && url.pathname === "/embedded-course") {
        const moduleId = url.searchParams.get("module") ?? "";
        const frameSrc = `/embedded-launch?${new URLSearchParams({ module: moduleId, sub: url.searchParams.get("sub") ?? "embedded-learner", name: url.searchParams.get("name") ?? "Embedded Learner" })}`;
        return send(
          res,
          200,
          page(
            "Sustainable Business 101",
            `<iframe title="PIVOT activity" src="${escapeHtml(frameSrc)}" style="width:100%;height:820px;border:1px solid #ccc"></iframe>`,
          ),
          "text/html; charset=utf-8",
        );
      }
      if (req.method === "GET" && url.pathname === "/embedded-launch") {
        const moduleId = url.searchParams.get("module") ?? "";
        const hint = plan({
          sub: url.searchParams.get("sub") ?? "embedded-learner",
          name: url.searchParams.get("name") ?? "Embedded Learner",
          custom: { module_id: moduleId },
          resourceLinkId: `embedded-link-${moduleId}`,
        });
        return send(
          res,
          200,
          page(
            "Opening the activity…",
            formHtml(
              options.toolLoginUrl,
              loginParams(hint, `${new URL(options.toolLoginUrl).origin}/module/${moduleId}`),
              "Open the activity",
            ).replace("<form ", '<form id="login" '),
            `<script>document.getElementById("login").submit();</script>`,
          ),
          "text/html; charset=utf-8",
        );
      }

      // LTI Dynamic Registration 1.0 (decision 397): the platform's OpenID configuration (§3.4), its
      // registration endpoint (§3.6, the registration token required), and the administrator's page
      // that opens the tool's registration link in a frame and waits for the tool's close message.
      if (req.method === "GET" && url.pathname === "/.well-known/openid-configuration") {
        return send(
          res,
          200,
          JSON.stringify({
            issuer: base,
            authorization_endpoint: `${base}/auth`,
            token_endpoint: `${base}/token`,
            token_endpoint_auth_methods_supported: ["private_key_jwt"],
            token_endpoint_auth_signing_alg_values_supported: ["RS256"],
            jwks_uri: `${base}/jwks`,
            registration_endpoint: `${base}/registrations`,
            scopes_supported: ["openid", SCORE_SCOPE, LINEITEM_SCOPE, NRPS_SCOPE],
            response_types_supported: ["id_token"],
            subject_types_supported: ["public", "pairwise"],
            id_token_signing_alg_values_supported: ["RS256"],
            claims_supported: ["sub", "iss", "name", "given_name", "family_name", "email"],
            "https://purl.imsglobal.org/spec/lti-platform-configuration": {
              product_family_code: "standin",
              version: "1.0",
              messages_supported: [{ type: "LtiResourceLinkRequest" }, { type: "LtiDeepLinkingRequest" }],
            },
          }),
          "application/json",
        );
      }
      if (req.method === "POST" && url.pathname === "/registrations") {
        if (req.headers.authorization !== `Bearer ${REGISTRATION_TOKEN}`)
          return send(res, 401, JSON.stringify({ error: "invalid_token" }), "application/json");
        const registration = JSON.parse(body || "{}") as Record<string, unknown>;
        toolRegistrations.push(registration);
        const tool = (registration["https://purl.imsglobal.org/spec/lti-tool-configuration"] ?? {}) as object;
        return send(
          res,
          200,
          JSON.stringify({
            ...registration,
            client_id: clientId,
            "https://purl.imsglobal.org/spec/lti-tool-configuration": { ...tool, deployment_id: deploymentId },
          }),
          "application/json",
        );
      }
      if (req.method === "GET" && url.pathname === "/register-tool") {
        const target = new URL(url.searchParams.get("url") ?? "");
        target.searchParams.set("openid_configuration", `${base}/.well-known/openid-configuration`);
        target.searchParams.set("registration_token", REGISTRATION_TOKEN);
        return send(
          res,
          200,
          page(
            "Register a tool",
            `<p id="status" role="status">Registering…</p><iframe title="Tool registration" src="${escapeHtml(target.toString())}" style="width:100%;height:600px;border:1px solid #ccc"></iframe>`,
            `<script>window.addEventListener("message", function (event) {
              if (event.data && event.data.subject === "org.imsglobal.lti.close") document.getElementById("status").textContent = "Registration closed";
            });</script>`,
          ),
          "text/html; charset=utf-8",
        );
      }

      // OIDC authorisation endpoint: the tool's login redirect comes here.
      if (req.method === "GET" && url.pathname === "/auth") {
        const q = url.searchParams;
        const problems = [
          q.get("scope") !== "openid" && "scope",
          q.get("response_type") !== "id_token" && "response_type",
          q.get("response_mode") !== "form_post" && "response_mode",
          q.get("prompt") !== "none" && "prompt",
          q.get("client_id") !== clientId && "client_id",
          !q.get("redirect_uri") && "redirect_uri",
          !q.get("state") && "state",
          !q.get("nonce") && "nonce",
        ].filter(Boolean);
        const hint = q.get("lti_message_hint") ?? q.get("login_hint") ?? "";
        const planned = plans.get(hint);
        if (problems.length || !planned || q.get("login_hint") !== hint)
          return send(res, 400, `invalid authorisation request: ${problems.join(", ") || "unknown hint"}`);
        const claims = await claimsFor(planned, q.get("nonce") as string, planned.targetLinkUri ?? "");
        const token = await idToken(claims, { unknownKey: planned.unknownKey });
        return send(
          res,
          200,
          page(
            "Launching…",
            `<form id="launch" method="post" action="${escapeHtml(q.get("redirect_uri") as string)}">
              <input type="hidden" name="id_token" value="${escapeHtml(token)}">
              <input type="hidden" name="state" value="${escapeHtml(q.get("state") as string)}">
              <input type="hidden" name="nonce-sent" value="${escapeHtml(q.get("nonce") as string)}">
              <button type="submit">Continue</button></form>`,
            `<script>document.getElementById("launch").submit();</script>`,
          ),
          "text/html; charset=utf-8",
        );
      }

      // OAuth 2.0 token endpoint: client_credentials with the tool's signed client assertion.
      if (req.method === "POST" && url.pathname === "/token") {
        const form = new URLSearchParams(body);
        const scope = form.get("scope") ?? "";
        const refuse = (reason: string) => {
          tokenRequests.push({ scope, ok: false, reason });
          return send(
            res,
            401,
            JSON.stringify({ error: "invalid_client", error_description: reason }),
            "application/json",
          );
        };
        if (form.get("grant_type") !== "client_credentials") return refuse("grant_type");
        if (form.get("client_assertion_type") !== "urn:ietf:params:oauth:client-assertion-type:jwt-bearer")
          return refuse("client_assertion_type");
        try {
          const { payload } = await jwtVerify(form.get("client_assertion") ?? "", toolKeys, {
            algorithms: ["RS256"],
            issuer: clientId,
            subject: clientId,
            audience: `${base}/token`,
          });
          if (!payload.jti || usedAssertions.has(payload.jti)) return refuse("jti reused");
          usedAssertions.add(payload.jti);
        } catch (err) {
          return refuse(`assertion: ${(err as Error).message}`);
        }
        const token = randomBytes(24).toString("hex");
        accessTokens.set(token, scope.split(" "));
        tokenRequests.push({ scope, ok: true });
        return send(
          res,
          200,
          JSON.stringify({ access_token: token, token_type: "bearer", expires_in: 3600, scope }),
          "application/json",
        );
      }

      // AGS: the line item's scores.
      const scoresMatch = /^\/courses\/([^/]+)\/lineitems\/([^/]+)\/scores$/.exec(url.pathname);
      if (req.method === "POST" && scoresMatch) {
        const scopes = bearerScopes(req);
        if (!scopes?.includes(SCORE_SCOPE)) return send(res, 401, "missing or insufficient token");
        if (req.headers["content-type"] !== "application/vnd.ims.lis.v1.score+json")
          return send(res, 415, "wrong media type");
        scores.push({
          lineitem: lineitemUrl(decodeURIComponent(scoresMatch[1]), decodeURIComponent(scoresMatch[2])),
          contentType: req.headers["content-type"],
          score: JSON.parse(body),
        });
        for (const waiter of [...scoreWaiters])
          if (scores.length >= waiter.count) {
            scoreWaiters.splice(scoreWaiters.indexOf(waiter), 1);
            waiter.resolve();
          }
        return send(res, 204, "");
      }

      // NRPS: the course's members in two pages.
      const membersMatch = /^\/courses\/([^/]+)\/memberships$/.exec(url.pathname);
      if (req.method === "GET" && membersMatch) {
        const scopes = bearerScopes(req);
        if (!scopes?.includes(NRPS_SCOPE)) return send(res, 401, "missing or insufficient token");
        const second = url.searchParams.get("page") === "2";
        const half = Math.ceil(members.length / 2);
        const headers: Record<string, string> = second
          ? {}
          : { link: `<${membershipsUrl(decodeURIComponent(membersMatch[1]))}?page=2>; rel="next"` };
        return send(
          res,
          200,
          JSON.stringify({
            id: `${base}${url.pathname}`,
            context: { id: decodeURIComponent(membersMatch[1]), title: "Sustainable Business 101" },
            members: second ? members.slice(half) : members.slice(0, half),
          }),
          "application/vnd.ims.lti-nrps.v2.membershipcontainer+json",
          headers,
        );
      }

      // Deep linking return: verify the tool's signed response with the tool's keys, record it.
      if (req.method === "POST" && url.pathname === "/deep-link-return") {
        const jwt = new URLSearchParams(body).get("JWT") ?? "";
        try {
          const { payload } = await jwtVerify(jwt, toolKeys, {
            algorithms: ["RS256"],
            issuer: clientId,
            audience: base,
          });
          deepLinks.push({ jwt, payload });
          const items = (payload[CLAIM.contentItems] as { title?: string }[] | undefined) ?? [];
          return send(
            res,
            200,
            page("Content added", `<ul>${items.map((i) => `<li>${escapeHtml(i.title ?? "")}</li>`).join("")}</ul>`),
            "text/html; charset=utf-8",
          );
        } catch (err) {
          return send(res, 400, `deep linking response refused: ${(err as Error).message}`);
        }
      }
      return send(res, 404, "not found");
    } catch (err) {
      return send(res, 500, (err as Error).message);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function plan(launch: LaunchPlan): string {
    const hint = `hint-${randomBytes(8).toString("hex")}`;
    plans.set(hint, launch);
    return hint;
  }

  function loginParams(hint: string, targetLinkUri: string): Record<string, string> {
    return {
      iss: base,
      login_hint: hint,
      lti_message_hint: hint,
      target_link_uri: targetLinkUri,
      client_id: clientId,
      lti_deployment_id: deploymentId,
    };
  }

  function formHtml(action: string, fields: Record<string, string>, label: string) {
    return `<form method="post" action="${escapeHtml(action)}">${Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join("")}<button type="submit">${escapeHtml(label)}</button></form>`;
  }

  return {
    url: base,
    issuer: base,
    clientId,
    deploymentId,
    authLoginUrl: `${base}/auth`,
    accessTokenUrl: `${base}/token`,
    jwksUrl: `${base}/jwks`,
    registration: (name = "Stand-in LMS") => ({
      name,
      issuer: base,
      clientId,
      authLoginUrl: `${base}/auth`,
      accessTokenUrl: `${base}/token`,
      jwksUrl: `${base}/jwks`,
      deploymentIds: [deploymentId],
    }),
    plan,
    loginParams,
    async authorize(location) {
      const response = await fetch(location);
      const html = await response.text();
      if (response.status !== 200) throw new Error(`authorisation refused (${response.status}): ${html}`);
      const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
      return {
        action: /action="([^"]*)"/.exec(html)?.[1] ?? "",
        idToken: field("id_token"),
        state: field("state"),
        nonce: field("nonce-sent"),
      };
    },
    idToken,
    scores,
    deepLinks,
    toolRegistrations,
    tokenRequests,
    members,
    lineitemUrl,
    membershipsUrl,
    receivedScores(count, timeoutMs = 15_000) {
      if (scores.length >= count) return Promise.resolve(scores);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${scores.length} of ${count} scores arrived`)),
          timeoutMs,
        );
        scoreWaiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(scores);
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
