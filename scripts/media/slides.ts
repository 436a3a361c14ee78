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
  shownPoints: number;
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
  .crumb { font-size: 18px; color: #d5ecea; max-width: 760px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
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
    : `${chip}<h2>${escapeHtml(input.chapter.title)}</h2><ul>${input.chapter.points
        .map(
          (point, i) =>
            `<li class="${i < input.shownPoints ? "" : "upcoming"}"><span class="dot" style="background:${palette.main}"></span><span>${escapeHtml(point)}</span></li>`,
        )
        .join("")}</ul>`;
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><style>${STYLE}</style></head><body>
<header><div class="brand">PIVOT <span>Learning</span></div><div class="crumb">${escapeHtml(input.module.title)}</div></header>
<main>${main}</main>
<footer><span>${isTitle ? "Introduction" : `Chapter ${input.chapterNumber} of ${input.chapterCount - 1}`}</span>
<div class="bar"><div style="width:${progress}%;background:${palette.main}"></div></div></footer>
</body></html>`;
}

/**
 * Runs in the page after the slide is loaded: long key points step the type down until the list
 * clears the footer (never below 20 px); a long title steps down the same way.
 */
export function fitSlide() {
  const list = document.querySelector("ul");
  let size = 29;
  while (list && list.getBoundingClientRect().bottom > 652 && size > 20) {
    size -= 1;
    for (const item of Array.from(list.querySelectorAll("li"))) {
      item.style.fontSize = `${size}px`;
      item.style.padding = `${Math.round(size / 2)}px 22px`;
    }
    list.style.gap = `${Math.round(size / 2.2)}px`;
  }
  const title = document.querySelector("h1");
  let titleSize = 52;
  while (title?.parentElement && title.parentElement.getBoundingClientRect().height > 560 && titleSize > 34) {
    titleSize -= 2;
    title.style.fontSize = `${titleSize}px`;
  }
}
