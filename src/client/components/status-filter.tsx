import type { UseQueryResult } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { Button } from "./ui/button";
import { Label } from "./ui/input";
import { NativeSelect } from "./ui/select";

/** Above an admin list: a select that filters it by status ("" for all), and a Refresh button. */
export function StatusFilter<S extends string>({
  id,
  label,
  allLabel,
  statuses,
  labels,
  value,
  onChange,
  query,
}: {
  id: string;
  label: string;
  allLabel: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  value: S | undefined;
  onChange: (status: S | undefined) => void;
  query: Pick<UseQueryResult, "refetch" | "isFetching">;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div>
        <Label htmlFor={id}>{label}</Label>
        <NativeSelect
          id={id}
          value={value ?? ""}
          onChange={(e) => onChange((e.target.value || undefined) as S | undefined)}
        >
          <option value="">{allLabel}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {labels[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
        <RefreshCw aria-hidden="true" />
        Refresh
      </Button>
    </div>
  );
}
