import { describe, expect, it } from "vitest";
import { defusedRows, defuseFormula } from "./csv-cells";

describe("defuseFormula (OWASP CSV injection)", () => {
  it.each(["=SUM(A1)", "+44 20 7946 0018", "-2+3", "@SUM(A1:A9)", "\tcmd", "\rcmd", "=1+1\nsecond line"])(
    "puts a quote before %j",
    (cell) => {
      expect(defuseFormula(cell)).toBe(`'${cell}`);
    },
  );

  it("leaves ordinary text, blanks and numbers alone", () => {
    expect(defuseFormula("Acme CIC")).toBe("Acme CIC");
    expect(defuseFormula("a=b")).toBe("a=b");
    expect(defuseFormula(" =SUM(A1)")).toBe(" =SUM(A1)");
    expect(defuseFormula("")).toBe("");
    expect(defuseFormula(-3.5)).toBe(-3.5);
    expect(defuseFormula(null)).toBeNull();
    expect(defuseFormula(undefined)).toBeUndefined();
  });

  it("defuses every cell of every row", () => {
    expect(
      defusedRows([
        ["name", "n"],
        ["=HYPERLINK(1)", -1],
      ]),
    ).toEqual([
      ["name", "n"],
      ["'=HYPERLINK(1)", -1],
    ]);
  });
});
