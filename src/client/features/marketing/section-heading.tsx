import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** An eyebrow, a section title (h2 unless told) and an introduction, centred by default. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "center",
  as: Heading = "h2",
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "left";
  as?: "h1" | "h2" | "h3";
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-icon uppercase">{eyebrow}</p>}
      <Heading id={id} className="mt-2 text-3xl font-bold tracking-tight text-heading sm:text-4xl">
        {title}
      </Heading>
      {children && <div className="mt-4 text-lg leading-relaxed text-body">{children}</div>}
    </div>
  );
}
