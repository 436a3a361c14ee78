import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import type { SecurityPolicy } from "../../../../contracts/security-policy";
import { jsonResponse, renderWithQuery, resetAfterEachTest, stubFetch } from "../../../../test/render-with-query";
import { durationText, OrgSecurityPolicy } from "./org-security-policy";

resetAfterEachTest();

const ORGANIZATION = { id: "org-1", name: "Northwind" } as OrganizationDetail;
const SITE_ONLY: SecurityPolicy = {
  idleTimeoutMinutes: null,
  deviceLimit: null,
  twoFactorRequiredFor: null,
  twoFactorRequiredFrom: null,
  site: { idleTimeoutMinutes: 120, deviceLimit: 3 },
  updatedAt: null,
};

const toasts = () => screen.getByLabelText("Toasts").textContent ?? "";
const optionsOf = (label: string) =>
  [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent);

describe("OrgSecurityPolicy (issue 21 item 4)", () => {
  it("offers only choices as strict as the site's or stricter, and saves the chosen ones", async () => {
    const fetchMock = stubFetch(
      () => jsonResponse(200, SITE_ONLY),
      () =>
        jsonResponse(200, { ...SITE_ONLY, idleTimeoutMinutes: 30, deviceLimit: 2, updatedAt: "2026-11-25T09:00:00Z" }),
    );
    renderWithQuery(<OrgSecurityPolicy organization={ORGANIZATION} />);
    await screen.findByRole("form", { name: "Sign-in policy" });
    expect(optionsOf("Sign members out after")).toEqual([
      "The site's setting (2 hours)",
      "15 minutes without activity",
      "30 minutes without activity",
      "1 hour without activity",
      "2 hours without activity",
    ]);
    expect(optionsOf("Devices signed in at once")).toEqual([
      "The site's limit (3 devices)",
      "At most 1 device",
      "At most 2 devices",
      "At most 3 devices",
    ]);
    fireEvent.change(screen.getByLabelText("Sign members out after"), { target: { value: "30" } });
    fireEvent.change(screen.getByLabelText("Devices signed in at once"), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Save sign-in policy" }));
    await waitFor(() => expect(toasts()).toContain("Sign-in policy saved"));
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe("/api/organizations/org-1/security-policy");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ idleTimeoutMinutes: 30, deviceLimit: 2 });
  });

  it("sends null for the site's setting, and shows the server's field message", async () => {
    const fetchMock = stubFetch(
      () => jsonResponse(200, { ...SITE_ONLY, idleTimeoutMinutes: 15, deviceLimit: 1 }),
      () =>
        jsonResponse(400, {
          message: "deviceLimit must be at most 3, the site's own limit",
          issues: [{ path: "deviceLimit", message: "deviceLimit must be at most 3, the site's own limit" }],
        }),
    );
    renderWithQuery(<OrgSecurityPolicy organization={ORGANIZATION} />);
    const idle = (await screen.findByLabelText("Sign members out after")) as HTMLSelectElement;
    await waitFor(() => expect(idle.value).toBe("15"));
    fireEvent.change(idle, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save sign-in policy" }));
    expect(await screen.findByText("deviceLimit must be at most 3, the site's own limit")).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toEqual({ idleTimeoutMinutes: null, deviceLimit: 1 });
  });

  it("says so with a retry when the policy cannot be read", async () => {
    stubFetch(() => jsonResponse(403, { message: "Your role in this organisation does not allow this" }));
    renderWithQuery(<OrgSecurityPolicy organization={ORGANIZATION} />);
    expect(await screen.findByText("The sign-in policy could not be loaded")).toBeTruthy();
    await waitFor(() => expect(toasts()).toContain("Error: Failed to load the sign-in policy"));
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("words durations in minutes and hours", () => {
    expect([15, 30, 60, 120, 480].map(durationText)).toEqual([
      "15 minutes",
      "30 minutes",
      "1 hour",
      "2 hours",
      "8 hours",
    ]);
  });
});
