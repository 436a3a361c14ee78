import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLAN_IDS, PLANS } from "../domain/plans";

/**
 * Issue 9: no screen shows a plan price that is not read from the catalogue (domain/plans.ts). The
 * client's source (tests aside, comments stripped) may not spell out a plan's price, nor the retired
 * £29.99; and the screens that show plan prices (pricing, dashboard plan card, upgrade notice, header,
 * Terms) may not spell out any amount in pounds at all.
 */

const SRC = path.resolve(import.meta.dirname, "..");
const CLIENT = path.join(SRC, "client");

/** Files whose every amount in pounds must come from the catalogue. */
const PLAN_PRICE_SCREENS = [
  "client/features/billing/",
  "client/features/dashboard/plan-details.ts",
  "client/features/dashboard/components/plan-card.tsx",
  "client/features/modules/components/upgrade-notice.tsx",
  "client/app/shell/",
  "client/features/marketing/content/legal.ts",
  "client/features/marketing/terms-page.tsx",
];

/** Every amount a plan costs, in pence, and the dashboard's old £29.99. */
const PLAN_AMOUNTS = new Set([
  ...PLAN_IDS.flatMap((id) => [PLANS[id].monthlyPence, PLANS[id].yearlyPence]).filter((pence) => pence > 0),
  2999,
]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Comments say why and may quote the spec's prices; only code and text reach a screen. */
const stripComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

const POUND_AMOUNT = /£\s?(\d[\d,]*(?:\.\d{1,2})?)/g;
const toPence = (text: string) => Math.round(Number(text.replace(/,/g, "")) * 100);

interface PriceLiteral {
  file: string;
  line: number;
  text: string;
}

/** The pound amounts written in a source: all of them, or only plan prices. */
function priceLiterals(file: string, source: string, { onlyPlanPrices }: { onlyPlanPrices: boolean }) {
  const found: PriceLiteral[] = [];
  stripComments(source)
    .split("\n")
    .forEach((line, index) => {
      for (const match of line.matchAll(POUND_AMOUNT)) {
        if (!onlyPlanPrices || PLAN_AMOUNTS.has(toPence(match[1]))) {
          found.push({ file, line: index + 1, text: match[0] });
        }
      }
      if (/\b29\.99\b/.test(line)) found.push({ file, line: index + 1, text: "29.99" });
    });
  return found;
}

describe("plan prices come from the catalogue", () => {
  const files = sourceFiles(CLIENT).map((full) => ({
    file: path.relative(SRC, full).split(path.sep).join("/"),
    source: fs.readFileSync(full, "utf8"),
  }));

  it("finds the screens it checks", () => {
    expect(files.length).toBeGreaterThan(50);
    for (const screen of PLAN_PRICE_SCREENS)
      expect(
        files.some((f) => f.file.startsWith(screen)),
        screen,
      ).toBe(true);
  });

  it("catches a price written into a screen (the check can fail)", () => {
    expect(priceLiterals("x.tsx", 'const label = "Upgrade - £29/month";', { onlyPlanPrices: true })).toHaveLength(1);
    expect(priceLiterals("x.tsx", "<p>Team £ 249 a month</p>", { onlyPlanPrices: true })).toHaveLength(1);
    expect(priceLiterals("x.tsx", "const PRICE = 29.99;", { onlyPlanPrices: true })).toHaveLength(1);
    expect(priceLiterals("x.tsx", "<p>Workshop £3,500</p>", { onlyPlanPrices: true })).toHaveLength(0);
    expect(priceLiterals("x.tsx", "<p>Workshop £3,500</p>", { onlyPlanPrices: false })).toHaveLength(1);
    expect(priceLiterals("x.tsx", "// spec: £29/month\nconst a = 1;", { onlyPlanPrices: true })).toHaveLength(0);
  });

  it("has no plan price written anywhere in the client", () => {
    const found = files.flatMap(({ file, source }) => priceLiterals(file, source, { onlyPlanPrices: true }));
    expect(found.map((f) => `${f.file}:${f.line}: ${f.text}`)).toEqual([]);
  });

  it("has no amount in pounds written in the screens that show plan prices", () => {
    const screens = files.filter(({ file }) => PLAN_PRICE_SCREENS.some((screen) => file.startsWith(screen)));
    const found = screens.flatMap(({ file, source }) => priceLiterals(file, source, { onlyPlanPrices: false }));
    expect(found.map((f) => `${f.file}:${f.line}: ${f.text}`)).toEqual([]);
  });
});
