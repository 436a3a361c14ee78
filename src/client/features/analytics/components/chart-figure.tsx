import type * as React from "react";
import { RegionBoundary } from "../../../components/region-boundary";
import { SectionCard } from "../../../components/section-card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";

/**
 * A chart with its text alternative: the drawing is hidden from assistive technology and a
 * visually hidden table carries the same figures (WCAG 1.1.1). A drawing that fails to render shows
 * Retry in its place (outside the hidden part, so everyone hears it); the table stays.
 */
export function ChartFigure({
  title,
  description,
  headingId,
  columns,
  rows,
  children,
}: {
  title: string;
  description: string;
  headingId: string;
  columns: [string, string];
  rows: [string, string | number][];
  children: React.ReactNode;
}) {
  return (
    <SectionCard title={title} description={description} headingId={headingId}>
      <RegionBoundary name={`The ${title} chart`}>
        <div aria-hidden="true" className="h-64 w-full min-w-0">
          {children}
        </div>
      </RegionBoundary>
      {/* Visually hidden, so nothing scrolls: the table needs no scroll region of its own. */}
      <div className="sr-only">
        <Table aria-labelledby={headingId} containerClassName="overflow-visible">
          <TableHeader>
            <TableRow>
              <TableHead>{columns[0]}</TableHead>
              <TableHead>{columns[1]}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableHead scope="row">{label}</TableHead>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </SectionCard>
  );
}
