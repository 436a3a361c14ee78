import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Checkbox } from "./checkbox";

afterEach(cleanup);

function AgreeToTerms({ onChange }: { onChange: (agreed: boolean) => void }) {
  const [agreed, setAgreed] = useState(false);
  return (
    <Checkbox
      label="I agree to the Terms"
      checked={agreed}
      onChange={(event) => {
        setAgreed(event.target.checked);
        onChange(event.target.checked);
      }}
    />
  );
}

describe("Checkbox", () => {
  it("is a native checkbox named by its visible label, which toggles it", () => {
    const onChange = vi.fn();
    render(<AgreeToTerms onChange={onChange} />);
    const box = screen.getByRole("checkbox", { name: "I agree to the Terms" }) as HTMLInputElement;
    expect(box.tagName).toBe("INPUT");
    expect(box.dataset.slot).toBe("checkbox");
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText("I agree to the Terms"));
    expect(box.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it("has a target at least 24 px high, the ring token on focus and the primary colour", () => {
    render(<Checkbox label="Email me" />);
    const box = screen.getByRole("checkbox", { name: "Email me" });
    const row = box.closest("label");
    expect(row?.dataset.slot).toBe("checkbox-label");
    expect(row?.className).toContain("min-h-6");
    expect(box.className).toContain("focus-visible:outline-ring");
    expect(box.className).toContain("accent-primary");
  });

  it("can be disabled, and then a click on its label does nothing", () => {
    const onChange = vi.fn();
    render(<Checkbox label="Archived" disabled onChange={onChange} />);
    const box = screen.getByRole("checkbox", { name: "Archived" }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    // the row dims, once: the box inside it does not dim itself again
    expect(box.closest("label")?.className).toContain("has-disabled:opacity-50");
    expect(box.className).not.toContain("disabled:opacity-50");
    fireEvent.click(screen.getByText("Archived"));
    expect(box.checked).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("passes its ref, name, value, id, aria and test id to the input", () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <label htmlFor="department-sales">Sales</label>
        <Checkbox
          ref={ref}
          id="department-sales"
          name="departments"
          value="sales"
          aria-describedby="departments-hint"
          data-testid="department-sales"
          defaultChecked
          className="mt-1"
        />
        <p id="departments-hint">Pick every department this goal is for.</p>
      </>,
    );
    const box = screen.getByRole("checkbox", { name: "Sales" }) as HTMLInputElement;
    expect(ref.current).toBe(box);
    expect(screen.getByTestId("department-sales")).toBe(box);
    expect(box.name).toBe("departments");
    expect(box.value).toBe("sales");
    expect(box.checked).toBe(true);
    expect(box.getAttribute("aria-describedby")).toBe("departments-hint");
    expect(box.className).toContain("mt-1");
    // without `label` it is the bare input, for a label the caller places
    expect(box.parentElement?.tagName).not.toBe("LABEL");
  });

  it("hides the box for a tile that draws the state itself", () => {
    render(<Checkbox label="Weekly" look="tile" labelClassName="rounded-md border has-checked:bg-primary-surface" />);
    const box = screen.getByRole("checkbox", { name: "Weekly" });
    expect(box.className).toContain("sr-only");
    expect(box.className).not.toContain("size-4");
    expect(box.closest("label")?.className).toContain("has-checked:bg-primary-surface");
  });
});
