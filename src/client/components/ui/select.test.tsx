import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NativeSelect, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

afterEach(cleanup);

function SortSelect({ onChange }: { onChange: (value: string) => void }) {
  const [sort, setSort] = useState("newest");
  const choose = (next: string) => {
    setSort(next);
    onChange(next);
  };
  return (
    <Select value={sort} onValueChange={choose}>
      <SelectTrigger aria-label="Sort by">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="newest">Newest</SelectItem>
        <SelectItem value="title">Title A-Z</SelectItem>
      </SelectContent>
    </Select>
  );
}

describe("Select", () => {
  it("is a named combobox that shows the chosen item", () => {
    render(<SortSelect onChange={vi.fn()} />);
    const trigger = screen.getByRole("combobox", { name: "Sort by" });
    expect(trigger.dataset.slot).toBe("select-trigger");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(trigger.textContent).toBe("Newest");
  });

  it("opens from the keyboard, lists its options and picks one", async () => {
    const onChange = vi.fn();
    render(<SortSelect onChange={onChange} />);
    const trigger = screen.getByRole("combobox", { name: "Sort by" });
    fireEvent.keyDown(trigger, { key: "Enter" });
    const listbox = await screen.findByRole("listbox");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Newest", "Title A-Z"]);
    expect(options[0].getAttribute("aria-selected")).toBe("true");
    expect(listbox.contains(options[1])).toBe(true);

    fireEvent.keyDown(screen.getByRole("option", { name: "Title A-Z" }), { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith("title");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(trigger.textContent).toBe("Title A-Z");
  });
});

describe("NativeSelect", () => {
  it("is the browser's combobox, named by its label, in the field look", () => {
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="filter-pillar">PIVOT pillar</label>
        <NativeSelect id="filter-pillar" defaultValue="" onChange={(e) => onChange(e.target.value)}>
          <option value="">All pillars</option>
          <option value="Purpose">Purpose</option>
        </NativeSelect>
      </>,
    );
    const select = screen.getByRole("combobox", { name: "PIVOT pillar" }) as HTMLSelectElement;
    expect(select.dataset.slot).toBe("native-select");
    expect(select.className).toContain("h-10");
    fireEvent.change(select, { target: { value: "Purpose" } });
    expect(onChange).toHaveBeenCalledWith("Purpose");
  });
});
