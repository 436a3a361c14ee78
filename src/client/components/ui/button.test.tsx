import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

describe("Button", () => {
  it("is a button (type button by default in forms is the caller's choice) that runs its handler", () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save name</Button>);
    const button = screen.getByRole("button", { name: "Save name" });
    expect(button.dataset.slot).toBe("button");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("does nothing while disabled", () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Sending...
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Sending..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("renders its child instead with asChild, so a link looks like a button and stays a link", () => {
    render(
      <Button asChild variant="outline">
        <a href="/library">Browse the library</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Browse the library" });
    expect(link.getAttribute("href")).toBe("/library");
    expect(link.dataset.slot).toBe("button");
    expect(link.className).toContain("border");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("applies the variant and size classes, and lets the caller's class win", () => {
    render(
      <Button variant="destructive" size="lg" className="px-2">
        Request account deletion
      </Button>,
    );
    const classes = screen.getByRole("button").className.split(" ");
    expect(classes).toContain("bg-destructive");
    expect(classes).toContain("h-11");
    expect(classes).toContain("px-2");
    expect(classes).not.toContain("px-6");
  });
});
