import { fireEvent, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithQuery, resetAfterEachTest, stubFetch } from "../../../test/render-with-query";
import NewOrganizationPage from "./new-organization-page";

vi.mock("@/lib/use-auth", async (original) => ({
  ...(await original<typeof import("@/lib/use-auth")>()),
  refreshCurrentUser: vi.fn(async () => undefined),
}));

resetAfterEachTest();

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

function renderPage() {
  return renderWithQuery(
    <MemoryRouter initialEntries={["/organization/new"]}>
      <Routes>
        <Route path="/organization/new" element={<NewOrganizationPage />} />
        <Route path="/organization" element={<p>Overview page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("NewOrganizationPage", () => {
  it("makes the address from the name until it is edited", () => {
    renderPage();
    fireEvent.change(field("Organisation name"), { target: { value: "Northwind Social Ltd" } });
    expect(field("Address").value).toBe("northwind-social-ltd");
    expect(screen.getByText("northwind-social-ltd", { selector: "span" })).toBeTruthy();
    fireEvent.change(field("Address"), { target: { value: "northwind" } });
    fireEvent.change(field("Organisation name"), { target: { value: "Northwind Social" } });
    expect(field("Address").value).toBe("northwind");
  });

  it("creates the organisation (without an address it did not edit) and opens the overview", async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(201, { id: "o1", name: "Northwind", slug: "northwind", role: "owner" }),
    );
    renderPage();
    fireEvent.change(field("Organisation name"), { target: { value: "Northwind" } });
    fireEvent.click(screen.getByRole("button", { name: "Create organisation" }));
    await waitFor(() => expect(screen.getByText("Overview page")).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/organizations");
    expect(JSON.parse(String(init?.body))).toEqual({ name: "Northwind" });
  });

  it("shows a taken address on the Address field", async () => {
    stubFetch(() => jsonResponse(409, { message: 'The address "northwind" is taken; choose another' }));
    renderPage();
    fireEvent.change(field("Organisation name"), { target: { value: "Northwind" } });
    fireEvent.change(field("Address"), { target: { value: "northwind" } });
    fireEvent.click(screen.getByRole("button", { name: "Create organisation" }));
    await waitFor(() => expect(field("Address").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByRole("alert").textContent).toBe('The address "northwind" is taken; choose another');
  });

  it("explains a missing name without sending anything", async () => {
    const fetchMock = stubFetch();
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Create organisation" }));
    await waitFor(() =>
      expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain("Organisation name is required"),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
