/**
 * White-label brand colour (issue 20 item 5). The colour fills the shell's brand bar and the primary
 * buttons with white text on it, so it must reach WCAG 2.2 AA contrast for normal text (4.5:1)
 * against white. Formulas: WCAG 2.2 "relative luminance" and "contrast ratio".
 */
export const BRAND_COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;
export const AA_NORMAL_TEXT = 4.5;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Null when the colour is acceptable; otherwise why not, in words for the settings form. */
export function brandColourProblem(hex: string): string | null {
  if (!BRAND_COLOUR_PATTERN.test(hex)) return "Enter the brand colour as #RRGGBB, for example #1f4e79";
  const ratio = contrastRatio(hex, "#ffffff");
  if (ratio < AA_NORMAL_TEXT)
    return `White text on ${hex} has a contrast of ${ratio.toFixed(2)}:1; WCAG AA needs at least 4.5:1. Choose a darker colour.`;
  return null;
}
