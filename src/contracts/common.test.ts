import { describe, expect, it } from "vitest";
import { updateProfileSchema } from "./auth";
import { idField, idParam, idParamSchema, MAX_ID, optionalText, requiredText } from "./common";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("text fields", () => {
  it("refuse a NUL character, which PostgreSQL text cannot hold, naming the field", () => {
    for (const value of ["\u0000", "Jo\u0000Bloggs", "Jo\u0000"]) {
      expect(messages(requiredText("Name", 80).safeParse(value))).toEqual(["Name contains an invalid character"]);
      expect(messages(optionalText("Company", 80).safeParse(value))).toEqual(["Company contains an invalid character"]);
    }
    expect(messages(updateProfileSchema.safeParse({ firstName: "Sam\u0000", lastName: "Jones" }))).toEqual([
      "First name contains an invalid character",
    ]);
  });

  it("keep other text, accents and emoji included", () => {
    expect(requiredText("Name", 80).parse("  Zoë 🙂 O'Brien ")).toBe("Zoë 🙂 O'Brien");
    expect(optionalText("Company", 80).parse("")).toBeUndefined();
  });
});

describe("ids", () => {
  it("are whole numbers from 1 to 2^31 - 1, the range of a database integer", () => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
    expect(idField("moduleId").parse(MAX_ID)).toBe(MAX_ID);
    expect(messages(idField("moduleId").safeParse(2 ** 31))).toEqual(["moduleId must be at most 2147483647"]);
    expect(messages(idField("moduleId").safeParse(0))).toEqual(["moduleId must be positive"]);
    expect(messages(idField("moduleId").safeParse(1.5))).toEqual(["moduleId must be a whole number"]);
  });

  it("in a path arrive as text and are read the same way", () => {
    expect(idParamSchema.parse({ id: "2147483647" })).toEqual({ id: MAX_ID });
    expect(messages(idParamSchema.safeParse({ id: "2147483648" }))).toEqual(["id must be at most 2147483647"]);
    expect(idParam("id").safeParse("99999999999999999999").success).toBe(false);
    expect(idParam("id").safeParse("abc").success).toBe(false);
  });
});
