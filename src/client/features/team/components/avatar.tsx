import { cn } from "@/lib/cn";

/** A teammate's initials in a circle (spec 3 §3: avatar initials). */
export function Avatar({ initials, className }: { initials: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-tint text-sm font-semibold text-primary-strong",
        className,
      )}
    >
      {initials}
    </span>
  );
}
