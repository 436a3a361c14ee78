import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Badge } from "./badge";

afterEach(cleanup);

describe("Badge", () => {
  it("shows its text with the default look", () => {
    render(<Badge>Premium Only</Badge>);
    const badge = screen.getByText("Premium Only");
    expect(badge.dataset.slot).toBe("badge");
    expect(badge.className).toContain("bg-primary");
  });

  it("takes a variant and extra classes", () => {
    render(
      <Badge variant="outline" className="border-amber-300">
        Video
      </Badge>,
    );
    const badge = screen.getByText("Video");
    expect(badge.className).toContain("text-foreground");
    expect(badge.className).toContain("border-amber-300");
    expect(badge.className).not.toContain("bg-primary");
  });
});
