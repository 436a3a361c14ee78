import type * as React from "react";
import { RegionBoundary } from "@/components/region-boundary";
import { SectionCard } from "@/components/section-card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/**
 * A chart with its text alternative: the drawing is hidden from assistive technology and a table
 * under "Show the figures as a table" carries the same figures (WCAG 1.1.1). A drawing that fails to render shows
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
      {/*
        The figures as a table, behind a disclosure everyone can open (issue 15: a visually hidden
        table left a white strip and extra scrolling under /analytics on phones).
      */}
      <details className="mt-3 rounded-lg border text-sm" data-testid="chart-data">
        <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium text-body hover:bg-surface">
          Show the figures as a table
        </summary>
        <div className="border-t px-3 pb-2">
          <Table aria-labelledby={headingId}>
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
      </details>
    </SectionCard>
  );
}
