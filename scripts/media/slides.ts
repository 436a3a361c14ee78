import { PILLAR_PALETTES } from "../../src/domain/cover-art";
import { pillarColor } from "../../src/domain/pillars";
import type { NarrationChapter } from "./narration";

/**
 * One 1280 × 720 slide in the product's design (src/client/index.css: brand teal, slate text, white
 * cards, system sans-serif), with the module's pillar colour for accents.
 */
export interface SlideInput {
  module: { title: string; description: string; pivotPillar: string };
  moduleTypeLabel: string;
  cover: string;
  chapter: NarrationChapter;
  chapterNumber: number;
  chapterCount: number;
  /** The page of the chapter's points this slide shows (`layoutPoints`); the whole chapter when absent. */
  page?: SlidePage;
  /** How many of the page's points are revealed (the rest are dimmed, still whole). */
  shownPoints: number;
}

/**
 * Issue 26: slide text is never cut. The points of a chapter keep their whole sentences; `layoutPoints`
 * estimates how they wrap (a conservative character width of the slide's sans-serif) and picks the
 * largest type that fits, down to MIN_FONT, or splits them over more slides (one point never splits).
 * `fitSlide` then measures the real slide in Chromium and the build fails if anything still overflows.
 */
export const SLIDE_LAYOUT = {
  /** The text column of a point: 1280 − 2 × 56 slide padding − 2 × 22 card padding − dot, gap, border. */
  textWidth: 1088,
  /** The chapter title's width (h2 max-width) and size. */
  titleWidth: 1100,
  titleFont: 46,
  /** Space for the list under a one-line title: from its top (≈ 265 px) to the footer (652 px), less a margin. */
  listHeight: 380,
  maxFont: 29,
  /** The smallest type on a single slide before the points are split over more slides. */
  minFont: 24,
  /** The smallest type at all (a page holding one very long point). */
  floorFont: 20,
  /** Average glyph width as a share of the font size: DejaVu Sans, the widest of the fonts in the stack. */
  charWidth: 0.56,
  lineHeight: 1.35,
} as const;

export interface SlidePage {
  /** Indexes into the chapter's points. */
  points: number[];
  fontSize: number;
  /** 0 for the first slide of a chapter; later ones read "(continued)". */
  pageNumber: number;
}

/** Lines a text takes at a font size and width, words wrapped greedily (a word longer than a line breaks). */
export function wrappedLines(text: string, fontSize: number, width: number): number {
  const perLine = Math.max(1, Math.floor(width / (fontSize * SLIDE_LAYOUT.charWidth)));
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = used === 0 ? word.length : used + 1 + word.length;
    if (next <= perLine) used = next;
    else if (used === 0) {
      lines += Math.ceil(word.length / perLine) - 1;
      used = word.length % perLine || perLine;
    } else {
      lines += Math.ceil(word.length / perLine);
      used = word.length % perLine || perLine;
    }
  }
  return lines;
}

/** The height of a list of points at a font size, as the slide's CSS draws it (cards with padding and gaps). */
export function listHeight(points: readonly string[], fontSize: number): number {
  const line = fontSize * SLIDE_LAYOUT.lineHeight;
  const card = (text: string) =>
    wrappedLines(text, fontSize, SLIDE_LAYOUT.textWidth) * line + 2 * Math.round(fontSize / 2) + 2;
  const gap = Math.round(fontSize / 2.2);
  return points.reduce((sum, text) => sum + card(text), 0) + gap * Math.max(0, points.length - 1);
}

/** Space for the list under a chapter title that may wrap onto more lines. */
export function availableListHeight(title: string): number {
  const lines = wrappedLines(title, SLIDE_LAYOUT.titleFont, SLIDE_LAYOUT.titleWidth);
  return SLIDE_LAYOUT.listHeight - (lines - 1) * Math.ceil(SLIDE_LAYOUT.titleFont * 1.15);
}

const largestFit = (points: readonly string[], space: number, min: number): number | null => {
  for (let size = SLIDE_LAYOUT.maxFont; size >= min; size -= 1) if (listHeight(points, size) <= space) return size;
  return null;
};

/**
 * The slides a chapter's points take: all on one slide at the largest type that fits (never below
 * `minFont`), else over as many slides as needed, in order, each point whole. Every page of a chapter
 * uses the same type size, so a continued slide does not jump in size.
 */
export function layoutPoints(title: string, points: readonly string[]): SlidePage[] {
  if (points.length === 0) return [{ points: [], fontSize: SLIDE_LAYOUT.maxFont, pageNumber: 0 }];
  const single = largestFit(points, availableListHeight(title), SLIDE_LAYOUT.minFont);
  if (single !== null) return [{ points: points.map((_, i) => i), fontSize: single, pageNumber: 0 }];
  const space = Math.min(availableListHeight(title), availableListHeight(`${title} (continued)`));
  const groups: number[][] = [];
  let current: number[] = [];
  points.forEach((_, index) => {
    const next = [...current, index];
    if (
      current.length > 0 &&
      listHeight(
        next.map((i) => points[i]),
        SLIDE_LAYOUT.minFont,
      ) > space
    ) {
      groups.push(current);
      current = [index];
    } else current = next;
  });
  groups.push(current);
  const sizes = groups.map((group) =>
    largestFit(
      group.map((i) => points[i]),
      space,
      SLIDE_LAYOUT.floorFont,
    ),
  );
  if (sizes.some((size) => size === null))
    throw new Error(`A point of "${title}" does not fit a slide even at ${SLIDE_LAYOUT.floorFont}px: shorten it`);
  const fontSize = Math.min(...(sizes as number[]));
  return groups.map((group, pageNumber) => ({ points: group, fontSize, pageNumber }));
}

const escapeHtml = (value: string) =>
  value.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c] ?? c);

const STYLE = `
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body { width: 1280px; height: 720px; overflow: hidden; background: #f8fafc; color: #0f172a;
    font-family: ui-sans-serif, system-ui, "Segoe UI", Roboto, "DejaVu Sans", Arial, sans-serif;
    -webkit-font-smoothing: antialiased; }
  header { height: 72px; display: flex; align-items: center; justify-content: space-between; padding: 0 56px;
    background: #0f3d3e; color: #fff; }
  .brand { font-weight: 700; font-size: 24px; letter-spacing: .5px; }
  .brand span { color: #f5c451; }
  .crumb { font-size: 18px; color: #d5ecea; max-width: 860px; white-space: nowrap; }
  main { padding: 48px 56px 0; height: 600px; }
  .chip { display: inline-block; border-radius: 999px; padding: 6px 16px; font-size: 18px; font-weight: 600; }
  h1 { font-size: 52px; line-height: 1.15; font-weight: 700; margin-top: 22px; }
  h2 { font-size: 46px; line-height: 1.15; font-weight: 700; margin-top: 18px; max-width: 1100px; }
  .lead { font-size: 26px; line-height: 1.45; color: #475569; margin-top: 24px; }
  ul { list-style: none; margin-top: 34px; display: grid; gap: 18px; }
  li { display: flex; gap: 18px; align-items: flex-start; font-size: 29px; line-height: 1.35; background: #fff;
    border: 1px solid #e2e8f0; border-radius: 14px; padding: 16px 22px; box-shadow: 0 1px 2px rgba(15,23,42,.06); }
  li .dot { flex: none; width: 16px; height: 16px; border-radius: 999px; margin-top: 12px; }
  li.upcoming { opacity: .38; box-shadow: none; }
  footer { position: absolute; left: 0; right: 0; bottom: 0; height: 48px; display: flex; align-items: center;
    gap: 20px; padding: 0 56px; font-size: 17px; color: #475569; }
  .bar { flex: 1; height: 6px; border-radius: 999px; background: #e2e8f0; overflow: hidden; }
  .bar div { height: 100%; }
  .title { display: grid; grid-template-columns: 1fr 520px; gap: 48px; align-items: center; height: 100%; padding-bottom: 60px; }
  .cover { width: 520px; height: 292px; border-radius: 18px; overflow: hidden; box-shadow: 0 10px 30px rgba(15,23,42,.18); }
  .cover svg { width: 100%; height: 100%; display: block; }
`;

export function slideHtml(input: SlideInput): string {
  const palette = PILLAR_PALETTES[pillarColor(input.module.pivotPillar)];
  const chip = `<span class="chip" style="background:${palette.pale};color:${palette.dark}">${escapeHtml(
    input.module.pivotPillar,
  )} · ${escapeHtml(input.moduleTypeLabel)}</span>`;
  const progress = ((input.chapterNumber + 1) / input.chapterCount) * 100;
  const isTitle = input.chapterNumber === 0;
  const main = isTitle
    ? `<div class="title"><div>${chip}<h1>${escapeHtml(input.module.title)}</h1><p class="lead">${escapeHtml(
        input.module.description,
      )}</p></div><div class="cover">${input.cover}</div></div>`
    : (() => {
        const page = input.page ?? {
          points: input.chapter.points.map((_, i) => i),
          fontSize: SLIDE_LAYOUT.maxFont,
          pageNumber: 0,
        };
        const size = page.fontSize;
        const title = page.pageNumber > 0 ? `${input.chapter.title} (continued)` : input.chapter.title;
        return `${chip}<h2>${escapeHtml(title)}</h2><ul style="gap:${Math.round(size / 2.2)}px">${page.points
          .map(
            (point, i) =>
              `<li class="${i < input.shownPoints ? "" : "upcoming"}" style="font-size:${size}px;padding:${Math.round(size / 2)}px 22px"><span class="dot" style="background:${palette.main};margin-top:${Math.round((size * SLIDE_LAYOUT.lineHeight - 16) / 2)}px"></span><span>${escapeHtml(input.chapter.points[point])}</span></li>`,
          )
          .join("")}</ul>`;
      })();
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><style>${STYLE}</style></head><body>
<header><div class="brand">PIVOT <span>Learning</span></div><div class="crumb">${escapeHtml(input.module.title)}</div></header>
<main>${main}</main>
<footer><span>${isTitle ? "Introduction" : `Chapter ${input.chapterNumber} of ${input.chapterCount - 1}`}</span>
<div class="bar"><div style="width:${progress}%;background:${palette.main}"></div></div></footer>
</body></html>`;
}

/**
 * Runs in the page after the slide is loaded, as a check on `layoutPoints`' estimate: if the list still
 * reaches the footer, the type steps down (never below 20 px); a long title and description step down
 * the same way, and so does the header's module title. Returns what still overflows, so the build
 * fails instead of rendering a cut slide.
 */
export function fitSlide(): string[] {
  const FOOTER_TOP = 652;
  const list = document.querySelector("ul");
  const items = list ? Array.from(list.querySelectorAll("li")) : [];
  let size = items.length > 0 ? Number.parseFloat(getComputedStyle(items[0]).fontSize) : 0;
  while (list && list.getBoundingClientRect().bottom > FOOTER_TOP && size > 20) {
    size -= 1;
    for (const item of items) {
      item.style.fontSize = `${size}px`;
      item.style.padding = `${Math.round(size / 2)}px 22px`;
    }
    list.style.gap = `${Math.round(size / 2.2)}px`;
  }
  const title = document.querySelector("h1");
  const lead = document.querySelector<HTMLElement>(".lead");
  const column = title?.parentElement;
  let titleSize = 52;
  let leadSize = 26;
  while (column && column.scrollHeight > 560 && (titleSize > 34 || leadSize > 20)) {
    if (titleSize > 34) titleSize -= 2;
    if (leadSize > 20) leadSize -= 1;
    if (title) title.style.fontSize = `${titleSize}px`;
    if (lead) lead.style.fontSize = `${leadSize}px`;
  }
  const crumb = document.querySelector<HTMLElement>(".crumb");
  let crumbSize = 18;
  while (crumb && crumb.scrollWidth > crumb.clientWidth && crumbSize > 13) {
    crumbSize -= 1;
    crumb.style.fontSize = `${crumbSize}px`;
  }
  const overflows: string[] = [];
  if (list && list.getBoundingClientRect().bottom > FOOTER_TOP) overflows.push("the key points reach the footer");
  for (const item of items)
    if (item.scrollWidth > item.clientWidth + 1)
      overflows.push(`a key point is wider than its card: ${item.textContent}`);
  if (column && column.scrollHeight > 560) overflows.push("the title and description do not fit");
  if (crumb && crumb.scrollWidth > crumb.clientWidth) overflows.push("the module title does not fit the header");
  return overflows;
}
