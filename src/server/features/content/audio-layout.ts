/**
 * Whether an uploaded file is audio from its first byte to its last (issue 29): an MP3 is ID3v2 tags,
 * then MPEG frames back to back, then at most an APEv2 and an ID3v1 tag; an M4A is top-level atoms
 * that tile the file exactly. Anything else (an HTML page appended to a real recording, an atom that
 * claims more bytes than were sent) is refused. One pass over the headers, no recursion: the work is
 * bounded by the file's length whatever it holds.
 */

/** Why the file is refused, or null when its layout is that of a whole audio file. */
export function audioLayoutProblem(body: Buffer, ext: "mp3" | "m4a"): string | null {
  if (looksLikeMarkup(body)) return "The file contains web page code, not only audio";
  return ext === "mp3" ? mp3LayoutProblem(body) : m4aLayoutProblem(body);
}

/** Markup a browser would run or render, anywhere in the file: no audio stream carries it. */
const MARKUP = /<(script|html|!doctype|iframe|body|svg|object|embed|meta|\?xml)[\s>/]/i;
function looksLikeMarkup(body: Buffer): boolean {
  // latin1 maps each byte to one character, so the test sees the bytes as they are.
  return MARKUP.test(body.toString("latin1"));
}

// ---- MP3 -------------------------------------------------------------------------------------

/** kbit/s by [version is MPEG-1][layer 1..3][index]. */
const BITRATES = {
  v1: [
    [],
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  v2: [
    [],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
};
/** Hz by version bits (0 = MPEG-2.5, 2 = MPEG-2, 3 = MPEG-1) and index. */
const SAMPLE_RATES: Record<number, number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};

/** The length of the MPEG audio frame starting at `at`, or 0 when no valid frame header is there. */
export function mpegFrameLength(body: Buffer, at: number): number {
  if (at + 4 > body.length) return 0;
  const b1 = body[at + 1];
  const b2 = body[at + 2];
  if (body[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return 0;
  const versionBits = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  if (versionBits === 1 || layerBits === 0) return 0;
  const layer = 4 - layerBits; // 1, 2 or 3
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return 0; // free format or reserved
  const mpeg1 = versionBits === 3;
  const bitrate = (mpeg1 ? BITRATES.v1 : BITRATES.v2)[layer][bitrateIndex] * 1000;
  const sampleRate = SAMPLE_RATES[versionBits][rateIndex];
  const padding = (b2 >> 1) & 1;
  if (layer === 1) return (Math.floor((12 * bitrate) / sampleRate) + padding) * 4;
  const perSample = layer === 3 && !mpeg1 ? 72 : 144;
  return Math.floor((perSample * bitrate) / sampleRate) + padding;
}

const syncsafe = (body: Buffer, at: number) =>
  ((body[at] & 0x7f) << 21) | ((body[at + 1] & 0x7f) << 14) | ((body[at + 2] & 0x7f) << 7) | (body[at + 3] & 0x7f);

function mp3LayoutProblem(body: Buffer): string | null {
  let at = 0;
  // ID3v2 tags (there may be more than one), each with an optional 10-byte footer.
  while (at + 10 <= body.length && body.toString("latin1", at, at + 3) === "ID3") {
    const footer = body[at + 5] & 0x10 ? 10 : 0;
    at += 10 + syncsafe(body, at + 6) + footer;
  }
  // Encoders pad between the tag and the first frame with zeros.
  while (at < body.length && body[at] === 0) at++;
  let end = body.length;
  // Trailing tags: ID3v1 (the last 128 bytes) and APEv2 (its 32-byte footer names its size).
  if (end - 128 >= at && body.toString("latin1", end - 128, end - 125) === "TAG") end -= 128;
  if (end - 32 >= at && body.toString("latin1", end - 32, end - 24) === "APETAGEX") {
    const size = body.readUInt32LE(end - 20);
    const hasHeader = (body.readUInt32LE(end - 12) & 0x80000000) !== 0;
    end -= size + (hasHeader ? 32 : 0);
    if (end < at) return "The file's tags are larger than the file";
  }
  let frames = 0;
  while (at < end) {
    const length = mpegFrameLength(body, at);
    if (length === 0) {
      return frames === 0 ? "The file has no MPEG audio frames" : "The file has data after its audio that is not audio";
    }
    frames++;
    // A recording cut short ends in a partial frame: accepted, it holds nothing else.
    at += length;
  }
  return frames > 0 ? null : "The file has no MPEG audio frames";
}

// ---- M4A -------------------------------------------------------------------------------------

/** The top-level boxes an MP4 audio file is made of (ISO/IEC 14496-12). */
const TOP_LEVEL_BOXES = new Set([
  "ftyp",
  "moov",
  "mdat",
  "free",
  "skip",
  "wide",
  "udta",
  "uuid",
  "meta",
  "pdin",
  "moof",
  "mfra",
  "sidx",
  "styp",
]);

function m4aLayoutProblem(body: Buffer): string | null {
  let at = 0;
  let hasMovie = false;
  let hasData = false;
  while (at < body.length) {
    if (at + 8 > body.length) return "The file has data after its audio that is not audio";
    let size = body.readUInt32BE(at);
    const type = body.toString("latin1", at + 4, at + 8);
    if (size === 1) {
      if (at + 16 > body.length) return "The file ends inside an atom";
      size = Number(body.readBigUInt64BE(at + 8));
    } else if (size === 0) {
      size = body.length - at; // the last box runs to the end of the file
    }
    if (!TOP_LEVEL_BOXES.has(type)) return "The file has data that is not part of an M4A file";
    if (size < 8 || at + size > body.length) {
      return `The file is shorter than its "${type.replace(/[^\x20-\x7e]/g, "?")}" atom claims`;
    }
    if (type === "moov") hasMovie = true;
    if (type === "mdat" || type === "moof") hasData = true;
    at += size;
  }
  return hasMovie && hasData ? null : "The file has no audio track";
}
