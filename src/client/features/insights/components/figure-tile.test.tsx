import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { INSIGHT_FIGURES } from "../../../../domain/insight-evidence";
import { FigureTile } from "./figure-tile";

afterEach(cleanup);

const figure = INSIGHT_FIGURES.retentionRate;

describe("FigureTile (issue 26 item 7)", () => {
  it("shows the figure, its hint and how it is computed once there is enough data", () => {
    render(
      <FigureTile
        icon={null}
        label="Retention rate"
        figure={figure}
        state={{ ready: true }}
        value="67%"
        hint="of started"
      />,
    );
    expect(screen.getByText("67%")).toBeTruthy();
    expect(screen.getByText("Retention rate")).toBeTruthy();
    expect(screen.getByText("How it is worked out: Modules you completed ÷ modules you started.")).toBeTruthy();
    expect(screen.queryByText(/^Needs:/)).toBeNull();
  });

  it("below the threshold leaves the figure out and says what to do and what it needs", () => {
    render(
      <FigureTile
        icon={null}
        label="Retention rate"
        figure={figure}
        state={{ ready: false, toSee: "Start 2 more modules to see your retention rate." }}
        value="100%"
      />,
    );
    expect(screen.queryByText("100%")).toBeNull();
    expect(screen.getByText("Start 2 more modules to see your retention rate.")).toBeTruthy();
    expect(screen.getByText("Needs: At least 3 started modules.")).toBeTruthy();
    expect(screen.getByText("How it is worked out: Modules you completed ÷ modules you started.")).toBeTruthy();
  });
});
