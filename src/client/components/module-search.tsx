import { Search } from "lucide-react";
import { cn } from "@/lib/cn";
import { Input } from "./ui/input";

/** The "Search modules..." box of the library and the dashboard's library widget (spec 1 §2, §9). */
export function ModuleSearch({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn("relative", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label="Search modules"
        placeholder="Search modules..."
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="pl-9"
      />
    </div>
  );
}
