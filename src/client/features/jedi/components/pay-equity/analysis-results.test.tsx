import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { analysePayEquity } from "../../../../../domain/jedi-pay-gap";
import { person } from "../../../../../domain/jedi-pay-gap-fixtures";
import { AnalysisResults } from "./analysis-results";

afterEach(cleanup);

const show = (records: Parameters<typeof analysePayEquity>[0]) =>
  render(
    <AnalysisResults
      analysis={analysePayEquity(records)}
      analysedAt={null}
      stale={false}
      running={false}
      onGoToEntry={() => {}}
    />,
  );

describe("AnalysisResults: what the group analysis leaves out, and why (issue 49 item 6)", () => {
  it("names each analysis a gender-only file cannot run", () => {
    const none = { ethnicity: null, age: null, disability: null, department: null };
    show(Array.from({ length: 12 }, (_, i) => person(i < 6 ? "female" : "male", 30000 + i * 1000, none)));
    const heading = screen.getByRole("heading", { name: "Not analysed" });
    const items = within(heading.parentElement as HTMLElement).getAllByRole("listitem");
    expect(items.map((li) => li.textContent?.replace(/ \(the column.*$/, ""))).toEqual([
      "Ethnicity: Not shown: no record gives an ethnicity",
      "Disability: Not shown: no record gives a disability status",
      "Age band: Not shown: no record gives an age band",
      "Department (women compared with men): Not shown: no record gives a department",
    ]);
  });

  it("lists a group of fewer than 10 as not reported separately", () => {
    show([
      ...Array.from({ length: 12 }, (_, i) => person(i < 6 ? "female" : "male", 30000, { ethnicity: "white" })),
      ...Array.from({ length: 9 }, () => person("female", 27000, { ethnicity: "asian" })),
    ]);
    expect(
      screen.getByText("Groups of fewer than 10 people are not reported, so that no one can be identified."),
    ).toBeTruthy();
    expect(screen.getByText("Ethnicity: Asian (fewer than 10 people: not reported separately)")).toBeTruthy();
  });
});
