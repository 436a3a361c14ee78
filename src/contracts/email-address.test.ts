import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emailField } from "./common";
import { emailAddressProblem, emailProblemMessage, isEmailAddress } from "./email-address";

const messageOf = (text: string) => {
  const problem = emailAddressProblem(text);
  return problem ? emailProblemMessage(problem) : null;
};

describe("emailAddressProblem: the one rule for invitations, the CSV preview and sign-up", () => {
  it("accepts the addresses people have, trimmed, in any case", () => {
    for (const email of [
      "ada@example.com",
      " Ada.Lovelace@Example.co.uk ",
      "o'brien@example.com",
      "grace+pivot@sub.example.org",
      "x_y-z@example-mail.io",
    ])
      expect(emailAddressProblem(email), email).toBeNull();
  });

  it("refuses an internationalised local part (RFC 6531) and says why, since sign-up could not take it", () => {
    expect(messageOf("josé.núñez@example.com")).toBe(
      "PIVOT cannot use an address with accents or non-Latin letters before the @ (josé.núñez@example.com) yet: use an address without them",
    );
    expect(emailAddressProblem("用户@example.com")?.kind).toBe("internationalised");
    // Better Auth's sign-up checks addresses with zod's z.email(): the rule never accepts what it refuses.
    expect(z.email().safeParse("josé.núñez@example.com").success).toBe(false);
  });

  it("offers the ASCII (xn--) form of an internationalised domain", () => {
    expect(messageOf("ada@exämple.com")).toBe(
      "The domain of ada@exämple.com has accented or non-Latin letters: use its plain form, ada@xn--exmple-cua.com",
    );
    expect(isEmailAddress("ada@xn--exmple-cua.com")).toBe(true);
  });

  it("refuses what is not an address", () => {
    for (const email of [
      "broken",
      "@example.com",
      "ada@",
      "ada@@example.com",
      "ada@example",
      "ada lovelace@example.com",
      "ada..lovelace@example.com",
      ".ada@example.com",
      "ada@-example.com",
      "ada@example.c",
      `${"a".repeat(65)}@example.com`,
      "ada@exa mple.com",
      "ada@\u0000example.com",
      "ad\u0007a@example.com",
    ])
      expect(emailAddressProblem(email)?.kind, email).toBe("malformed");
    expect(emailAddressProblem("  ")?.kind).toBe("missing");
    expect(emailAddressProblem(`${"a".repeat(60)}@${"b".repeat(190)}.com`)?.kind).toBe("tooLong");
  });

  it("agrees with Better Auth's sign-up check on every address it accepts", () => {
    for (const email of ["ada@example.com", "o'brien@example.com", "grace+pivot@sub.example.org"])
      expect(z.email().safeParse(email).success).toBe(isEmailAddress(email));
  });

  it("is the contracts' email field: the same refusals, in the field's words", () => {
    expect(emailField.safeParse(" Ada@Example.com ").data).toBe("Ada@Example.com");
    expect(emailField.safeParse("broken").error?.issues[0].message).toBe("Enter a valid email address");
    expect(emailField.safeParse("").error?.issues[0].message).toBe("Email is required");
    expect(emailField.safeParse("josé.núñez@example.com").error?.issues[0].message).toBe(
      messageOf("josé.núñez@example.com"),
    );
  });
});
