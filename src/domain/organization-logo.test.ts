import { describe, expect, it } from "vitest";
import { logoDataUrlProblem, svgLogoProblem } from "./organization-logo";

const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

describe("svgLogoProblem", () => {
  it("accepts plain shapes", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>';
    expect(svgLogoProblem(svg)).toBeNull();
    expect(logoDataUrlProblem(svgUrl(svg))).toBeNull();
  });
  it.each([
    ["<svg><script>alert(1)</script></svg>", "a script"],
    ['<svg onload="alert(1)"></svg>', "event handler"],
    ['<svg><a href="javascript:alert(1)"><rect/></a></svg>', "javascript:"],
    ["<svg><foreignObject><div/></foreignObject></svg>", "foreignObject"],
    ['<svg><image href="https://tracker.example/x.png"/></svg>', "another file"],
    ['<svg><style>@import "https://x.example/a.css";</style></svg>', "import"],
  ])("refuses %s", (svg, reason) => {
    expect(svgLogoProblem(svg)).toContain(reason);
    expect(logoDataUrlProblem(svgUrl(svg))).toContain(reason);
  });
  it("refuses text that is not an SVG, and leaves PNG and JPEG to the schema", () => {
    expect(svgLogoProblem("<html></html>")).toBe("The file is not an SVG image");
    expect(logoDataUrlProblem("data:image/png;base64,AAAA")).toBeNull();
  });
});
