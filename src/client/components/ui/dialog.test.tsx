import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";

afterEach(cleanup);

function AssignDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Assign New Pathway</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Assign New Pathway</DialogTitle>
        <DialogDescription>Choose a pathway and the team members to enrol in it.</DialogDescription>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("opens from its trigger as a modal dialog named by its title and described by its description", () => {
    render(<AssignDialog />);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Assign New Pathway" }));
    const dialog = screen.getByRole("dialog", { name: "Assign New Pathway" });
    const description = screen.getByText("Choose a pathway and the team members to enrol in it.");
    expect(dialog.getAttribute("aria-describedby")).toBe(description.id);
    expect(dialog.dataset.slot).toBe("dialog-content");
  });

  it("closes with its Close button, a Cancel button and Escape", () => {
    render(<AssignDialog />);
    const open = () => fireEvent.click(screen.getByRole("button", { name: "Assign New Pathway" }));

    open();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    open();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    open();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("names its close button in another language when asked", () => {
    render(
      <Dialog open>
        <DialogContent closeLabel="Fermer">
          <DialogTitle>Contact Us</DialogTitle>
          <DialogDescription>We reply within 24 hours.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole("button", { name: "Fermer" })).toBeTruthy();
  });
});
