import type * as React from "react";
import { DateTime } from "./date-time";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "./ui/table";

/**
 * An admin list of records: a bordered table that scrolls sideways on a phone (a named region), a
 * caption for screen readers, and its column heads; the rows are the children.
 */
export function RecordTable({
  label,
  caption = label,
  className,
  columns,
  actionsColumn = false,
  children,
}: {
  label: string;
  caption?: string;
  /** Its minimum width, past which it scrolls. */
  className: string;
  columns: string[];
  /** A last column of buttons, its head named for screen readers only. */
  actionsColumn?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Table scrollLabel={label} containerClassName="rounded-xl border bg-white" className={className}>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
          {actionsColumn && (
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** A record's first cell: when it was created, on one line. */
export function DateTimeCell({ value }: { value: string }) {
  return (
    <TableCell className="whitespace-nowrap text-body">
      <DateTime value={value} />
    </TableCell>
  );
}
