import * as fontkit from "fontkit";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from "pdf-lib";

/** One font embedded in a PDF: the characters its ToUnicode map names, and the embedded font program. */
export interface EmbeddedFont {
  baseFont: string;
  /** character → glyph id in the embedded (subset) font, from the ToUnicode map. */
  glyphIds: Map<string, number>;
  /** Whether the font program has an outline for a glyph id. */
  hasOutline: (glyphId: number) => boolean;
}

/**
 * A bare CFF program (FontFile3) is valid only with header size 4 and an offset size of 1 to 4: the
 * old `@pdf-lib/fontkit` wrote 27 there, and viewers then drop every glyph of the font.
 */
function cffOutlines(cff: Uint8Array): (glyphId: number) => boolean {
  const valid = cff[0] === 1 && cff[2] === 4 && cff[3] >= 1 && cff[3] <= 4;
  return () => valid;
}

const streamBytes = (stream: PDFRawStream) => decodePDFRawStream(stream).decode();
const hexToText = (hex: string) => {
  const units: number[] = [];
  for (let i = 0; i < hex.length; i += 4) units.push(Number.parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
};

/** Reads `<code> <unicode>` pairs of `bfchar` blocks and `<lo> <hi> <unicode>` of `bfrange` blocks. */
function parseToUnicode(cmap: string): Map<string, number> {
  const glyphIds = new Map<string, number>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      glyphIds.set(hexToText(unicode), Number.parseInt(code, 16));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, unicode] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const start = Number.parseInt(lo, 16);
      const first = Number.parseInt(unicode, 16);
      for (let code = start; code <= Number.parseInt(hi, 16); code++) {
        glyphIds.set(String.fromCodePoint(first + code - start), code);
      }
    }
  }
  return glyphIds;
}

/** Every Type0 (Unicode) font of a PDF, with what it can print. */
export async function embeddedFonts(bytes: Uint8Array): Promise<EmbeddedFont[]> {
  const pdf = await PDFDocument.load(bytes);
  const fonts: EmbeddedFont[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.get(PDFName.of("Subtype")) !== PDFName.of("Type0")) continue;
    const toUnicode = pdf.context.lookup(object.get(PDFName.of("ToUnicode")) as PDFRef) as PDFRawStream;
    const descendant = pdf.context.lookup(
      (object.get(PDFName.of("DescendantFonts")) as PDFArray).get(0) as PDFRef,
      PDFDict,
    );
    const descriptor = pdf.context.lookup(descendant.get(PDFName.of("FontDescriptor")) as PDFRef, PDFDict);
    const trueType = descriptor.get(PDFName.of("FontFile2")) as PDFRef | undefined;
    const cff = descriptor.get(PDFName.of("FontFile3")) as PDFRef | undefined;
    let hasOutline: (glyphId: number) => boolean;
    if (trueType) {
      const program = fontkit.create(
        Buffer.from(streamBytes(pdf.context.lookup(trueType) as PDFRawStream)),
      ) as fontkit.Font;
      // A glyph the subsetter damaged reads as garbage: no outline, or a box without area.
      hasOutline = (id) => {
        try {
          const glyph = program.getGlyph(id);
          return glyph.path.commands.length > 0 && glyph.bbox.width > 0 && glyph.bbox.height > 0;
        } catch {
          return false; // a glyph record that runs past its table (the old fork's broken `loca`)
        }
      };
    } else if (cff) {
      hasOutline = cffOutlines(streamBytes(pdf.context.lookup(cff) as PDFRawStream));
    } else hasOutline = () => false;
    fonts.push({
      baseFont: String(object.get(PDFName.of("BaseFont"))),
      glyphIds: parseToUnicode(Buffer.from(streamBytes(toUnicode)).toString("latin1")),
      hasOutline,
    });
  }
  return fonts;
}

/**
 * True when some embedded font maps every character of `text` to a glyph that has an outline: the
 * viewer can draw it and a reader can copy it back out. (Standard fonts have no ToUnicode map, so a
 * PDF written with them never passes.)
 */
export function printsText(fonts: EmbeddedFont[], text: string): boolean {
  return [...text.replace(/\s/g, "")].every((char) =>
    fonts.some((font) => {
      const id = font.glyphIds.get(char);
      return id !== undefined && id > 0 && font.hasOutline(id);
    }),
  );
}

// WinAnsi (Windows-1252): latin1, except 0x80-0x9F, which hold € ‚ … ‘ ’ “ ” • – — and the like.
const CP1252_80_TO_9F = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
const winAnsi = (bytes: Buffer) =>
  Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_80_TO_9F[b - 0x80] : String.fromCharCode(b))).join("");

/**
 * The text a PDF's pages draw, one string per `Tj`, joined by spaces: codes of Unicode (Type0) fonts
 * read back through their ToUnicode map, as a viewer's copy and search do; standard fonts as WinAnsi.
 */
export async function pdfPageText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const chunks: string[] = [];
  for (const page of pdf.getPages()) {
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
    const decoders = new Map<string, (hex: string) => string>();
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = pdf.context.lookup(ref, PDFDict);
      const toUnicodeRef = font.get(PDFName.of("ToUnicode")) as PDFRef | undefined;
      if (!toUnicodeRef) {
        decoders.set(name.asString(), (hex) => winAnsi(Buffer.from(hex, "hex")));
        continue;
      }
      const cmap = Buffer.from(streamBytes(pdf.context.lookup(toUnicodeRef) as PDFRawStream)).toString("latin1");
      const byCode = new Map([...parseToUnicode(cmap)].map(([text, code]) => [code, text]));
      decoders.set(name.asString(), (hex) => {
        let text = "";
        for (let i = 0; i < hex.length; i += 4)
          text += byCode.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? "\uFFFD";
        return text;
      });
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    for (const content of streams) {
      if (!(content instanceof PDFRawStream)) continue;
      const source = Buffer.from(streamBytes(content)).toString("latin1");
      let decode: ((hex: string) => string) | undefined;
      for (const match of source.matchAll(/(\/[^\s/[\]()<>]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (match[1]) decode = decoders.get(match[1]);
        else if (decode) chunks.push(decode(match[2]));
      }
    }
  }
  return chunks.join(" ").replace(/\s+/g, " ");
}
