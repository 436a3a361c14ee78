import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Progress } from "./progress";

afterEach(cleanup);

const indicator = (bar: HTMLElement) => bar.firstElementChild as HTMLElement;

describe("Progress", () => {
  it("is a named progressbar with its value", () => {
    render(<Progress value={40} aria-label="Purpose progress" />);
    const bar = screen.getByRole("progressbar", { name: "Purpose progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(indicator(bar).style.width).toBe("40%");
  });

  it("keeps the value between 0 and 100", () => {
    render(
      <>
        <Progress value={130} aria-label="Over" />
        <Progress value={-5} aria-label="Under" />
        <Progress value={null} aria-label="Unknown" />
      </>,
    );
    expect(screen.getByRole("progressbar", { name: "Over" }).getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByRole("progressbar", { name: "Under" }).getAttribute("aria-valuenow")).toBe("0");
    expect(indicator(screen.getByRole("progressbar", { name: "Unknown" })).style.width).toBe("0%");
  });

  it("colours its indicator with the caller's class (a pillar's bar colour)", () => {
    render(<Progress value={10} aria-label="Value progress" indicatorClassName="bg-green-600" />);
    expect(indicator(screen.getByRole("progressbar")).className).toContain("bg-green-600");
  });
});
