import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LawSourcesCard } from "./law-sources-card";

afterEach(cleanup);

describe("the module page's law and sources", () => {
  it("lists each source with its status and the day it was checked", () => {
    render(
      <LawSourcesCard
        module={{
          reviewedOn: "2026-12-02",
          legalSources: [
            {
              title: "Equality Act 2010, section 40A",
              url: "https://www.legislation.gov.uk/ukpga/2010/15/section/40A",
              status: "In force since 26 October 2024",
            },
            { title: "Employment Rights Act 2025", url: "https://www.legislation.gov.uk/ukpga/2025/36" },
          ],
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Law and sources" })).toBeTruthy();
    expect(screen.getByText(/Checked against these sources on/).textContent).toContain("2 December 2026");
    const link = screen.getByRole("link", { name: /Equality Act 2010, section 40A/ });
    expect(link.getAttribute("href")).toBe("https://www.legislation.gov.uk/ukpga/2010/15/section/40A");
    expect(screen.getByText("In force since 26 October 2024")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("shows nothing for a module that records no law", () => {
    const { container } = render(<LawSourcesCard module={{ reviewedOn: null, legalSources: [] }} />);
    expect(container.innerHTML).toBe("");
  });
});
