import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import AccessibilityPage from "./accessibility-page";
import { ACCESSIBILITY_STATEMENT } from "./content/accessibility";
import { FOOTER_GROUPS } from "./content/navigation";

afterEach(cleanup);

const renderPage = () =>
  render(
    <MemoryRouter>
      <AccessibilityPage />
    </MemoryRouter>,
  );

describe("AccessibilityPage (issue 28 item 4)", () => {
  it("has the GOV.UK sample statement's sections in its order, then the company's details", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Accessibility statement" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "How accessible this website is",
      "Feedback and contact information",
      "Enforcement procedure",
      "Technical information about this website's accessibility",
      "Non-accessible content",
      "What we're doing to improve accessibility",
      "Preparation of this accessibility statement",
      // Issue 45 item 4: the statement names the company, so its registered details follow it.
      "Company details",
    ]);
  });

  it("names the standard, the compliance status, how it is tested and the preparation date", () => {
    renderPage();
    const technical = screen.getByRole("region", { name: "Technical information about this website's accessibility" });
    expect(technical.textContent).toContain("WCAG) version 2.2, level AA");
    expect(technical.textContent).toContain("partially compliant");
    expect(technical.textContent).toContain("axe-core");
    expect(technical.textContent).toContain("390 and 1,280 pixels");
    expect(technical.textContent).toContain("Keyboard:");
    expect(technical.textContent).toContain("Screen readers:");
    const prepared = within(screen.getByRole("region", { name: "Preparation of this accessibility statement" }));
    expect(prepared.getByText("25 November 2026").getAttribute("dateTime")).toBe("2026-11-25");
  });

  it("lists every known problem with its criterion and the date it was recorded", () => {
    expect(ACCESSIBILITY_STATEMENT.knownIssues.length).toBeGreaterThan(0);
    renderPage();
    const region = within(screen.getByRole("region", { name: "Non-accessible content" }));
    const items = region.getAllByRole("listitem").filter((li) => li.querySelector("dl"));
    expect(items).toHaveLength(ACCESSIBILITY_STATEMENT.knownIssues.length);
    ACCESSIBILITY_STATEMENT.knownIssues.forEach((issue, index) => {
      expect(items[index].textContent).toContain(issue.problem);
      expect(items[index].textContent).toContain(issue.criterion ?? "A gap in our testing");
      expect(items[index].querySelector("time")?.getAttribute("dateTime")).toBe(issue.recordedIso);
    });
    expect(region.getByText(/1\.3\.1 Info and Relationships/)).toBeTruthy();
  });

  it("says how to report a problem: the contact form and the contact address", () => {
    renderPage();
    const feedback = within(screen.getByRole("region", { name: "Feedback and contact information" }));
    expect(feedback.getByRole("link", { name: "Contact form" }).getAttribute("href")).toBe("/#contact");
    expect(feedback.getByRole("link", { name: "Email hello@pivotlearning.co.uk" }).getAttribute("href")).toBe(
      "mailto:hello@pivotlearning.co.uk?subject=Accessibility%20problem",
    );
    expect(screen.getByRole("region", { name: "Enforcement procedure" }).textContent).toContain(
      "Equality Advisory and Support Service (EASS)",
    );
  });

  it("is linked from the footer's Legal links", () => {
    const legal = FOOTER_GROUPS.find((group) => group.heading === "Legal");
    expect(legal?.links).toContainEqual({ label: "Accessibility", to: "/accessibility" });
  });
});
