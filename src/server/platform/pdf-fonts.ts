import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import * as fontkit from "fontkit";
import type { Color, PDFDocument, PDFFont, PDFPage } from "pdf-lib";

/**
 * Unicode fonts for every PDF the server writes (issue 27, decision 240). pdf-lib's standard fonts
 * draw WinAnsi only, so "José" lost its accent and "李小龙" became "???". Each document embeds
 * Noto Sans / Noto Serif (Latin, Greek, Cyrillic) as subsets, and Noto Sans SC only when a text needs
 * a character the Latin font lacks: a line is drawn as runs, each in the first font that has its
 * glyphs. The fonts ship in npm packages; nothing is fetched at run time and no system font is read.
 */
export type PdfFontStyle = "sans" | "sansBold" | "sansItalic" | "serif" | "serifBold" | "serifItalic";

const require = createRequire(import.meta.url);
/** `@embedpdf/fonts-*` export only their script entry: the fonts sit one folder above it. */
const embedpdfFont = (pkg: string, file: string) => join(dirname(require.resolve(pkg)), "..", "fonts", file);
const notoSerif = (file: string) => require.resolve(`@expo-google-fonts/noto-serif/${file}`);

const LATIN_FILES: Record<PdfFontStyle, () => string> = {
  sans: () => embedpdfFont("@embedpdf/fonts-latin", "NotoSans-Regular.ttf"),
  sansBold: () => embedpdfFont("@embedpdf/fonts-latin", "NotoSans-Bold.ttf"),
  sansItalic: () => embedpdfFont("@embedpdf/fonts-latin", "NotoSans-Italic.ttf"),
  serif: () => notoSerif("400Regular/NotoSerif_400Regular.ttf"),
  serifBold: () => notoSerif("700Bold/NotoSerif_700Bold.ttf"),
  serifItalic: () => notoSerif("400Regular_Italic/NotoSerif_400Regular_Italic.ttf"),
};
/** CJK has no serif or italic cut here: bold styles take the bold weight, the others the regular. */
const CJK_FILES = {
  regular: () => embedpdfFont("@embedpdf/fonts-sc", "NotoSansHans-Regular.otf"),
  bold: () => embedpdfFont("@embedpdf/fonts-sc", "NotoSansHans-Bold.otf"),
};
const cjkFileFor = (style: PdfFontStyle) => (style.endsWith("Bold") ? CJK_FILES.bold() : CJK_FILES.regular());

// Each file is read once per process, and only when a document first needs it (the CJK files are 8 MB).
const fileBytes = new Map<string, Promise<Buffer>>();
function loadFile(path: string): Promise<Buffer> {
  let bytes = fileBytes.get(path);
  if (!bytes) {
    bytes = readFile(path);
    bytes.catch(() => fileBytes.delete(path));
    fileBytes.set(path, bytes);
  }
  return bytes;
}
const coverage = new Map<string, Promise<fontkit.Font>>();
/** A parsed font, kept only to answer "has it a glyph for this character?". */
function glyphTable(path: string): Promise<fontkit.Font> {
  let font = coverage.get(path);
  if (!font) {
    font = loadFile(path).then((bytes) => fontkit.create(bytes) as fontkit.Font);
    coverage.set(path, font);
  }
  return font;
}

/**
 * pdf-lib's own `@pdf-lib/fontkit` is a 2019 fork whose subsetter corrupts TrueType `loca` tables and
 * CID-keyed CFF fonts (Hopding/pdf-lib#1232): glyphs vanish in viewers while the text still extracts.
 * Upstream fontkit 2 subsets both correctly; pdf-lib needs only `create` and a subset `encodeStream`.
 */
const fontkitForPdfLib = {
  create(data: Uint8Array) {
    const font = fontkit.create(Buffer.from(data.buffer, data.byteOffset, data.byteLength)) as fontkit.Font;
    const createSubset = font.createSubset.bind(font);
    return Object.assign(font, {
      createSubset() {
        const subset = createSubset();
        return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
      },
    });
  },
};

/** Characters drawn by nothing (line breaks, zero-width marks) never decide which font a run takes. */
const isLayoutOnly = (codePoint: number) =>
  codePoint < 0x20 || (codePoint >= 0x200b && codePoint <= 0x200f) || codePoint === 0xfeff;

export interface TextRun {
  text: string;
  font: PDFFont;
}

/** One style of text: measures and draws a string, switching to the CJK font where it must. */
export class PdfTextStyle {
  constructor(
    private readonly latin: PDFFont,
    private readonly latinTable: fontkit.Font,
    private readonly cjk: PDFFont | null,
  ) {}

  runs(text: string): TextRun[] {
    const runs: TextRun[] = [];
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      const font =
        this.cjk && !isLayoutOnly(codePoint) && !this.latinTable.hasGlyphForCodePoint(codePoint)
          ? this.cjk
          : this.latin;
      const last = runs.at(-1);
      if (last && last.font === font) last.text += char;
      else runs.push({ text: char, font });
    }
    return runs;
  }

  widthOfTextAtSize(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  /** `maxWidth` wraps as pdf-lib does, within one run (a line mixing scripts is not wrapped). */
  drawText(
    page: PDFPage,
    text: string,
    options: { x: number; y: number; size: number; color?: Color; maxWidth?: number },
  ) {
    let x = options.x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { ...options, x, font: run.font });
      x += run.font.widthOfTextAtSize(run.text, options.size);
    }
  }
}

export type PdfFonts = Record<PdfFontStyle, PdfTextStyle>;

/**
 * Embeds the styles a document uses into it. `texts` are every string the document will draw: the CJK
 * font is read and embedded only when one of them holds a character the Latin fonts lack.
 */
export async function embedPdfFonts<S extends PdfFontStyle>(
  pdf: PDFDocument,
  styles: readonly S[],
  texts: Iterable<string>,
): Promise<Pick<PdfFonts, S>> {
  // pdf-lib types its fontkit as the old fork; the shape it calls is the same.
  pdf.registerFontkit(fontkitForPdfLib as unknown as Parameters<PDFDocument["registerFontkit"]>[0]);
  // Noto Sans and Noto Serif cover the same scripts, so the regular sans answers for all styles.
  const latinTable = await glyphTable(LATIN_FILES.sans());
  let needsCjk = false;
  outer: for (const text of texts) {
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      if (!isLayoutOnly(codePoint) && !latinTable.hasGlyphForCodePoint(codePoint)) {
        needsCjk = true;
        break outer;
      }
    }
  }
  const cjkFonts = new Map<string, Promise<PDFFont>>();
  const embedCjk = (path: string) => {
    let font = cjkFonts.get(path);
    if (!font) {
      font = loadFile(path).then((bytes) => pdf.embedFont(bytes, { subset: true }));
      cjkFonts.set(path, font);
    }
    return font;
  };
  const entries = await Promise.all(
    styles.map(async (style) => {
      const latin = await pdf.embedFont(await loadFile(LATIN_FILES[style]()), { subset: true });
      const cjk = needsCjk ? await embedCjk(cjkFileFor(style)) : null;
      return [style, new PdfTextStyle(latin, latinTable, cjk)] as const;
    }),
  );
  return Object.fromEntries(entries) as Pick<PdfFonts, S>;
}
