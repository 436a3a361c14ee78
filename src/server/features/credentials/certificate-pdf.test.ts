import { describe, expect, it } from "vitest";
import { embeddedFonts, pdfPageText, printsText } from "../../test/pdf-text";
import { type CertificatePdfInput, renderCertificatePdf } from "./certificate-pdf";

const certificate = (holderName: string): CertificatePdfInput => ({
  holderName,
  title: "B-Corp Readiness Certificate",
  description: "Awarded for completing the B-Corp readiness pathway.",
  pivotPillar: "Purpose",
  cpdHours: 3,
  earnedAt: new Date("2026-03-01T10:00:00Z"),
  issuedAt: new Date("2026-03-01T10:00:00Z"),
  expiresAt: null,
  verificationCode: "PIVOT-ABCD-1234",
  verificationUrl: "https://pivot.example/verify/PIVOT-ABCD-1234",
});

describe("the certificate PDF prints any name (issue 27)", () => {
  it.each(["José Ñúñez", "李小龙", "Zoë O’Brien-李"])("prints %s with its own characters", async (name) => {
    const fonts = await embeddedFonts(await renderCertificatePdf(certificate(name)));
    expect(fonts.length).toBeGreaterThan(0);
    expect(printsText(fonts, name)).toBe(true);
  });

  it.each(["José Ñúñez", "李小龙"])("writes %s as the page's text, which a reader can copy", async (name) => {
    const text = await pdfPageText(await renderCertificatePdf(certificate(name)));
    expect(text).toContain(name);
    expect(text).toContain("Certificate of Achievement");
  });

  it("embeds the Chinese font only when a name needs it, and only its used glyphs", async () => {
    const latin = await renderCertificatePdf(certificate("José Ñúñez"));
    const chinese = await renderCertificatePdf(certificate("李小龙"));
    const latinFonts = await embeddedFonts(latin);
    expect(latinFonts.length).toBeGreaterThan(0);
    expect(latinFonts.some((font) => font.baseFont.includes("Hans"))).toBe(false);
    expect((await embeddedFonts(chinese)).some((font) => font.baseFont.includes("Hans"))).toBe(true);
    // Subsets: the 8 MB CJK font adds a few kilobytes, not megabytes.
    expect(chinese.byteLength).toBeLessThan(latin.byteLength + 60_000);
  });
});

describe("the certificate PDF's CPD hours (issue 46)", () => {
  it("agrees the noun with the hours and says how they were rounded", async () => {
    const one = (await pdfPageText(await renderCertificatePdf({ ...certificate("Amara Okafor"), cpdHours: 1 })))
      .replace(/\s+/g, " ")
      .trim();
    expect(one).toContain("1 CPD hour");
    expect(one).not.toContain("1 CPD hours");
    expect(one).toContain("rounded down to the nearest quarter hour");
    const quarters = await pdfPageText(await renderCertificatePdf({ ...certificate("Amara Okafor"), cpdHours: 0.75 }));
    expect(quarters.replace(/\s+/g, " ")).toContain("0.75 CPD hours");
  });
});
