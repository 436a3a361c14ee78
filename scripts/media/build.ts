/**
 * `npm run media:build [slug…]` (issue 15): builds every video, audio and podcast module's media from
 * its own content file, offline:
 *   narration  festival with the HTS voice cmu_us_slt_arctic_hts (Debian: festival, festvox-us-slt-hts)
 *   slides     HTML in the product's design, rendered by Chromium (/usr/bin/chromium, as the e2e tests)
 *   assembly   ffmpeg: WebM (VP9 at 2 frames a second + Opus mono) for video, MP3 mono for audio
 * and writes beside them WebVTT captions and chapters, a poster, and content/media/manifest.json
 * (durations, chapters, transcript) that the server reads. Audio and podcast modules get their
 * podcastUrl, podcastDuration and podcastTranscript front matter updated.
 * The server never runs this: the media are committed (size budget in the README).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { moduleCoverSvg } from "../../src/domain/cover-art";
import { type ModuleType, moduleTypeLabel } from "../../src/domain/pillars";
import { parseModuleFile } from "../../src/server/db/catalogue";
import {
  MEDIA_MANIFEST_FILE,
  type MediaManifest,
  type MediaManifestEntry,
  mediaSourceHash,
} from "../../src/server/features/media/manifest";
import { buildNarration, captionsVtt, chaptersVtt, type NarrationChapter, type TimedSentence } from "./narration";
import { fitSlide, layoutPoints, slideHtml } from "./slides";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MODULE_DIR = path.join(ROOT, "content/modules");
const MEDIA_DIR = path.join(ROOT, "content/media");
const WORK_DIR = path.join(os.tmpdir(), "pivot-media-build");
const VOICE = "cmu_us_slt_arctic_hts";
const MEDIA_TYPES: ReadonlySet<string> = new Set(["video", "audio", "podcast"]);
const SENTENCE_GAP = 0.35;
const CHAPTER_GAP = 0.9;
const FPS = 2;

function run(command: string, args: string[], input?: string) {
  const result = spawnSync(command, args, { input, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`${command}: ${result.error.message} (install it: see README "Module media")`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr}`);
  return result.stdout;
}

interface Pcm {
  sampleRate: number;
  data: Buffer;
}

/** A 16-bit mono PCM WAV file as festival writes it. */
function readWav(file: string): Pcm {
  const buf = fs.readFileSync(file);
  let offset = 12;
  let sampleRate = 0;
  while (offset < buf.length) {
    const id = buf.toString("ascii", offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    if (id === "fmt ") {
      sampleRate = buf.readUInt32LE(offset + 12);
      if (buf.readUInt16LE(offset + 10) !== 1 || buf.readUInt16LE(offset + 22) !== 16)
        throw new Error(`${file}: not 16-bit mono`);
    }
    if (id === "data") return { sampleRate, data: buf.subarray(offset + 8, offset + 8 + size) };
    offset += 8 + size + (size % 2);
  }
  throw new Error(`${file}: no data chunk`);
}

function writeWav(file: string, pcm: Pcm) {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + pcm.data.length, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(pcm.sampleRate, 24);
  header.writeUInt32LE(pcm.sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(pcm.data.length, 40);
  fs.writeFileSync(file, Buffer.concat([header, pcm.data]));
}

/** Festival speaks one sentence; results are cached by text, so a rebuild only speaks what changed. */
function speak(text: string): Pcm {
  const hash = createHash("sha256").update(`${VOICE}\n${text}`).digest("hex").slice(0, 20);
  const wav = path.join(WORK_DIR, "tts", `${hash}.wav`);
  if (!fs.existsSync(wav)) {
    const txt = `${wav}.txt`;
    fs.writeFileSync(txt, text);
    run("text2wave", ["-eval", `(voice_${VOICE})`, txt, "-o", wav]);
  }
  return readWav(wav);
}

interface Timeline {
  pcm: Pcm;
  sentences: (TimedSentence & { chapter: number; reveals: number })[];
  chapters: { title: string; start: number; end: number }[];
  duration: number;
}

function narrate(chapters: NarrationChapter[]): Timeline {
  const parts: Buffer[] = [];
  let sampleRate = 0;
  let samples = 0;
  const silence = (seconds: number) => {
    const n = Math.round(seconds * sampleRate);
    parts.push(Buffer.alloc(n * 2));
    samples += n;
  };
  const sentences: Timeline["sentences"] = [];
  const marks: Timeline["chapters"] = [];
  chapters.forEach((chapter, index) => {
    const chapterStart = sampleRate ? samples / sampleRate : 0;
    chapter.sentences.forEach((s) => {
      const pcm = speak(s.spoken);
      if (!sampleRate) sampleRate = pcm.sampleRate;
      if (pcm.sampleRate !== sampleRate) throw new Error("voice sample rates differ");
      const start = samples / sampleRate;
      parts.push(pcm.data);
      samples += pcm.data.length / 2;
      sentences.push({ text: s.display, start, end: samples / sampleRate, chapter: index, reveals: s.reveals });
      silence(SENTENCE_GAP);
    });
    silence(CHAPTER_GAP - SENTENCE_GAP);
    marks.push({ title: chapter.title, start: chapterStart, end: samples / sampleRate });
  });
  return {
    pcm: { sampleRate, data: Buffer.concat(parts) },
    sentences,
    chapters: marks,
    duration: samples / sampleRate,
  };
}

interface Frame {
  file: string;
  start: number;
}

async function renderSlides(
  module: { slug: string; title: string; description: string; pivotPillar: string; type: ModuleType },
  chapters: NarrationChapter[],
  timeline: Timeline,
  dir: string,
): Promise<{ frames: Frame[]; poster: string }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const frames: Frame[] = [];
    const cover = moduleCoverSvg(module);
    const render = async (html: string, file: string) => {
      await page.setContent(html);
      // Issue 26: a slide whose text would be cut fails the build instead.
      const overflows = await page.evaluate(fitSlide);
      if (overflows.length > 0) throw new Error(`${module.slug}, ${path.basename(file)}: ${overflows.join("; ")}`);
      await page.screenshot({
        path: file,
        type: file.endsWith(".jpg") ? "jpeg" : "png",
        quality: file.endsWith(".jpg") ? 82 : undefined,
      });
    };
    for (const [index, chapter] of chapters.entries()) {
      const chapterSentences = timeline.sentences.filter((s) => s.chapter === index);
      const states = [{ shown: 0, start: timeline.chapters[index].start }];
      for (const s of chapterSentences) if (s.reveals >= 0) states.push({ shown: s.reveals + 1, start: s.start });
      // Long points take a smaller type or more slides: the slide of a state is the one holding its last revealed point.
      const pages = layoutPoints(chapter.title, chapter.points);
      for (const state of states) {
        const slide = pages.find((p) => p.points.includes(state.shown - 1)) ?? pages[0];
        const file = path.join(dir, `slide-${String(frames.length).padStart(3, "0")}.png`);
        await render(
          slideHtml({
            module,
            moduleTypeLabel: moduleTypeLabel(module.type),
            cover,
            chapter,
            chapterNumber: index,
            chapterCount: chapters.length,
            page: slide,
            shownPoints: slide.points.filter((point) => point < state.shown).length,
          }),
          file,
        );
        frames.push({ file, start: state.start });
      }
    }
    const poster = path.join(dir, "poster.jpg");
    await render(
      slideHtml({
        module,
        moduleTypeLabel: moduleTypeLabel(module.type),
        cover,
        chapter: chapters[0],
        chapterNumber: 0,
        chapterCount: chapters.length,
        shownPoints: 0,
      }),
      poster,
    );
    return { frames, poster };
  } finally {
    await browser.close();
  }
}

const NICE = ["-n", "10"];
const ffmpeg = (args: string[]) =>
  run("nice", [...NICE, "ffmpeg", "-hide_banner", "-loglevel", "error", "-y", ...args]);

async function buildModule(fileName: string, manifest: MediaManifest) {
  const source = fs.readFileSync(path.join(MODULE_DIR, fileName), "utf8");
  const module = parseModuleFile(source, fileName);
  const chapters = buildNarration(module);
  const dir = path.join(WORK_DIR, module.slug);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const timeline = narrate(chapters);
  const wav = path.join(dir, "narration.wav");
  writeWav(wav, timeline.pcm);
  const isVideo = module.type === "video";
  const file = `${module.slug}.${isVideo ? "webm" : "mp3"}`;
  const out = path.join(MEDIA_DIR, file);
  const audioFilter = "highpass=f=70,loudnorm=I=-18:TP=-2:LRA=9";
  let poster: string | null = null;
  if (isVideo) {
    const { frames, poster: posterFile } = await renderSlides(module, chapters, timeline, dir);
    const list = frames
      .map((frame, i) => {
        const end = frames[i + 1]?.start ?? timeline.duration;
        return `file '${frame.file}'\nduration ${(end - frame.start).toFixed(3)}`;
      })
      .concat(`file '${frames[frames.length - 1].file}'`)
      .join("\n");
    const listFile = path.join(dir, "frames.txt");
    fs.writeFileSync(listFile, `ffconcat version 1.0\n${list}\n`);
    ffmpeg([
      "-f",
      "concat",
      "-safe",
      "0",
      "-i",
      listFile,
      "-i",
      wav,
      "-vf",
      `fps=${FPS},format=yuv420p`,
      "-c:v",
      "libvpx-vp9",
      "-crf",
      "38",
      "-b:v",
      "0",
      "-g",
      String(FPS * 10),
      "-deadline",
      "good",
      "-cpu-used",
      "4",
      "-row-mt",
      "1",
      "-threads",
      "2",
      "-af",
      audioFilter,
      "-c:a",
      "libopus",
      "-b:a",
      "32k",
      "-ac",
      "1",
      "-ar",
      "48000",
      "-t",
      timeline.duration.toFixed(3),
      "-metadata",
      `title=${module.title}`,
      out,
    ]);
    poster = `${module.slug}-poster.jpg`;
    fs.copyFileSync(posterFile, path.join(MEDIA_DIR, poster));
  } else {
    ffmpeg([
      "-i",
      wav,
      "-af",
      audioFilter,
      "-c:a",
      "libmp3lame",
      "-b:a",
      "40k",
      "-ac",
      "1",
      "-ar",
      "22050",
      "-metadata",
      `title=${module.title}`,
      "-metadata",
      "artist=PIVOT Learning",
      out,
    ]);
  }
  const captions = `${module.slug}.vtt`;
  const chaptersFile = `${module.slug}-chapters.vtt`;
  fs.writeFileSync(path.join(MEDIA_DIR, captions), captionsVtt(timeline.sentences));
  fs.writeFileSync(path.join(MEDIA_DIR, chaptersFile), chaptersVtt(timeline.chapters));
  const durationSeconds = Math.round(timeline.duration);
  const transcript = chapters.map((chapter) => ({
    title: chapter.title,
    text: chapter.sentences.map((s) => s.display).join(" "),
  }));
  const entry: MediaManifestEntry = {
    kind: isVideo ? "video" : "audio",
    file,
    mimeType: isVideo ? "video/webm" : "audio/mpeg",
    bytes: fs.statSync(out).size,
    durationSeconds,
    captions,
    chapters: chaptersFile,
    poster,
    chapterList: timeline.chapters.map((c) => ({ title: c.title, startSeconds: Math.round(c.start * 10) / 10 })),
    transcript,
    voice: `festival ${VOICE}`,
    source: mediaSourceHash(module),
  };
  manifest.modules[module.slug] = entry;
  if (!isVideo)
    updatePodcastFrontMatter(fileName, source, file, durationSeconds, transcript.map((t) => t.text).join("\n\n"));
  const kbPerMinute = entry.bytes / 1024 / (durationSeconds / 60);
  console.log(
    `${module.slug}: ${file} ${formatDuration(durationSeconds)}, ${Math.round(entry.bytes / 1024)} KB (${Math.round(kbPerMinute)} KB/min)`,
  );
}

const formatDuration = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/** Audio and podcast modules: the Podcast tab reads podcastUrl, podcastDuration and podcastTranscript. */
function updatePodcastFrontMatter(
  fileName: string,
  source: string,
  file: string,
  duration: number,
  transcript: string,
) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n[\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${fileName}: missing front matter`);
  const lines = match[1].split("\n").filter((line) => !/^podcast(Url|Duration|Transcript):/.test(line));
  lines.push(
    `podcastUrl: "/media/${file}"`,
    `podcastDuration: ${duration}`,
    `podcastTranscript: ${JSON.stringify(transcript)}`,
  );
  fs.writeFileSync(path.join(MODULE_DIR, fileName), `---\n${lines.join("\n")}\n---${match[2]}`);
}

async function main() {
  const only = new Set(process.argv.slice(2));
  fs.mkdirSync(path.join(WORK_DIR, "tts"), { recursive: true });
  const manifestPath = path.join(MEDIA_DIR, MEDIA_MANIFEST_FILE);
  const manifest: MediaManifest = fs.existsSync(manifestPath)
    ? JSON.parse(fs.readFileSync(manifestPath, "utf8"))
    : { generatedBy: "npm run media:build", modules: {} };
  const files = fs
    .readdirSync(MODULE_DIR)
    .filter((f) => f.endsWith(".md"))
    .sort();
  for (const fileName of files) {
    const module = parseModuleFile(fs.readFileSync(path.join(MODULE_DIR, fileName), "utf8"), fileName);
    if (!MEDIA_TYPES.has(module.type)) continue;
    if (only.size > 0 && !only.has(module.slug)) continue;
    await buildModule(fileName, manifest);
    // Written after each module, so an interrupted run keeps what it finished.
    fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  }
}

await main();
