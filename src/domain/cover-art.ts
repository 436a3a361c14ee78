import { type ModuleType, moduleTypeLabel, type PillarColor, pillarColor } from "./pillars";

/**
 * Issue 15: every module's cover image, generated (no stock photos): a band in its pillar's colours
 * with the icon of its type (the same lucide icons the cards use). One pure function, so the cards,
 * the module hero, the public library, the Open Graph image and the video slides draw the same art.
 */

/** Tailwind's 800/600/400/100 steps of each pillar colour (grey for anything else). */
export const PILLAR_PALETTES: Record<PillarColor, { dark: string; main: string; light: string; pale: string }> = {
  blue: { dark: "#1e3a8a", main: "#2563eb", light: "#60a5fa", pale: "#dbeafe" },
  purple: { dark: "#5b21b6", main: "#7c3aed", light: "#a78bfa", pale: "#ede9fe" },
  green: { dark: "#166534", main: "#16a34a", light: "#4ade80", pale: "#dcfce7" },
  orange: { dark: "#9a3412", main: "#ea580c", light: "#fb923c", pale: "#ffedd5" },
  red: { dark: "#991b1b", main: "#dc2626", light: "#f87171", pale: "#fee2e2" },
  grey: { dark: "#1e293b", main: "#475569", light: "#94a3b8", pale: "#f1f5f9" },
};

type IconNode = readonly (readonly ["path", { d: string }] | readonly ["rect", Record<string, string>])[];

/** lucide-react 1.x icon nodes (24 × 24, stroke 2): Video, Mic, Headphones, BookOpen, ListChecks, FileText, MousePointerClick. */
export const MODULE_TYPE_ICON_NODES: Record<ModuleType, IconNode> = {
  video: [
    ["path", { d: "m16 13 5.223 3.482a.5.5 0 0 0 .777-.416V7.87a.5.5 0 0 0-.752-.432L16 10.5" }],
    ["rect", { x: "2", y: "6", width: "14", height: "12", rx: "2" }],
  ],
  podcast: [
    ["path", { d: "M12 19v3" }],
    ["path", { d: "M19 10v2a7 7 0 0 1-14 0v-2" }],
    ["rect", { x: "9", y: "2", width: "6", height: "13", rx: "3" }],
  ],
  audio: [
    [
      "path",
      {
        d: "M3 14h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a9 9 0 0 1 18 0v7a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3",
      },
    ],
  ],
  guide: [
    ["path", { d: "M12 5v16" }],
    [
      "path",
      {
        d: "M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z",
      },
    ],
  ],
  checklist: [
    ["path", { d: "M13 5h8" }],
    ["path", { d: "M13 12h8" }],
    ["path", { d: "M13 19h8" }],
    ["path", { d: "m3 17 2 2 4-4" }],
    ["path", { d: "m3 7 2 2 4-4" }],
  ],
  reading: [
    [
      "path",
      {
        d: "M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z",
      },
    ],
    ["path", { d: "M14 2v5a1 1 0 0 0 1 1h5" }],
    ["path", { d: "M10 9H8" }],
    ["path", { d: "M16 13H8" }],
    ["path", { d: "M16 17H8" }],
  ],
  interactive: [
    ["path", { d: "M14 4.1 12 6" }],
    ["path", { d: "m5.1 8-2.9-.8" }],
    ["path", { d: "m6 12-1.9 2" }],
    ["path", { d: "M7.2 2.2 8 5.1" }],
    [
      "path",
      {
        d: "M9.037 9.69a.498.498 0 0 1 .653-.653l11 4.5a.5.5 0 0 1-.074.949l-4.349 1.041a1 1 0 0 0-.74.739l-1.04 4.35a.5.5 0 0 1-.95.074z",
      },
    ],
  ],
};

export interface CoverArtInput {
  slug: string;
  pivotPillar: string;
  type: ModuleType;
}

const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/** A small stable number from the slug, so each module's shapes sit in their own places. */
function slugSeed(slug: string): number {
  let hash = 2166136261;
  for (const char of slug) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const iconMarkup = (type: ModuleType) =>
  MODULE_TYPE_ICON_NODES[type]
    .map(([tag, attributes]) =>
      tag === "path"
        ? `<path d="${attributes.d}"/>`
        : `<rect ${Object.entries(attributes)
            .map(([k, v]) => `${k}="${v}"`)
            .join(" ")}/>`,
    )
    .join("");

/** The cover as a standalone SVG document (16:9, 1200 × 675, scales to any size). */
export function moduleCoverSvg(module: CoverArtInput): string {
  const palette = PILLAR_PALETTES[pillarColor(module.pivotPillar)];
  const seed = slugSeed(module.slug);
  const id = `c${seed.toString(36)}`;
  const circle = (n: number, r: number, opacity: number) => {
    const x = 120 + ((seed >> (n * 3)) % 960);
    const y = 60 + ((seed >> (n * 5 + 1)) % 540);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${palette.light}" fill-opacity="${opacity}"/>`;
  };
  const label = `${escapeXml(module.pivotPillar)} · ${escapeXml(moduleTypeLabel(module.type))}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675" role="img" aria-label="${label}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.dark}"/><stop offset="1" stop-color="${palette.main}"/></linearGradient></defs>`,
    `<rect width="1200" height="675" fill="url(#${id})"/>`,
    circle(1, 260, 0.18),
    circle(2, 170, 0.14),
    circle(3, 90, 0.2),
    `<path d="M0 560 C 300 470 520 650 1200 520 L1200 675 L0 675 Z" fill="${palette.pale}" fill-opacity="0.16"/>`,
    `<circle cx="600" cy="318" r="150" fill="#ffffff" fill-opacity="0.96"/>`,
    `<g transform="translate(480 198) scale(10)" fill="none" stroke="${palette.dark}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${iconMarkup(module.type)}</g>`,
    `<text x="600" y="560" text-anchor="middle" font-family="ui-sans-serif, system-ui, 'Segoe UI', Roboto, Arial, sans-serif" font-size="40" font-weight="600" fill="#ffffff" letter-spacing="2">${label.toUpperCase()}</text>`,
    "</svg>",
  ].join("");
}

/** The cover as a data: URL for an <img> (no request, works offline and on public pages). */
export const moduleCoverDataUrl = (module: CoverArtInput): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(moduleCoverSvg(module))}`;
