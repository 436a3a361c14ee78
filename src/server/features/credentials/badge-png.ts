import { crc32, deflateSync, inflateSync } from "node:zlib";
import { type PillarColor, pillarColor } from "../../../domain/pillars";

/**
 * The badge image: a PNG drawn here (a medal in the pillar's colour with a tick) with the signed
 * credential baked in, as Open Badges 3.0 §5.3.1 says: an iTXt chunk with the keyword
 * "openbadgecredential" holding the credential's JSON, uncompressed.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const BAKE_KEYWORD = "openbadgecredential";
const SIZE = 256;

const RGB: Record<PillarColor, [number, number, number]> = {
  blue: [37, 99, 235],
  purple: [124, 58, 237],
  green: [22, 163, 74],
  orange: [234, 88, 12],
  red: [220, 38, 38],
  grey: [82, 82, 91],
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** Distance from the segment a–b (for the tick's strokes). */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** A 256 × 256 medal in the pillar's colour: outer disc, white ring, inner disc and a white tick. */
export function renderBadgeImage(pillar: string): Buffer {
  const [r, g, b] = RGB[pillarColor(pillar)];
  const dark: [number, number, number] = [Math.round(r * 0.7), Math.round(g * 0.7), Math.round(b * 0.7)];
  const raw = Buffer.alloc((SIZE * 4 + 1) * SIZE);
  const c = SIZE / 2;
  for (let y = 0; y < SIZE; y++) {
    const row = y * (SIZE * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < SIZE; x++) {
      const d = Math.hypot(x + 0.5 - c, y + 0.5 - c);
      let pixel: [number, number, number, number] = [0, 0, 0, 0];
      if (d <= 126) pixel = [...dark, 255];
      if (d <= 116) pixel = [255, 255, 255, 255];
      if (d <= 106) pixel = [r, g, b, 255];
      const tick = Math.min(segmentDistance(x, y, 84, 132, 114, 162), segmentDistance(x, y, 114, 162, 174, 98));
      if (d <= 106 && tick <= 10) pixel = [255, 255, 255, 255];
      // A soft edge on the outer circle.
      if (d > 126 && d <= 127) pixel = [...dark, Math.round((127 - d) * 255)];
      raw.set(pixel, row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

interface PngChunk {
  type: string;
  data: Buffer;
  start: number;
  end: number;
}

export const isPng = (bytes: Uint8Array) => bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(SIGNATURE);

/** The chunks of a PNG; throws on a truncated or corrupt file. */
function readChunks(png: Buffer): PngChunk[] {
  if (!isPng(png)) throw new Error("The file is not a PNG image");
  const chunks: PngChunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    if (offset + 12 > png.length) throw new Error("The PNG file is truncated");
    const length = png.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > png.length) throw new Error("The PNG file is truncated");
    const type = png.toString("latin1", offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (crc32(png.subarray(offset + 4, offset + 8 + length)) >>> 0 !== png.readUInt32BE(offset + 8 + length))
      throw new Error(`The PNG's ${type} chunk is corrupt (CRC mismatch)`);
    chunks.push({ type, data, start: offset, end });
    offset = end;
    if (type === "IEND") break;
  }
  return chunks;
}

/** The image with the credential baked in (replacing any credential already there). */
export function bakeCredential(png: Buffer, credentialJson: string): Buffer {
  const chunks = readChunks(png).filter((c) => !(c.type === "iTXt" && iTxtKeyword(c.data) === BAKE_KEYWORD));
  const iTxt = Buffer.concat([
    Buffer.from(BAKE_KEYWORD, "latin1"),
    // null separator, compression flag 0, compression method 0, empty language tag, empty translated keyword
    Buffer.from([0, 0, 0, 0, 0]),
    Buffer.from(credentialJson, "utf8"),
  ]);
  const iend = chunks.findIndex((c) => c.type === "IEND");
  if (iend < 0) throw new Error("The PNG file has no IEND chunk");
  const parts = chunks.map((c) => png.subarray(c.start, c.end));
  parts.splice(iend, 0, chunk("iTXt", iTxt));
  return Buffer.concat([SIGNATURE, ...parts]);
}

function iTxtKeyword(data: Buffer): string {
  const nul = data.indexOf(0);
  return nul < 0 ? "" : data.toString("latin1", 0, nul);
}

/**
 * The credential baked into a PNG badge, as text; null when the image carries none. A compressed
 * chunk inflates to at most maxBytes (a larger one throws).
 */
export function extractCredential(png: Buffer, maxBytes = 1_000_000): string | null {
  for (const c of readChunks(png)) {
    if (c.type !== "iTXt" || iTxtKeyword(c.data) !== BAKE_KEYWORD) continue;
    let offset = BAKE_KEYWORD.length + 1;
    const compressed = c.data[offset] === 1;
    offset += 2;
    const languageEnd = c.data.indexOf(0, offset);
    if (languageEnd < 0) throw new Error("The badge's iTXt chunk is malformed");
    const translatedEnd = c.data.indexOf(0, languageEnd + 1);
    if (translatedEnd < 0) throw new Error("The badge's iTXt chunk is malformed");
    const text = c.data.subarray(translatedEnd + 1);
    return (compressed ? inflateSync(text, { maxOutputLength: maxBytes }) : text).toString("utf8");
  }
  return null;
}
