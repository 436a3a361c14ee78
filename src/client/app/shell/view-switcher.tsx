import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";

export type ViewMode = "individual" | "employer";

/** spec 1 §4: Employer Dashboard opens the overlay; Individual Learner only changes the label. */
export function ViewSwitcher({ value, onChange }: { value: ViewMode; onChange: (value: ViewMode) => void }) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as ViewMode)}>
      <SelectTrigger aria-label="View" size="sm" className="w-fit gap-1 font-medium">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="individual">Individual Learner</SelectItem>
        <SelectItem value="employer">Employer Dashboard</SelectItem>
      </SelectContent>
    </Select>
  );
}
