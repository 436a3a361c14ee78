import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blankAsUndefined, instantFromLocalText, localToIso, numberFromText } from "./form-values";

describe("form values read into a contract's fields", () => {
  const category = blankAsUndefined(z.enum(["Purpose", "Value"], { error: "Choose a category" }).optional());
  const duration = numberFromText(z.number({ error: "Duration must be a whole number" }).int().min(5).optional());
  const startsAt = instantFromLocalText(z.iso.datetime({ offset: true, error: "Date and time is required" }));

  it("takes a blank select as not given, and checks a chosen one with the contract's schema", () => {
    expect(category.parse("")).toBeUndefined();
    expect(category.parse("Value")).toBe("Value");
    expect(category.safeParse("Nonsense").error?.issues[0].message).toBe("Choose a category");
    expect(
      z.object({ c: blankAsUndefined(z.enum(["Value"], { error: "Choose a category" })) }).safeParse({ c: "" }).error
        ?.issues[0].message,
    ).toBe("Choose a category");
  });

  it("reads a number box's text as a number, blank as not given, other text as a failed number", () => {
    expect(duration.parse("45")).toBe(45);
    expect(duration.parse(" ")).toBeUndefined();
    expect(duration.safeParse("4.5").success).toBe(false);
    expect(duration.safeParse("abc").error?.issues[0].message).toBe("Duration must be a whole number");
  });

  it("reads a datetime-local value as the ISO instant of that local time", () => {
    const local = "2027-03-04T09:30";
    expect(startsAt.parse(local)).toBe(new Date(local).toISOString());
    expect(localToIso(local)).toBe(new Date(2027, 2, 4, 9, 30).toISOString());
    expect(startsAt.safeParse("").error?.issues[0].message).toBe("Date and time is required");
  });
});
