import { describe, expect, it } from "vitest";
import {
  LINKEDIN_PROFILE_PATTERN,
  linkedInAddToProfileUrl,
  linkedInManualFields,
  verificationUrl,
} from "./certificate-linkedin";

const cert = {
  name: "PIVOT Value Certificate",
  issuedAt: new Date("2026-03-15T10:00:00Z"),
  expiresAt: new Date("2028-03-15T10:00:00Z"),
  verificationCode: "AbCdEfGhIjKlMnOpQrStUv",
  origin: "https://pivot.example.com/",
};

describe("linkedInAddToProfileUrl", () => {
  it("prefills the certification with the organisation name when no organisation id is set", () => {
    const url = new URL(linkedInAddToProfileUrl(cert));
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "PIVOT Value Certificate",
      organizationName: "PIVOT Learning",
      issueYear: "2026",
      issueMonth: "3",
      expirationYear: "2028",
      expirationMonth: "3",
      certUrl: "https://pivot.example.com/verify/AbCdEfGhIjKlMnOpQrStUv",
      certId: "AbCdEfGhIjKlMnOpQrStUv",
    });
  });
  it("uses organizationId instead when configured, and no expiry fields without expiry", () => {
    const url = new URL(linkedInAddToProfileUrl({ ...cert, expiresAt: null, organizationId: "12345" }));
    expect(url.searchParams.get("organizationId")).toBe("12345");
    expect(url.searchParams.has("organizationName")).toBe(false);
    expect(url.searchParams.has("expirationYear")).toBe(false);
  });
});

describe("linkedInManualFields", () => {
  it("lists the same fields to copy by hand", () => {
    expect(linkedInManualFields(cert)).toEqual([
      { label: "Name", value: "PIVOT Value Certificate" },
      { label: "Issuing organization", value: "PIVOT Learning" },
      { label: "Issue date", value: "March 2026" },
      { label: "Expiration date", value: "March 2028" },
      { label: "Credential ID", value: "AbCdEfGhIjKlMnOpQrStUv" },
      { label: "Credential URL", value: verificationUrl(cert.origin, cert.verificationCode) },
    ]);
  });
});

describe("LINKEDIN_PROFILE_PATTERN", () => {
  it("accepts a LinkedIn profile address and refuses others", () => {
    expect(LINKEDIN_PROFILE_PATTERN.test("https://www.linkedin.com/in/amara-okafor")).toBe(true);
    expect(LINKEDIN_PROFILE_PATTERN.test("https://uk.linkedin.com/in/amara-okafor/")).toBe(true);
    expect(LINKEDIN_PROFILE_PATTERN.test("https://linkedin.com.evil.example/in/amara")).toBe(false);
    expect(LINKEDIN_PROFILE_PATTERN.test("http://www.linkedin.com/in/amara-okafor")).toBe(false);
    expect(LINKEDIN_PROFILE_PATTERN.test("javascript:alert(1)")).toBe(false);
  });
});
