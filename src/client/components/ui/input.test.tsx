import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FieldError, Input, Label, Textarea } from "./input";

afterEach(cleanup);

describe("Input, Textarea and Label", () => {
  it("are named by their label and take what is typed", () => {
    render(
      <>
        <Label htmlFor="search">Search team members</Label>
        <Input id="search" type="search" />
        <Label htmlFor="note">Message</Label>
        <Textarea id="note" rows={4} />
      </>,
    );
    const search = screen.getByRole("searchbox", { name: "Search team members" }) as HTMLInputElement;
    fireEvent.change(search, { target: { value: "Sam" } });
    expect(search.value).toBe("Sam");
    const message = screen.getByRole("textbox", { name: "Message" });
    expect(message.getAttribute("rows")).toBe("4");
    expect(message.dataset.slot).toBe("textarea");
  });

  it("shows an invalid field with its error announced", () => {
    render(
      <>
        <Label htmlFor="email">Email</Label>
        <Input id="email" aria-invalid aria-describedby="email-error" />
        <FieldError id="email-error" message="Enter a valid email address" />
      </>,
    );
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Enter a valid email address");
    expect(email.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
  });

  it("shows no error element without a message", () => {
    render(<FieldError id="none" />);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
