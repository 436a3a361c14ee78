import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithQuery, resetAfterEachTest, stubFetch } from "../../../../test/render-with-query";
import { testOrganization } from "../../../../test/test-organization";
import { BrandColourForm } from "./brand-colour-form";

resetAfterEachTest();

const ORGANIZATION = testOrganization("owner");

const hexField = () => screen.getByRole("textbox", { name: "Brand colour (hex)" });
const save = () => screen.getByRole("button", { name: "Save brand colour" }) as HTMLButtonElement;
const type = (value: string) => fireEvent.change(hexField(), { target: { value } });

describe("BrandColourForm", () => {
  it("names the contrast of a colour white text cannot be read on and will not save it", () => {
    const fetchMock = stubFetch();
    renderWithQuery(<BrandColourForm organization={ORGANIZATION} />);
    type("#ffcc00");
    const message = document.getElementById(hexField().getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toMatch(
      /White text on #ffcc00 has a contrast of 1\.\d\d:1; WCAG AA needs at least 4\.5:1/,
    );
    expect(hexField().getAttribute("aria-invalid")).toBe("true");
    expect(save().disabled).toBe(true);
    fireEvent.submit(screen.getByRole("form", { name: "Brand colour" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the ratio of a readable colour, previews it and saves it", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { ...ORGANIZATION, brandColor: "#1f4e79" }));
    renderWithQuery(<BrandColourForm organization={ORGANIZATION} />);
    type("#1F4E79");
    expect(screen.getByText(/White text on #1f4e79 has a contrast of \d+\.\d\d:1 — meets WCAG AA/)).toBeTruthy();
    expect(screen.getByRole("figure", { name: "Preview of your brand" })).toBeTruthy();
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/organizations/org-1");
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toEqual({ brandColor: "#1f4e79" });
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Toasts" }).textContent).toContain("Brand colour saved"),
    );
  });

  it("shows the server's refusal under the field", async () => {
    stubFetch(() =>
      jsonResponse(400, {
        message:
          "White text on #777777 has a contrast of 4.48:1; WCAG AA needs at least 4.5:1. Choose a darker colour.",
      }),
    );
    renderWithQuery(<BrandColourForm organization={ORGANIZATION} />);
    // 4.54:1 here: passes the form's check; the server is the last word.
    type("#757575");
    fireEvent.click(save());
    await waitFor(() => expect(screen.getByText(/contrast of 4\.48:1/)).toBeTruthy());
  });
});
