import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type ViewMode = "individual" | "employer";

/**
 * spec 1 §4's switcher. Issue 20: "Employer Dashboard" is offered only to owners, admins and managers
 * of the active organisation. Issue 26: it opens the employer console's pages (/organization/analytics)
 * rather than the overlay, which stays as a quick view in the Organisation menu; Individual Learner
 * returns to the dashboard.
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
