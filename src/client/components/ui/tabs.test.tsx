import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

afterEach(cleanup);

function SignInTabs() {
  return (
    <Tabs defaultValue="signin">
      <TabsList>
        <TabsTrigger value="signin">Sign in</TabsTrigger>
        <TabsTrigger value="signup">Create account</TabsTrigger>
      </TabsList>
      <TabsContent value="signin">Sign in form</TabsContent>
      <TabsContent value="signup">Create account form</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("shows the default tab's panel, labelled by its tab", () => {
    render(<SignInTabs />);
    expect(screen.getByRole("tablist")).toBeTruthy();
    const selected = screen.getByRole("tab", { name: "Sign in" });
    expect(selected.getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toBe("Sign in form");
    expect(panel.getAttribute("aria-labelledby")).toBe(selected.id);
  });

  it("switches panels when another tab is chosen", () => {
    render(<SignInTabs />);
    const other = screen.getByRole("tab", { name: "Create account" });
    fireEvent.mouseDown(other);
    expect(other.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Sign in" }).getAttribute("aria-selected")).toBe("false");
    expect(screen.getByRole("tabpanel").textContent).toBe("Create account form");
  });

  it("moves to the next tab with the arrow keys and opens it", async () => {
    render(<SignInTabs />);
    const first = screen.getByRole("tab", { name: "Sign in" });
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    const next = screen.getByRole("tab", { name: "Create account" });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(next.getAttribute("aria-selected")).toBe("true");
  });
});
