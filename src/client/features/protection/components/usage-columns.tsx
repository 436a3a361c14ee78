import { TableCell, TableHead } from "@/components/ui/table";

/** The last 30 days' use of protected content, as the last three columns of a table: their heads. */
export function UsageHeads() {
  return (
    <>
      <TableHead className="text-right">Views</TableHead>
      <TableHead className="text-right">Downloads</TableHead>
      <TableHead className="text-right">Refused</TableHead>
    </>
  );
}

/** A row's views, downloads and refused attempts, under UsageHeads. */
export function UsageCells({ views, downloads, refusals }: { views: number; downloads: number; refusals: number }) {
  return (
    <>
      <TableCell className="text-right">{views}</TableCell>
      <TableCell className="text-right">{downloads}</TableCell>
      <TableCell className="text-right">{refusals}</TableCell>
    </>
  );
}
