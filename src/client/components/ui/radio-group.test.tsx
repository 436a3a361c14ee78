import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Radio, RadioGroup } from "./radio-group";

afterEach(cleanup);

function Audience({ onChange }: { onChange: (audience: string) => void }) {
  const [audience, setAudience] = useState("everyone");
  return (
    <RadioGroup
      legend="Who is asked"
      name="audience"
      value={audience}
      onValueChange={(next) => {
        setAudience(next);
        onChange(next);
      }}
    >
      <Radio value="everyone" label="Everyone in the organisation" />
      <Radio value="departments" label="Chosen departments" />
      <Radio value="nobody" label="Nobody yet" disabled />
    </RadioGroup>
  );
}

describe("RadioGroup and Radio", () => {
  it("is a group named by its legend, of native radios named by their labels", () => {
    render(<Audience onChange={vi.fn()} />);
    const group = screen.getByRole("group", { name: "Who is asked" });
    expect(group.tagName).toBe("FIELDSET");
    expect(group.dataset.slot).toBe("radio-group");
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios).toHaveLength(3);
    expect(radios.every((radio) => radio.tagName === "INPUT" && radio.name === "audience")).toBe(true);
    expect((screen.getByRole("radio", { name: "Everyone in the organisation" }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("checks the radio whose label is clicked and reports its value", () => {
    const onChange = vi.fn();
    render(<Audience onChange={onChange} />);
    fireEvent.click(screen.getByText("Chosen departments"));
    expect(onChange).toHaveBeenLastCalledWith("departments");
    expect((screen.getByRole("radio", { name: "Chosen departments" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "Everyone in the organisation" }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("keeps a disabled radio out of reach, and a disabled group disables all of them", () => {
    const onChange = vi.fn();
    const { unmount } = render(<Audience onChange={onChange} />);
    const nobody = screen.getByRole("radio", { name: "Nobody yet" }) as HTMLInputElement;
    expect(nobody.disabled).toBe(true);
    fireEvent.click(screen.getByText("Nobody yet"));
    expect(nobody.checked).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
    unmount();

    render(
      <RadioGroup legend="Plan" disabled>
        <Radio name="plan" value="monthly" label="Monthly" />
      </RadioGroup>,
    );
    expect(screen.getByRole("group", { name: "Plan" }).hasAttribute("disabled")).toBe(true);
    expect((screen.getByRole("radio", { name: "Monthly" }) as HTMLInputElement).disabled).toBe(true);
  });

  it("has rows at least 24 px high with the ring token on focus", () => {
    render(<Audience onChange={vi.fn()} />);
    const radio = screen.getByRole("radio", { name: "Chosen departments" });
    expect(radio.dataset.slot).toBe("radio");
    expect(radio.className).toContain("focus-visible:outline-ring");
    expect(radio.closest("label")?.className).toContain("min-h-6");
  });

  it("lets a radio's own props win, for a form's register() and test ids", () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(
      <RadioGroup legend="Organisation">
        <Radio
          ref={ref}
          name="target"
          value="existing"
          onChange={onChange}
          data-testid="target-existing"
          label="An existing organisation"
        />
        <Radio name="target" value="new" defaultChecked label="A new organisation" />
      </RadioGroup>,
    );
    const existing = screen.getByTestId("target-existing") as HTMLInputElement;
    expect(ref.current).toBe(existing);
    expect(existing.name).toBe("target");
    expect((screen.getByRole("radio", { name: "A new organisation" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(existing);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(existing.checked).toBe(true);
  });
});
