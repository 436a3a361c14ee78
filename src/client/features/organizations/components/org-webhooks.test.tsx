import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEndpoint } from "../../../../contracts/webhooks";
import { jsonResponse, renderWithQuery, resetAfterEachTest, routeFetch } from "../../../../test/render-with-query";
import { testOrganization } from "../../../../test/test-organization";
import { OrgWebhooks } from "./org-webhooks";

resetAfterEachTest();

const ORGANIZATION = testOrganization("admin");

const EVENT_TYPES = WEBHOOK_EVENT_TYPES.map((type) => ({ type, label: WEBHOOK_EVENT_LABELS[type] }));
const ENDPOINT: WebhookEndpoint = {
  id: "whep_1",
  url: "https://hr.northwind.example/hooks",
  description: "HR system",
  events: ["member.joined"],
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  lastDelivery: null,
};

const renderSection = (organization = ORGANIZATION) =>
  renderWithQuery(
    <MemoryRouter>
      <OrgWebhooks organization={organization} />
    </MemoryRouter>,
  );

describe("OrgWebhooks", () => {
  it("is not shown to a plain member", () => {
    renderSection({ ...ORGANIZATION, role: "member" });
    expect(screen.queryByRole("region", { name: "Webhooks" })).toBeNull();
  });

  it("says there are no endpoints, then adds one and shows its secret once", async () => {
    let created = false;
    const fetchMock = routeFetch({
      "GET /api/organizations/org-1/webhooks": () =>
        jsonResponse(200, { items: created ? [ENDPOINT] : [], eventTypes: EVENT_TYPES }),
      "POST /api/organizations/org-1/webhooks": () => {
        created = true;
        return jsonResponse(201, { ...ENDPOINT, secret: "whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=" });
      },
    });
    renderSection();
    expect(await screen.findByText("No webhook endpoints yet")).toBeTruthy();
    const form = screen.getByRole("form", { name: "Add a webhook endpoint" });
    fireEvent.click(within(form).getByRole("button", { name: "Add endpoint" }));
    expect(await within(form).findByText("Choose at least one event")).toBeTruthy();
    fireEvent.change(within(form).getByRole("textbox", { name: /Endpoint URL/ }), {
      target: { value: "https://hr.northwind.example/hooks" },
    });
    fireEvent.click(within(form).getByRole("checkbox", { name: /Member joined/ }));
    fireEvent.click(within(form).getByRole("button", { name: "Add endpoint" }));
    const dialog = await screen.findByRole("dialog", { name: "Your endpoint's signing secret" });
    expect((within(dialog).getByRole("textbox", { name: "Signing secret" }) as HTMLInputElement).value).toBe(
      "whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=",
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      url: "https://hr.northwind.example/hooks",
      events: ["member.joined"],
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.getByRole("listitem", { name: `Endpoint ${ENDPOINT.url}` })).toBeTruthy());
  });
});
