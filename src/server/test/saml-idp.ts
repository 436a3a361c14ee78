import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import * as samlify from "samlify";
// samlify parses no XML until a schema validator is set: the SSO plugin sets its own when loaded. In
// the server's process it is loaded already; in a browser journey's, this import sets the same one.
import "@better-auth/sso";

/**
 * A SAML 2.0 identity provider for tests (issue 21): samlify as the IdP, with a key and self-signed
 * certificate made for the run by openssl. It answers the AuthnRequests our service provider sends
 * with responses the test shapes (address, attributes, audience, validity), signed by its key,
 * another key, or not at all. Its sign-in address is a real loopback server, so our "is the
 * provider up?" check sees it answer.
 */

export interface KeyPair {
  privateKey: string;
  certificate: string;
}

export function makeKeyPair(commonName = "PIVOT test IdP"): KeyPair {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saml-idp-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-subj",
      `/CN=${commonName}`,
      "-days",
      "2",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "ignore" },
  );
  const pair = { privateKey: fs.readFileSync(keyFile, "utf8"), certificate: fs.readFileSync(certFile, "utf8") };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

const certBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s+/g, "");

export interface AssertionShape {
  email: string;
  attributes?: Record<string, string>;
  /** Defaults to the service provider's entity id. */
  audience?: string;
  /** Seconds from now; negative for an assertion that has expired. */
  validForSeconds?: number;
  /** Sign with another key than the one in the metadata, or not at all. */
  signing?: "own" | "other" | "none";
  /** InResponseTo; defaults to the request's id. */
  inResponseTo?: string | null;
  /** The top-level StatusCode; defaults to Success (an IdP that refuses sends Responder or Requester). */
  status?: string;
}

export interface SamlIdp {
  entityId: string;
  ssoUrl: string;
  metadataXml: string;
  certificate: string;
  /** The signed (or not) SAMLResponse, base64, answering the AuthnRequest in `redirectUrl`. */
  respond(
    redirectUrl: string,
    spMetadataXml: string,
    shape: AssertionShape,
  ): Promise<{ SAMLResponse: string; RelayState?: string }>;
  /**
   * A SAMLResponse no sign-in asked for (IdP-initiated, as an app portal's tile posts it): no
   * InResponseTo, and the RelayState the IdP administrator set, if any.
   */
  respondUnsolicited(
    spMetadataXml: string,
    shape: Omit<AssertionShape, "inResponseTo">,
    relayState?: string,
  ): Promise<{ SAMLResponse: string; RelayState?: string }>;
  close(): Promise<void>;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function responseXml(
  shape: AssertionShape,
  ids: { response: string; assertion: string },
  context: { issuer: string; destination: string; audience: string; inResponseTo: string | null },
): string {
  const now = new Date();
  const until = new Date(now.getTime() + (shape.validForSeconds ?? 300) * 1000);
  const notBefore = new Date(Math.min(now.getTime(), until.getTime()) - 60_000);
  const inResponseTo = context.inResponseTo ? ` InResponseTo="${escapeXml(context.inResponseTo)}"` : "";
  const attributes = Object.entries({ email: shape.email, ...shape.attributes })
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join("");
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${ids.response}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escapeXml(context.destination)}"${inResponseTo}>` +
    `<saml:Issuer>${escapeXml(context.issuer)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="${escapeXml(shape.status ?? "urn:oasis:names:tc:SAML:2.0:status:Success")}"/></samlp:Status>` +
    `<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="${ids.assertion}" Version="2.0" IssueInstant="${now.toISOString()}">` +
    `<saml:Issuer>${escapeXml(context.issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(shape.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${until.toISOString()}" Recipient="${escapeXml(context.destination)}"${inResponseTo}/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore.toISOString()}" NotOnOrAfter="${until.toISOString()}"><saml:AudienceRestriction><saml:Audience>${escapeXml(context.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${ids.assertion}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` +
    `</saml:Assertion></samlp:Response>`
  );
}

export async function startSamlIdp(options: { entityId?: string } = {}): Promise<SamlIdp> {
  const own = makeKeyPair();
  const other = makeKeyPair("Someone else");
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" }).end("<p>Test identity provider</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = options.entityId ?? `${origin}/metadata`;
  const ssoUrl = `${origin}/sso`;
  const metadataXml = samlify
    .IdentityProvider({
      entityID: entityId,
      signingCert: own.certificate,
      singleSignOnService: [{ Binding: "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect", Location: ssoUrl }],
      singleLogoutService: [
        { Binding: "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect", Location: `${origin}/slo` },
      ],
      nameIDFormat: ["urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress"],
    })
    .getMetadata();

  const identityProvider = (keys: KeyPair) =>
    samlify.IdentityProvider({
      entityID: entityId,
      privateKey: keys.privateKey,
      signingCert: keys.certificate,
      singleSignOnService: [{ Binding: "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect", Location: ssoUrl }],
      singleLogoutService: [
        { Binding: "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect", Location: `${origin}/slo` },
      ],
    });

  async function sign(
    sp: ReturnType<typeof samlify.ServiceProvider>,
    shape: AssertionShape,
    xml: string,
    responseId: string,
    extract: samlify.Extractor.ExtractorResult,
    relayState: string | undefined,
  ): Promise<{ SAMLResponse: string; RelayState?: string }> {
    const relay = relayState ? { RelayState: relayState } : {};
    if (shape.signing === "none") return { SAMLResponse: Buffer.from(xml).toString("base64"), ...relay };
    const signer = identityProvider(shape.signing === "other" ? other : own);
    const response = await signer.createLoginResponse(
      sp,
      { extract },
      "post",
      { email: shape.email },
      { customTagReplacement: () => ({ id: responseId, context: xml }) },
    );
    return { SAMLResponse: response.context, ...relay };
  }

  return {
    entityId,
    ssoUrl,
    metadataXml,
    certificate: certBody(own.certificate),
    async respond(redirectUrl, spMetadataXml, shape) {
      const url = new URL(redirectUrl);
      const sp = samlify.ServiceProvider({ metadata: spMetadataXml });
      const query = Object.fromEntries(url.searchParams);
      const parsed = await identityProvider(own).parseLoginRequest(sp, "redirect", {
        query,
        octetString: url.search.slice(1),
      });
      const requestId = String(parsed.extract.request?.id ?? "");
      const destination = sp.entityMeta.getAssertionConsumerService("post") as string;
      const ids = { response: `_${randomUUID()}`, assertion: `_${randomUUID()}` };
      const xml = responseXml(shape, ids, {
        issuer: entityId,
        destination,
        audience: shape.audience ?? sp.entityMeta.getEntityID(),
        inResponseTo: shape.inResponseTo === undefined ? requestId : shape.inResponseTo,
      });
      return sign(sp, shape, xml, ids.response, parsed.extract, query.RelayState);
    },
    async respondUnsolicited(spMetadataXml, shape, relayState) {
      const sp = samlify.ServiceProvider({ metadata: spMetadataXml });
      const destination = sp.entityMeta.getAssertionConsumerService("post") as string;
      const ids = { response: `_${randomUUID()}`, assertion: `_${randomUUID()}` };
      const xml = responseXml(shape, ids, {
        issuer: entityId,
        destination,
        audience: shape.audience ?? sp.entityMeta.getEntityID(),
        inResponseTo: null,
      });
      return sign(sp, shape, xml, ids.response, {}, relayState);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
