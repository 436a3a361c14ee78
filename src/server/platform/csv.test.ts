import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("writes CRLF lines, quotes only where a cell needs it, and ends with a line end", () => {
    expect(
      toCsv([
        ["a", "b"],
        ['Head, "People"', 3],
        [null, undefined],
      ]),
    ).toBe('a,b\r\n"Head, ""People""",3\r\n,\r\n');
  });

  it("defuses formulas, a leading tab and carriage return included, and reads back as written", () => {
    const csv = toCsv([["cell"], ["=SUM(A1)"], ["\tcmd"], ["\rcmd"], ["=1+1\nsecond line"], [-1]]);
    const cells = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.map(([cell]) => cell);
    expect(cells).toEqual(["cell", "'=SUM(A1)", "'\tcmd", "'\rcmd", "'=1+1\nsecond line", "-1"]);
  });
});
