import { describe, expect, it } from "vitest";
import { base32Decode, hotp, totpFromUri } from "./totp";

describe("the tests' RFC 6238 implementation", () => {
  // RFC 6238 appendix B (SHA-1 key "12345678901234567890"), and RFC 4226 appendix D.
  const key = Buffer.from("12345678901234567890");
  it("matches the RFCs' test vectors", () => {
    expect(hotp(key, 0)).toBe("755224");
    expect(hotp(key, 9)).toBe("520489");
    expect(hotp(key, Math.floor(59 / 30), 8)).toBe("94287082");
    expect(hotp(key, Math.floor(1111111109 / 30), 8)).toBe("07081804");
  });
  it("reads the secret of an otpauth URI", () => {
    expect(base32Decode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ").toString()).toBe("12345678901234567890");
    const uri = "otpauth://totp/PIVOT:ada?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&period=30&digits=8";
    expect(totpFromUri(uri, new Date(2000000000 * 1000))).toBe("69279037");
  });
});
