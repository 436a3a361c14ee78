import { cn } from "@/lib/cn";

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("") || "?";

/**
 * An organisation's logo, or its initials on a tile when it has none. The logo is a data: URL and is
 * only ever an <img> source (never inline markup), so an SVG's scripts cannot run (issue 20).
 */
export function OrgLogo({
  name,
  logo,
  size = "md",
  className,
}: {
  name: string;
  logo: string | null;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const box = size === "sm" ? "size-6 text-[10px]" : size === "lg" ? "size-14 text-lg" : "size-8 text-xs";
  return logo ? (
    <img src={logo} alt="" className={cn(box, "shrink-0 rounded object-contain", className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        box,
        "flex shrink-0 items-center justify-center rounded bg-neutral-tint font-bold text-body",
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
