import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubProcessorList } from "../../../contracts/marketing";
import { jsonResponse, renderWithQuery, stubFetch } from "../../../test/render-with-query";
import { SubProcessors } from "./sub-processors";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST: SubProcessorList = {
  categories: [
    {
      category: "payments",
      label: "Payments",
      provider: {
        name: "Stripe Payments Europe, Ltd. (Stripe)",
        host: "api.stripe.com",
        purpose: "Takes card payments for subscriptions.",
        location: "Ireland (EU) and the United States",
      },
      whenNone: "No payment provider.",
    },
    {
      category: "mail",
      label: "E-mail delivery",
      provider: null,
      whenNone: "No e-mail provider: messages are kept in the site's own outbox and not sent anywhere.",
    },
  ],
};

describe("SubProcessors (issue 28 item 5)", () => {
  it("lists each provider in use with purpose and location, and says None for the others", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, LIST));
    renderWithQuery(<SubProcessors />);
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    const payments = within(items[0]);
    expect(payments.getByRole("heading", { name: "Payments" })).toBeTruthy();
    expect(payments.getByText("Stripe Payments Europe, Ltd. (Stripe) (api.stripe.com)")).toBeTruthy();
    expect(payments.getByText("Ireland (EU) and the United States")).toBeTruthy();
    expect(items[1].textContent).toBe(
      "E-mail deliveryNone. No e-mail provider: messages are kept in the site's own outbox and not sent anywhere.",
    );
    expect(fetchMock.mock.calls[0][0]).toBe("/api/privacy/sub-processors");
  });

  it("offers a retry when the list cannot be loaded", async () => {
    stubFetch(() => jsonResponse(500, { message: "Internal Server Error" }));
    renderWithQuery(<SubProcessors />);
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
