import type * as React from "react";
import { SectionCard } from "../../../components/section-card";

/**
 * A chart with its text alternative: the drawing is hidden from assistive technology and a
 * visually hidden table carries the same figures (WCAG 1.1.1).
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
      <div aria-hidden="true" className="h-64 w-full min-w-0">
        {children}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SectionCard>
  );
}
