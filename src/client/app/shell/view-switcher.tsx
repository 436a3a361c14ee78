import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";

export type ViewMode = "individual" | "employer";

/**
 * spec 1 §4: Employer Dashboard opens the overlay; Individual Learner only changes the label. Issue 20:
 * "Employer Dashboard" is offered only to owners, admins and managers of the active organisation.
 */
export function ViewSwitcher({
  value,
  onChange,
  employerAllowed,
}: {
  value: ViewMode;
  onChange: (value: ViewMode) => void;
  employerAllowed: boolean;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as ViewMode)}>
      <SelectTrigger aria-label="View" size="sm" className="w-fit gap-1 font-medium">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="individual">Individual Learner</SelectItem>
        {employerAllowed && <SelectItem value="employer">Employer Dashboard</SelectItem>}
      </SelectContent>
    </Select>
  );
}
