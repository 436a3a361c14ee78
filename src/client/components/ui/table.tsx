import type * as React from "react";
import { cn } from "@/lib/cn";

type TableProps = React.ComponentProps<"table"> & {
  /**
   * Names the scroll container of a table wider than a phone: it then becomes a keyboard-reachable
   * region, so the sideways scroll works without a pointer (WCAG 2.1.1).
   */
  scrollLabel?: string;
  containerClassName?: string;
};

export function Table({ className, containerClassName, scrollLabel, ...props }: TableProps) {
  return (
    <div
      data-slot="table-container"
      {...(scrollLabel ? { role: "region", "aria-label": scrollLabel, tabIndex: 0 } : {})}
      className={cn("relative w-full overflow-x-auto", containerClassName)}
    >
      <table data-slot="table" className={cn("w-full text-left text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return (
    <thead
      data-slot="table-header"
      className={cn("bg-surface text-xs tracking-wide text-body uppercase", className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("divide-y", className)} {...props} />;
}

export function TableFooter({ className, ...props }: React.ComponentProps<"tfoot">) {
  return <tfoot data-slot="table-footer" className={cn("border-t bg-surface font-medium", className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr data-slot="table-row" className={cn("data-[state=selected]:bg-muted", className)} {...props} />;
}

/** A header cell: a column's by default, a row's with scope="row". */
export function TableHead({ className, scope = "col", ...props }: React.ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn("px-4 py-3 text-left font-semibold", className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td data-slot="table-cell" className={cn("px-4 py-3", className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return (
    <caption data-slot="table-caption" className={cn("mt-4 text-sm text-muted-foreground", className)} {...props} />
  );
}
