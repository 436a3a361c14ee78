import { ChevronDown } from "lucide-react";
import { Select } from "radix-ui";

export type ViewMode = "individual" | "employer";

/** spec 1 §4: Employer Dashboard opens the overlay; Individual Learner only changes the label. */
export function ViewSwitcher({ value, onChange }: { value: ViewMode; onChange: (value: ViewMode) => void }) {
  return (
    <Select.Root value={value} onValueChange={(v) => onChange(v as ViewMode)}>
      <Select.Trigger
        aria-label="View"
        className="inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-md border bg-white px-3 text-sm font-medium hover:bg-muted"
      >
        <Select.Value />
        <ChevronDown className="size-4" aria-hidden="true" />
      </Select.Trigger>
      <Select.Portal>
        <Select.Content position="popper" sideOffset={4} className="z-50 rounded-md border bg-white p-1 shadow-lg">
          <Select.Viewport>
            <Select.Item
              value="individual"
              className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
            >
              <Select.ItemText>Individual Learner</Select.ItemText>
            </Select.Item>
            <Select.Item
              value="employer"
              className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
            >
              <Select.ItemText>Employer Dashboard</Select.ItemText>
            </Select.Item>
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
