import { cleanup, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetAppConfig } from "@/lib/app-config";
import type { SubProcessorList } from "../../../contracts/marketing";
import { CURRENT_DPA_VERSION } from "../../../domain/dpa";
import { jsonResponse, renderWithQuery, stubFetch } from "../../../test/render-with-query";
import DpaPage from "./dpa-page";
import PrivacyPage from "./privacy-page";
import TermsPage from "./terms-page";

/**
 * Issue 45 item 5 (decision 402): the privacy policy names PIVOT's two roles and the Article 9 / Schedule 1
 * conditions; the data processing agreement is versioned, lists the live sub-processors and shows the
 * company details from the settings the server inlines into the page.
 */

const COMPANY = {
  name: "Pivot Example Trading Ltd",
  number: "09876543",
  address: "2 Sample Row, Bristol BS1 4DJ",
  vatNumber: "GB987654321",
};

beforeAll(() => {
  // What server/plugins/spa.ts inlines into index.html from the COMPANY_* settings.
  const script = document.createElement("script");
  script.id = "app-config";
  script.type = "application/json";
  script.textContent = JSON.stringify({
    bookingUrl: "https://cal.example/pivot",
    contactEmail: "privacy@pivot.example",
    companyDetails: COMPANY,
  });
  document.head.append(script);
  forgetAppConfig();
});

// The next file of this worker reads the defaults again.
afterAll(() => {
  document.getElementById("app-config")?.remove();
  forgetAppConfig();
});

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
  ],
};

const renderPage = (page: React.ReactNode) => {
  stubFetch(() => jsonResponse(200, LIST));
  return renderWithQuery(<MemoryRouter>{page}</MemoryRouter>);
};

const companyDetails = () => {
  const section = screen.getByRole("region", { name: "Company details" });
  return section.textContent;
};

describe("the privacy policy", () => {
  it("says PIVOT is a processor of organisations' people data and a controller of its own accounts", async () => {
    renderPage(<PrivacyPage />);
    const roles = screen.getByRole("region", { name: "1. Who we are, and our two roles" });
    expect(roles.textContent).toContain("We are a processor for organisations.");
    expect(roles.textContent).toContain("pay-gap records");
    expect(roles.textContent).toContain("inclusion survey invitations and answers");
    expect(roles.textContent).toContain("single sign-on (SSO) and SCIM directory");
    expect(roles.textContent).toContain("We are a controller for our own accounts.");
    expect(roles.textContent).toContain("billing and payment records");
    expect(roles.textContent).toContain("marketing contacts");
    expect(screen.queryByText(/is the controller of your personal data/)).toBeNull();
    expect(await screen.findByText("Ireland (EU) and the United States")).toBeTruthy();
  });

  it("names the special category data and the Article 9(2) and Schedule 1 conditions, with the policy document", () => {
    renderPage(<PrivacyPage />);
    const section = screen.getByRole("region", { name: "3. Special category data in the JEDI tools" });
    const text = section.textContent ?? "";
    expect(text).toContain("ethnicity (personal data revealing racial or ethnic origin)");
    expect(text).toContain("disability status (data concerning health)");
    expect(text).toContain("Inclusion survey answers");
    expect(text).toContain(
      "UK GDPR Article 9(2)(b), with the Data Protection Act 2018, Schedule 1, Part 1, paragraph 1",
    );
    expect(text).toContain(
      "UK GDPR Article 9(2)(g) (substantial public interest), with the Data Protection Act 2018, Schedule 1, Part 2, paragraph 8",
    );
    expect(text).toContain("appropriate policy document");
  });

  it("is dated, says when its references were reviewed and links the legislation it relies on", () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByText(/Last updated:/).textContent).toBe(
      "Last updated: 2 December 2026 (replaces the version of 27 June 2025)",
    );
    expect(screen.getByText(/Legal references reviewed on/).textContent).toContain("2 December 2026");
    const link = screen.getByRole("link", { name: "Data Protection Act 2018, Schedule 1 (paragraphs 1, 5, 8 and 39)" });
    expect(link.getAttribute("href")).toBe("https://www.legislation.gov.uk/ukpga/2018/12/schedule/1");
    expect(companyDetails()).toContain(COMPANY.number);
  });

  it("states the retention periods the product carries out", () => {
    renderPage(<PrivacyPage />);
    const text = screen.getByRole("region", { name: "7. How long data is kept" }).textContent ?? "";
    expect(text).toContain("30 days after cancellation");
    expect(text).toContain("deleted with everything it holds 30 days later");
    expect(text).toContain("deleted 24 months after our last contact");
    expect(text).toContain("deleted after 30 days");
    expect(text).toContain("can be downloaded for 7 days");
  });
});

describe("the data processing agreement", () => {
  it("is versioned and shows the company details from the settings", async () => {
    renderPage(<DpaPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Data Processing Agreement" })).toBeTruthy();
    expect(screen.getByText(/Last updated:/).textContent).toBe(
      `Version ${CURRENT_DPA_VERSION.id} · Last updated: ${CURRENT_DPA_VERSION.date}`,
    );
    const details = screen.getByRole("region", { name: "Company details" });
    for (const value of Object.values(COMPANY)) expect(within(details).getByText(value)).toBeTruthy();
    // The introduction names the company from the settings.
    expect(screen.getByText(/This agreement is between/).textContent).toContain(`${COMPANY.name} ("PIVOT Learning"`);
    expect(await screen.findByText("Stripe Payments Europe, Ltd. (Stripe) (api.stripe.com)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Organisation settings" }).getAttribute("href")).toBe(
      "/organization/settings#settings-dpa",
    );
  });

  it("has the terms UK GDPR Article 28(3) requires", () => {
    renderPage(<DpaPage />);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    for (const heading of [
      "1. Subject matter and duration",
      "2. Nature and purpose of the processing",
      "3. Types of personal data and categories of data subject",
      "4. The Customer's obligations and rights",
      "5. Processing only on documented instructions",
      "6. Confidentiality",
      "7. Security (UK GDPR Article 32)",
      "8. Sub-processors",
      "9. International transfers",
      "10. Helping the Customer",
      "11. Deletion or return at the end",
      "12. Audits and information",
    ]) {
      expect(headings).toContain(heading);
    }
    expect(screen.getByRole("region", { name: "9. International transfers" }).textContent).toContain(
      "International Data Transfer Addendum",
    );
  });
});

describe("the terms", () => {
  it("refer organisation customers to the data processing agreement and show the company details", () => {
    renderWithQuery(
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>,
    );
    const section = screen.getByRole("region", {
      name: "2A. Your organisation's people data: the data processing agreement",
    });
    expect(section.textContent).toContain(`Data Processing Agreement (version ${CURRENT_DPA_VERSION.id}`);
    expect(companyDetails()).toContain(COMPANY.address);
    expect(screen.getByText(/These terms govern/).textContent).toContain(`provided by ${COMPANY.name}`);
  });
});
