import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { OrganizationDomain } from "../../../../contracts/organizations";
import { type SsoStatus, ssoNotConfigured } from "../../../../contracts/sso";
import { jsonResponse, renderWithQuery, resetAfterEachTest, routeFetch } from "../../../../test/render-with-query";
import { testOrganization } from "../../../../test/test-organization";
import { OrgSso } from "./org-sso";

resetAfterEachTest();

const ORGANIZATION = testOrganization("owner");

const SERVICE_PROVIDER = {
  entityId: "https://pivot.test/api/organizations/org-1/sso/saml/metadata",
  acsUrl: "https://pivot.test/api/auth/sso/saml2/sp/acs/org-org-1",
  metadataUrl: "https://pivot.test/api/organizations/org-1/sso/saml/metadata",
  oidcRedirectUrl: "https://pivot.test/api/auth/sso/callback/org-org-1",
};

const NOT_SET_UP = ssoNotConfigured(SERVICE_PROVIDER);

const OIDC_UNVERIFIED: SsoStatus = {
  ...NOT_SET_UP,
  configured: true,
  protocol: "oidc",
  domain: "northwind.example",
  identityProvider: "https://login.northwind.example",
  oidcClientId: "pivot-app",
};

const DOMAINS: OrganizationDomain[] = [
  {
    id: 1,
    domain: "northwind.example",
    txtRecord: "pivot-verification=abc",
    verifiedAt: "2026-01-02T00:00:00.000Z",
    autoJoin: false,
    createdAt: "2026-01-01T00:00:00.000Z",
  },
];

const METADATA = `<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.northwind.example"></EntityDescriptor>`;

const calls = (fetchMock: ReturnType<typeof routeFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === method);

const renderSection = () =>
  renderWithQuery(
    <MemoryRouter>
      <OrgSso organization={ORGANIZATION} />
    </MemoryRouter>,
  );

const toasts = () => screen.getByRole("status", { name: "Toasts" }).textContent ?? "";

describe("OrgSso", () => {
  it("shows the provider set up, that its domain waits for verification, and the values to copy", async () => {
    routeFetch({
      "GET /api/organizations/org-1/sso": () => jsonResponse(200, OIDC_UNVERIFIED),
      "GET /api/organizations/org-1/domains": () => jsonResponse(200, DOMAINS),
    });
    renderSection();
    const status = await screen.findByTestId("sso-status");
    expect(within(status).getByText("OpenID Connect")).toBeTruthy();
    expect(within(status).getByText("@northwind.example")).toBeTruthy();
    expect(within(status).getByText("https://login.northwind.example")).toBeTruthy();
    expect(within(status).queryByText("Domain verified")).toBeNull();
    expect(within(status).getByText(/starts once northwind\.example is verified/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Verify the domain" }).getAttribute("href")).toBe(
      "/organization/invitations#verified-domains",
    );
    expect(screen.getByText(SERVICE_PROVIDER.acsUrl)).toBeTruthy();
    expect(screen.getByText(SERVICE_PROVIDER.oidcRedirectUrl)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy SAML entity id" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy OIDC redirect URL" })).toBeTruthy();
    // The form starts from what is saved; the secret is never sent back.
    expect((screen.getByRole("radio", { name: "OpenID Connect" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("textbox", { name: /^Issuer/ }) as HTMLInputElement).value).toBe(
      "https://login.northwind.example",
    );
    expect(screen.getByLabelText(/^Client secret/).getAttribute("placeholder")).toBe("unchanged");
    expect(screen.getByRole("button", { name: "Remove single sign-on" })).toBeTruthy();
  });

  it("lists what the identity provider must send: SAML attributes and OIDC claims before set-up, then the chosen one", async () => {
    routeFetch({
      "GET /api/organizations/org-1/sso": () => jsonResponse(200, NOT_SET_UP),
      "GET /api/organizations/org-1/domains": () => jsonResponse(200, DOMAINS),
    });
    const view = renderSection();
    const releases = await screen.findByRole("region", { name: "What your identity provider must send" });
    expect(within(releases).getByText("SAML attributes")).toBeTruthy();
    expect(within(releases).getByText("OpenID Connect claims")).toBeTruthy();
    expect(within(releases).getByText("http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname")).toBeTruthy();
    expect(within(releases).getByText("http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname")).toBeTruthy();
    expect(within(releases).getByText("sn")).toBeTruthy();
    expect(within(releases).getByText("given_name")).toBeTruthy();
    expect(within(releases).getByText("family_name")).toBeTruthy();
    expect(within(releases).queryByText("Department")).toBeNull();
    view.unmount();

    routeFetch({
      "GET /api/organizations/org-1/sso": () =>
        jsonResponse(200, { ...OIDC_UNVERIFIED, departmentAttribute: "department_name" }),
      "GET /api/organizations/org-1/domains": () => jsonResponse(200, DOMAINS),
    });
    renderSection();
    const oidc = await screen.findByRole("region", { name: "What your identity provider must send" });
    expect(within(oidc).queryByText("SAML attributes")).toBeNull();
    expect(within(oidc).getByText("OpenID Connect claims")).toBeTruthy();
    expect(within(oidc).getByText("Department")).toBeTruthy();
    expect(within(oidc).getByText("department_name")).toBeTruthy();
  });

  it("says a verified domain is verified", async () => {
    routeFetch({
      "GET /api/organizations/org-1/sso": () => jsonResponse(200, { ...OIDC_UNVERIFIED, domainVerified: true }),
      "GET /api/organizations/org-1/domains": () => jsonResponse(200, DOMAINS),
    });
    renderSection();
    const status = await screen.findByTestId("sso-status");
    expect(within(status).getByText("Domain verified")).toBeTruthy();
    expect(within(status).queryByText(/starts once/)).toBeNull();
  });

  it("checks the SAML metadata before sending, then saves it for the chosen domain", async () => {
    const fetchMock = routeFetch({
      "GET /api/organizations/org-1/sso": () => jsonResponse(200, NOT_SET_UP),
      "GET /api/organizations/org-1/domains": () => jsonResponse(200, DOMAINS),
      "PUT /api/organizations/org-1/sso": () =>
        jsonResponse(200, {
          ...NOT_SET_UP,
          configured: true,
          protocol: "saml",
          domain: "northwind.example",
          domainVerified: true,
          requireSso: true,
          identityProvider: "https://idp.northwind.example",
        }),
    });
    renderSection();
    expect(await screen.findByText(/Not set up\./)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole("combobox", { name: /^Domain/ }) as HTMLSelectElement).value).toBe("northwind.example"),
    );
    fireEvent.click(screen.getByRole("button", { name: "Save single sign-on" }));
    expect(await screen.findByText("Paste the identity provider's metadata XML (an EntityDescriptor)")).toBeTruthy();
    expect(calls(fetchMock, "PUT")).toHaveLength(0);

    fireEvent.change(screen.getByRole("textbox", { name: /^Metadata XML/ }), { target: { value: METADATA } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Require single sign-on for this domain" }));
    fireEvent.click(screen.getByRole("button", { name: "Save single sign-on" }));
    await waitFor(() => expect(calls(fetchMock, "PUT")).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, "PUT")[0][1]?.body))).toEqual({
      protocol: "saml",
      domain: "northwind.example",
      saml: { metadataXml: METADATA },
      requireSso: true,
      allowIdpInitiated: false,
    });
    await waitFor(() => expect(toasts()).toContain("Single sign-on saved"));
    expect(await screen.findByText("SAML 2.0")).toBeTruthy();
  });

  it("offers sign-in from the identity provider's app portal for SAML only, off until it is ticked", async () => {
    const SAML: SsoStatus = {
      ...NOT_SET_UP,
      configured: true,
      protocol: "saml",
      domain: "northwind.example",
      domainVerified: true,
      identityProvider: "https://idp.northwind.example",
    };
    const fetchMock = routeFetch({
      "GET /api/organizations/org-1/sso": () => jsonResponse(200, SAML),
      "GET /api/organizations/org-1/domains": () => jsonResponse(200, DOMAINS),
      "PUT /api/organizations/org-1/sso": () => jsonResponse(200, { ...SAML, allowIdpInitiated: true }),
    });
    renderSection();
    const status = await screen.findByTestId("sso-status");
    expect(within(status).getByText("Sign-in not allowed")).toBeTruthy();
    const portal = screen.getByRole("checkbox", { name: "Allow sign-in from your identity provider's app portal" });
    expect((portal as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/a stolen sign-in answer could be used once/)).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /^Metadata XML/ }), { target: { value: METADATA } });
    fireEvent.click(portal);
    fireEvent.click(screen.getByRole("button", { name: "Save single sign-on" }));
    await waitFor(() => expect(calls(fetchMock, "PUT")).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, "PUT")[0][1]?.body))).toMatchObject({ allowIdpInitiated: true });
    expect(await within(screen.getByTestId("sso-status")).findByText("Sign-in allowed")).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "OpenID Connect" }));
    expect(screen.queryByRole("checkbox", { name: /app portal/ })).toBeNull();
  });

  it("shows the server's field messages under the fields", async () => {
    routeFetch({
      "GET /api/organizations/org-1/sso": () => jsonResponse(200, NOT_SET_UP),
      "GET /api/organizations/org-1/domains": () => jsonResponse(200, DOMAINS),
      "PUT /api/organizations/org-1/sso": () =>
        jsonResponse(400, {
          message: "Invalid request",
          issues: [{ path: "oidc.issuer", message: "The issuer did not answer with its OpenID configuration" }],
        }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole("radio", { name: "OpenID Connect" }));
    await waitFor(() =>
      expect((screen.getByRole("combobox", { name: /^Domain/ }) as HTMLSelectElement).value).toBe("northwind.example"),
    );
    const issuer = screen.getByRole("textbox", { name: /^Issuer/ });
    fireEvent.change(issuer, { target: { value: "https://login.northwind.example" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Client id/ }), { target: { value: "pivot-app" } });
    fireEvent.click(screen.getByRole("button", { name: "Save single sign-on" }));
    expect(await screen.findByText("The issuer did not answer with its OpenID configuration")).toBeTruthy();
    expect(issuer.getAttribute("aria-invalid")).toBe("true");
  });

  it("removes single sign-on after confirming", async () => {
    let removed = false;
    const fetchMock = routeFetch({
      "GET /api/organizations/org-1/sso": () => jsonResponse(200, removed ? NOT_SET_UP : OIDC_UNVERIFIED),
      "GET /api/organizations/org-1/domains": () => jsonResponse(200, DOMAINS),
      "DELETE /api/organizations/org-1/sso": () => {
        removed = true;
        return jsonResponse(200, { ok: true });
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Remove single sign-on" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove single sign-on?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove single sign-on" }));
    await waitFor(() => expect(calls(fetchMock, "DELETE")).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContain("Single sign-on removed"));
    expect(await screen.findByText(/Not set up\./)).toBeTruthy();
  });
});
