import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useCursorPages } from "@/lib/use-cursor-pages";
import { NewerOlderButtons } from "./newer-older-buttons";

afterEach(cleanup);

/** A list of three pages: page n's next cursor is "p<n+1>", the last has none. */
function Pager() {
  const pages = useCursorPages();
  const [next] = useState(() => (cursor: string | undefined) => (cursor === "p3" ? null : cursor ? "p3" : "p2"));
  return (
    <nav aria-label="Pages">
      <p>Page {pages.cursor ?? "p1"}</p>
      <NewerOlderButtons pages={pages} nextCursor={next(pages.cursor)} />
    </nav>
  );
}

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("NewerOlderButtons", () => {
  it("pages older to the last page and newer back to the first, each button off at its end", () => {
    render(<Pager />);
    expect(screen.getByText("Page p1")).toBeTruthy();
    expect(button("Newer").disabled).toBe(true);
    fireEvent.click(button("Older"));
    fireEvent.click(button("Older"));
    expect(screen.getByText("Page p3")).toBeTruthy();
    expect(button("Older").disabled).toBe(true);
    fireEvent.click(button("Newer"));
    expect(screen.getByText("Page p2")).toBeTruthy();
    fireEvent.click(button("Newer"));
    expect(screen.getByText("Page p1")).toBeTruthy();
  });
});
