import type * as React from "react";
import { brandColourProblem } from "../../../../domain/brand-colour";

/**
 * The white-label of an organisation (issue 20 item 5): its brand colour replaces the product's
 * primary colour (buttons, links, current tab) for its members. Stored colours passed the WCAG AA
 * check (white text on them at least 4.5:1, and so they are as readable on white); one that does not
 * pass again is ignored. The hover shade is the colour darkened, which only raises the contrast.
 */
export function brandThemeStyle(color: string | null | undefined): React.CSSProperties | undefined {
  if (!color || brandColourProblem(color) !== null) return undefined;
  return {
    "--org-brand": color,
    "--color-brand-700": color,
    "--color-brand-800": `color-mix(in srgb, ${color} 82%, black)`,
  } as React.CSSProperties;
}
