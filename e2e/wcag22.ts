import type { Page } from "@playwright/test";

/**
 * The WCAG 2.2 checks axe cannot make (issue 50 item 3, decision 406), measured in the page: target
 * size (2.5.8), reflow (1.4.10), text spacing (1.4.12), 200 % zoom (1.4.4) and reduced motion. Each
 * returns the failures it found as sentences, so a spec expects an empty list and a failure reads as
 * what is wrong where. The rules are WCAG 2.2's own wording (w3.org/TR/WCAG22, checked 2 December 2026).
 */

/** Waits for a page to settle: its main landmark (or heading), then no requests for a moment. */
export async function settle(page: Page) {
  await page.locator("main, #main, h1").first().waitFor();
  await page.waitForLoadState("networkidle");
  // Two frames: a resize or an injected style has been laid out and painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * 2.5.8 Target Size (Minimum), at the viewport the page is at: "The size of the target for pointer inputs
 * is at least 24 by 24 CSS pixels, except when: Spacing — undersized targets are positioned so that if a 24
 * CSS pixel diameter circle is centered on the bounding box of each, the circles do not intersect another
 * target or the circle for another undersized target; Inline — the target is in a sentence or its size is
 * otherwise constrained by the line-height of non-target text; User agent control; Equivalent; Essential."
 *
 * A target is every visible element a pointer activates. A native check box or radio button's target
 * includes its label (clicking the label activates it). The inline exception applies to an element laid
 * out inline whose block holds other text. Visually hidden elements (1 × 1 px, a skip link until focused)
 * are not pointer targets.
 */
export function targetSizeFailures(page: Page, route: string): Promise<string[]> {
  return page.evaluate((route) => {
    const SELECTOR = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "[role=button]",
      "[role=link]",
      "[role=checkbox]",
      "[role=radio]",
      "[role=switch]",
      "[role=tab]",
      "[role=menuitem]",
      "[role=option]",
      "[role=slider]",
      "[tabindex]:not([tabindex='-1'])",
    ].join(",");
    interface Target {
      element: Element;
      rect: { left: number; top: number; right: number; bottom: number };
      label: string;
    }
    const describe = (element: Element) => {
      const name =
        element.getAttribute("aria-label") ||
        (element as HTMLElement).innerText?.trim().slice(0, 40) ||
        element.getAttribute("title") ||
        element.getAttribute("name") ||
        element.id;
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${name}"`;
    };
    const isShown = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.pointerEvents === "none") return false;
      // Visually hidden on purpose (sr-only: clipped to nothing), such as a skip link until it is focused.
      if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") return false;
      if (element.closest("[inert], [aria-hidden=true]")) return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1;
    };
    const blockOf = (element: Element): Element => {
      let node = element.parentElement;
      while (node && getComputedStyle(node).display.startsWith("inline")) node = node.parentElement;
      return node ?? document.body;
    };
    const isInline = (element: Element) => {
      if (getComputedStyle(element).display !== "inline") return false;
      const own = (element.textContent ?? "").trim().length;
      const around = (blockOf(element).textContent ?? "").trim().length;
      return around > own;
    };
    const union = (rects: DOMRect[]) => ({
      left: Math.min(...rects.map((r) => r.left)),
      top: Math.min(...rects.map((r) => r.top)),
      right: Math.max(...rects.map((r) => r.right)),
      bottom: Math.max(...rects.map((r) => r.bottom)),
    });
    const seen = new Set<Element>();
    const targets: Target[] = [];
    for (const element of Array.from(document.querySelectorAll(SELECTOR))) {
      // The outermost interactive element is the target (a link wrapping a card's button is one target).
      if (element.parentElement?.closest(SELECTOR)) continue;
      if (seen.has(element)) continue;
      seen.add(element);
      const labels =
        element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")
          ? Array.from(element.labels ?? []).filter(isShown)
          : [];
      if (!isShown(element) && labels.length === 0) continue;
      if (labels.length === 0 && isInline(element)) continue;
      const rects = [element.getBoundingClientRect(), ...labels.map((l) => l.getBoundingClientRect())].filter(
        (r) => r.width > 1 && r.height > 1,
      );
      // The largest single area that activates it (the control, or one of its labels).
      const best = rects.reduce((a, b) => (Math.min(b.width, b.height) > Math.min(a.width, a.height) ? b : a));
      targets.push({ element, rect: union([best]), label: describe(element) });
    }
    const size = (t: Target) => ({ width: t.rect.right - t.rect.left, height: t.rect.bottom - t.rect.top });
    // Half a pixel of rounding: a 23.5 px box is drawn as 24 device pixels at a 2x density.
    const undersized = targets.filter((t) => size(t).width < 23.5 || size(t).height < 23.5);
    const centre = (t: Target) => ({ x: (t.rect.left + t.rect.right) / 2, y: (t.rect.top + t.rect.bottom) / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: Target["rect"]) => {
      const dx = Math.max(r.left - p.x, 0, p.x - r.right);
      const dy = Math.max(r.top - p.y, 0, p.y - r.bottom);
      return Math.hypot(dx, dy);
    };
    // A check over a list first checks that the list is not empty (STYLE).
    const failures: string[] = targets.length === 0 ? [`${route}: no pointer targets found`] : [];
    for (const target of undersized) {
      const c = centre(target);
      const intersects = targets.find((other) => {
        if (other === target) return false;
        if (other.element.contains(target.element) || target.element.contains(other.element)) return false;
        // The circle (radius 12) meets another target's box...
        if (distanceToRect(c, other.rect) < 12) return true;
        // ...or another undersized target's circle.
        if (!undersized.includes(other)) return false;
        const o = centre(other);
        return Math.hypot(o.x - c.x, o.y - c.y) < 24;
      });
      if (!intersects) continue;
      const { width, height } = size(target);
      failures.push(
        `${route}: ${target.label} is ${width.toFixed(1)} × ${height.toFixed(1)} px and its 24 px circle meets ${intersects.label}`,
      );
    }
    return failures;
  }, route);
}

/** 1.4.10 Reflow (and 1.4.4 at 200 %): the page never scrolls sideways at the viewport it is at. */
export async function sidewaysScrollFailures(page: Page, route: string, what: string): Promise<string[]> {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The innermost elements that reach past the right edge, so a failure says what to fix.
    // Inside a scroll or clipping container, an element's overflow stays in that container.
    const contained = (element: HTMLElement) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== "visible") return true;
      }
      return false;
    };
    const past = Array.from(document.querySelectorAll<HTMLElement>("body *")).filter(
      (element) => element.getBoundingClientRect().right > width + 1 && !contained(element),
    );
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    return {
      overflow: document.documentElement.scrollWidth - width,
      culprits: innermost
        .slice(0, 3)
        .map(
          (e) =>
            `<${e.tagName.toLowerCase()} class="${e.getAttribute("class") ?? ""}"> "${e.innerText?.trim().slice(0, 30) ?? ""}"`,
        ),
    };
  });
  return overflow > 0 ? [`${route} ${what}: scrolls sideways by ${overflow} px (${culprits.join(", ")})`] : [];
}

/**
 * 1.4.12 Text Spacing: WCAG's bookmarklet values (line height 1.5 × the font size, paragraph spacing 2 ×,
 * letter spacing 0.12 ×, word spacing 0.16 ×) applied to everything, as a user style sheet would.
 */
export const TEXT_SPACING_CSS = `*, *::before, *::after {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/**
 * Text that no longer fits where it is drawn and is cut off: an element holding text that hides its
 * overflow (overflow hidden or clip, on either axis) while its content is larger than its box. Elements
 * that are visually hidden on purpose (sr-only, 1 × 1 px) and scroll containers (overflow auto or
 * scroll, which the user can scroll) are not clipping.
 */
export function clippedTextFailures(page: Page, route: string, what: string): Promise<string[]> {
  return page.evaluate(
    ({ route, what }) => {
      const failures: string[] = [];
      for (const element of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
        const style = getComputedStyle(element);
        const hidesX = style.overflowX === "hidden" || style.overflowX === "clip";
        const hidesY = style.overflowY === "hidden" || style.overflowY === "clip";
        if (!hidesX && !hidesY) continue;
        if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
        if (style.visibility === "hidden" || element.closest("[aria-hidden=true]")) continue;
        if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
        const text = element.innerText?.trim() ?? "";
        if (!text) continue;
        const cutX = hidesX && element.scrollWidth > element.clientWidth + 1;
        const cutY = hidesY && element.scrollHeight > element.clientHeight + 1;
        if (!cutX && !cutY) continue;
        failures.push(
          `${route} ${what}: "${text.slice(0, 50).replace(/\s+/g, " ")}" (<${element.tagName.toLowerCase()} class="${element.className}">) is cut off: content ${element.scrollWidth} × ${element.scrollHeight} px in a ${element.clientWidth} × ${element.clientHeight} px box`,
        );
      }
      return failures;
    },
    { route, what },
  );
}

/**
 * prefers-reduced-motion: with it set, no element animates or transitions for longer than a trivial
 * duration (10 ms), and nothing scrolls smoothly.
 */
export function motionFailures(page: Page, route: string): Promise<string[]> {
  return page.evaluate((route) => {
    const TRIVIAL_MS = 10;
    const longest = (value: string) =>
      Math.max(
        0,
        ...value.split(",").map((part) => {
          const s = part.trim();
          return s.endsWith("ms") ? Number.parseFloat(s) : Number.parseFloat(s) * 1000;
        }),
      );
    const failures = new Set<string>();
    for (const element of [document.documentElement, ...Array.from(document.querySelectorAll("body *"))]) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        const animated = style.animationName !== "none" && longest(style.animationDuration) > TRIVIAL_MS;
        const transitioned = longest(style.transitionDuration) > TRIVIAL_MS && style.transitionProperty !== "none";
        if (animated || transitioned) {
          failures.add(
            `${route}: <${element.tagName.toLowerCase()} class="${(element as HTMLElement).className}">${pseudo ?? ""} ${animated ? `animates for ${style.animationDuration}` : `transitions for ${style.transitionDuration}`}`,
          );
        }
      }
      if (getComputedStyle(element).scrollBehavior === "smooth") failures.add(`${route}: smooth scrolling`);
    }
    return [...failures].slice(0, 10);
  }, route);
}

/**
 * Every check of issue 50 item 3 that a page's layout answers, on the page at `route`, in the order a
 * user would meet them: at 390 px target size and reduced motion, at 320 px (1,280 px at 400 %) reflow,
 * at 640 px (1,280 px at 200 %) zoom, then the text-spacing overrides at 390 px.
 */
export async function layoutFailures(page: Page, route: string, open = true): Promise<string[]> {
  await page.setViewportSize({ width: 390, height: 844 });
  if (open) await page.goto(route, { waitUntil: "domcontentloaded" });
  await settle(page);
  const failures = [...(await targetSizeFailures(page, route)), ...(await motionFailures(page, route))];
  await page.setViewportSize({ width: 320, height: 640 });
  await settle(page);
  failures.push(...(await sidewaysScrollFailures(page, route, "at 320 px")));
  await page.setViewportSize({ width: 640, height: 400 });
  await settle(page);
  failures.push(...(await sidewaysScrollFailures(page, route, "at 200 % zoom (640 px)")));
  failures.push(...(await clippedTextFailures(page, route, "at 200 % zoom (640 px)")));
  await page.setViewportSize({ width: 390, height: 844 });
  const spacing = await page.addStyleTag({ content: TEXT_SPACING_CSS });
  await settle(page);
  failures.push(...(await clippedTextFailures(page, route, "with text spacing")));
  failures.push(...(await sidewaysScrollFailures(page, route, "with text spacing")));
  await spacing.evaluate((style) => (style as HTMLStyleElement).remove());
  return failures;
}
