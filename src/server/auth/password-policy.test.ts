import { describe, expect, it } from "vitest";
import { isCommonPassword, undecoratedForms } from "./password-policy";

describe("common passwords, decorated or not (OWASP ASVS 5.0 §6.2, issue 43 item 8)", () => {
  it("refuses a common password in any case, with digits or symbols tacked on, or with look-alikes", () => {
    for (const password of [
      "password",
      "PASSWORD",
      "Password123!",
      "password2024",
      "P@ssw0rd",
      "P@ssw0rd!",
      "Qwerty123?",
    ])
      expect(isCommonPassword(password), password).toBe(true);
  });

  it("accepts passwords that are not a common one in disguise", () => {
    for (const password of [
      "correct-horse-battery",
      "first-quiet-lantern",
      "cat8472619305174",
      "Sheffield tram 1994 blue",
    ])
      expect(isCommonPassword(password), password).toBe(false);
  });

  it("takes off at most four characters at the end, and judges no form shorter than four", () => {
    expect(undecoratedForms("Password123!")).toContain("password");
    expect(undecoratedForms("cat12345")).not.toContain("cat");
    expect(undecoratedForms("cat12345")).toContain("cat1");
  });
});
