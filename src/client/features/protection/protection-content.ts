import type { ProtectionSettings } from "../../../contracts/protection";

/**
 * The Content Protection Administration screen's fixed texts (spec 3 §2, §9): what each protection
 * level and option means, kept as data rather than in the components.
 */
export const PROTECTION_LEVEL_TEXT: Record<ProtectionSettings["protectionLevel"], { title: string; points: string[] }> =
  {
    basic: {
      title: "Basic",
      points: ["Watermarked downloads", "2-hour session timeout", "Usage analytics for 30 days"],
    },
    standard: {
      title: "Standard",
      points: [
        "Everything in Basic",
        "Daily view and download limits per plan",
        "Copy and print deterrence in the browser",
      ],
    },
    premium: {
      title: "Premium",
      points: [
        "Everything in Standard",
        "Every module protected (global protection)",
        "Forensic reference on each download",
      ],
    },
  };

export const RESTRICTION_TEXT: Record<ProtectionSettings["downloadRestriction"], string> = {
  none: "Everyone",
  subscription: "Any paid plan",
  "premium-only": "Team and enterprise plans only",
  disabled: "Nobody",
};

/** spec 3 §9: the shortcuts the module page blocks; deterrence only, as the screen says. */
export const BLOCKED_SHORTCUTS = [
  "F12",
  "Inspector (Ctrl+Shift+I)",
  "View source (Ctrl+U)",
  "Save (Ctrl+S)",
  "Print (Ctrl+P)",
  "Right-click menu",
];
