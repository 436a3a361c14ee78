import { Pencil, Trash2, Users } from "lucide-react";
import { EmptyState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatGBP } from "@/lib/format";
import { type EmployeeRecord, valueLabel } from "../../../../../domain/jedi-pay-gap";

/** The records entered, each with Edit (when it can be edited) and Remove. */
export function RecordsTable({
  records,
  onEdit,
  onRemove,
  emptyDescription = "Add employees with the form above or import a CSV file. Records stay in this browser.",
}: {
  records: readonly EmployeeRecord[];
  onEdit?: (record: EmployeeRecord) => void;
  onRemove: (record: EmployeeRecord) => void;
  emptyDescription?: string;
}) {
  if (records.length === 0) {
    return <EmptyState icon={Users} title="No employee records yet" description={emptyDescription} />;
  }
  return (
    <Table scrollLabel="Employee records" className="whitespace-nowrap">
      <TableHeader>
        <TableRow>
          <TableHead>Role</TableHead>
          <TableHead>Gender</TableHead>
          <TableHead>Ethnicity</TableHead>
          <TableHead>Age</TableHead>
          <TableHead>Disability</TableHead>
          <TableHead>Department</TableHead>
          <TableHead className="text-right">Salary</TableHead>
          <TableHead className="text-right">Hours</TableHead>
          <TableHead className="text-right">Bonus</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((r) => (
          <TableRow key={r.id}>
            <TableCell className="font-medium">{r.role}</TableCell>
            <TableCell>{valueLabel(r.gender)}</TableCell>
            <TableCell>{valueLabel(r.ethnicity)}</TableCell>
            <TableCell>{r.age ?? valueLabel(null)}</TableCell>
            <TableCell>{valueLabel(r.disability)}</TableCell>
            <TableCell>{valueLabel(r.department)}</TableCell>
            <TableCell className="text-right">{formatGBP(r.salary, true)}</TableCell>
            <TableCell className="text-right">{r.weeklyHours ?? "–"}</TableCell>
            <TableCell className="text-right">{r.bonus === null ? "–" : formatGBP(r.bonus, true)}</TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                {onEdit && (
                  <Button size="icon" variant="ghost" aria-label={`Edit ${r.role}`} onClick={() => onEdit(r)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                )}
                <Button size="icon" variant="ghost" aria-label={`Remove ${r.role}`} onClick={() => onRemove(r)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
