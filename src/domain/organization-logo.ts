/**
 * Organisation logos (issue 20 item 5): PNG, JPEG or SVG, at most 200 kB, kept as a data: URL and only
 * ever shown as an <img> source — a browser runs no script and loads nothing from an SVG shown that
 * way. As a second line, an SVG that carries scripting, event handlers, embedded documents or
 * references to other addresses is refused outright, so the stored file is safe wherever it goes next.
 */
const UNSAFE_SVG: readonly [RegExp, string][] = [
  [/<script[\s>/]/i, "a script"],
  [/\son[a-z]+\s*=/i, "an event handler (on…=)"],
  [/javascript:/i, "a javascript: address"],
  [/<foreignObject[\s>/]/i, "embedded HTML (foreignObject)"],
  [/<!ENTITY/i, "an entity declaration"],
  [/<(iframe|embed|object|audio|video|animate|set)[\s>/]/i, "embedded or animated content"],
  [/(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg);)/i, "a link to another file or address"],
  [/url\(\s*["']?\s*(?!#)/i, "a reference to another file"],
  [/@import/i, "a style import"],
];

/** Why an SVG logo's text is refused, or null when it is acceptable. */
export function svgLogoProblem(svg: string): string | null {
  if (!/<svg[\s>]/i.test(svg)) return "The file is not an SVG image";
  for (const [pattern, what] of UNSAFE_SVG)
    if (pattern.test(svg)) return `The SVG logo contains ${what}; export it again as plain shapes, or use PNG`;
  return null;
}

/** The decoded text of a base64 data: URL's payload (UTF-8). */
export function dataUrlText(dataUrl: string): string {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  const binary = atob(base64);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** Why a logo given as a data: URL is refused beyond its type and size (which the schema checks), or null. */
export function logoDataUrlProblem(dataUrl: string): string | null {
  if (!dataUrl.startsWith("data:image/svg+xml;base64,")) return null;
  try {
    return svgLogoProblem(dataUrlText(dataUrl));
  } catch {
    return "The logo could not be read";
  }
}
