import { contrastRatio } from "../../../../domain/brand-colour";
import { OrgLogo } from "./org-logo";

/**
 * A live preview of the white-label: the header bar and a primary button in the brand colour, with
 * the contrast of white text on it (issue 20 item 5).
 */
export function BrandPreview({ name, logo, color }: { name: string; logo: string | null; color: string | null }) {
  const colour = color ?? "#0f4a4a";
  return (
    <figure className="grid gap-2" aria-label="Preview of your brand">
      <div className="overflow-hidden rounded-lg border bg-white">
        <div className="h-1.5" style={{ background: colour }} />
        <div className="flex items-center gap-2 px-3 py-2">
          <span className="text-sm font-bold text-foreground">PIVOT</span>
          <span aria-hidden="true" className="text-slate-300">
            |
          </span>
          <OrgLogo name={name || "Your organisation"} logo={logo} size="sm" />
          <span className="min-w-0 break-words text-sm font-medium text-prose">{name || "Your organisation"}</span>
        </div>
        <div className="flex flex-wrap items-center gap-3 border-t px-3 py-3">
          <span
            className="inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-white"
            style={{ background: colour }}
          >
            Start Learning
          </span>
          <span className="text-sm font-medium underline underline-offset-4" style={{ color: colour }}>
            View Module
          </span>
        </div>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Preview of the header bar and a button. White text on this colour: {contrastRatio(colour, "#ffffff").toFixed(2)}
        :1
      </figcaption>
    </figure>
  );
}
