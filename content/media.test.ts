import fs from "node:fs";
import path from "node:path";
import { parseFile } from "music-metadata";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../src/server/db/catalogue";
import { mediaSourceHash, readMediaManifest } from "../src/server/features/media/manifest";

/**
 * Issue 15: every video, audio and podcast module plays real media with captions and a transcript.
 * Reads the committed files themselves (durations with music-metadata; no ffmpeg needed).
 */
const CONTENT_DIR = path.resolve(import.meta.dirname);
const MEDIA_DIR = path.join(CONTENT_DIR, "media");
const catalogue = loadCatalogue(CONTENT_DIR);
const manifest = readMediaManifest(CONTENT_DIR);
const mediaModules = catalogue.modules.filter((m) => ["video", "audio", "podcast"].includes(m.type));

/** The README's budget: at most 1 MB per minute of media (static slides and mono narration). */
const MAX_BYTES_PER_MINUTE = 1024 * 1024;

interface Cue {
  start: number;
  end: number;
  text: string;
}

const seconds = (stamp: string) => {
  const [h, m, s] = stamp.split(":");
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

function parseVtt(file: string): Cue[] {
  const text = fs.readFileSync(path.join(MEDIA_DIR, file), "utf8");
  expect(text.startsWith("WEBVTT\n"), `${file} is WebVTT`).toBe(true);
  return text
    .split(/\n\n+/)
    .slice(1)
    .map((block) => {
      const lines = block.trim().split("\n");
      const timing = lines.findIndex((line) => line.includes("-->"));
      const [start, end] = lines[timing].split(" --> ");
      return { start: seconds(start), end: seconds(end), text: lines.slice(timing + 1).join(" ") };
    });
}

describe("module media (issue 15)", () => {
  it("covers the ten video, audio and podcast modules", () => {
    expect(mediaModules.length).toBeGreaterThanOrEqual(10);
  });

  for (const module of mediaModules) {
    describe(module.slug, () => {
      const entry = manifest.modules[module.slug];

      it("has media built from its current text", () => {
        expect(entry, "run npm run media:build").toBeDefined();
        expect(entry.kind).toBe(module.type === "video" ? "video" : "audio");
        expect(entry.source, `${module.slug} changed since its media were built: npm run media:build`).toBe(
          mediaSourceHash(module),
        );
      });

      it("plays for a real duration, a few minutes at most, within the size budget", async () => {
        const file = path.join(MEDIA_DIR, entry.file);
        const { format } = await parseFile(file, { duration: true });
        expect(format.container?.toLowerCase()).toMatch(module.type === "video" ? /webm|matroska|ebml/ : /mpeg/);
        expect(format.duration).toBeGreaterThan(60);
        expect(format.duration).toBeLessThan(6 * 60);
        expect(Math.abs((format.duration ?? 0) - entry.durationSeconds)).toBeLessThan(1.5);
        if (module.type === "video") expect(format.hasVideo).toBe(true);
        expect(format.hasAudio).toBe(true);
        const bytes = fs.statSync(file).size;
        expect(bytes).toBe(entry.bytes);
        expect(bytes / (entry.durationSeconds / 60)).toBeLessThan(MAX_BYTES_PER_MINUTE);
      });

      it("has captions that run the whole length, chapters and a transcript", () => {
        const cues = parseVtt(entry.captions);
        expect(cues.length).toBeGreaterThan(20);
        for (const cue of cues) {
          expect(cue.end).toBeGreaterThan(cue.start);
          expect(cue.text.length).toBeGreaterThan(0);
          expect(cue.text.length).toBeLessThanOrEqual(90);
        }
        expect(cues.every((cue, i) => i === 0 || cue.start >= cues[i - 1].end - 0.001)).toBe(true);
        expect(cues[cues.length - 1].end).toBeGreaterThan(entry.durationSeconds - 3);
        expect(cues[cues.length - 1].end).toBeLessThanOrEqual(entry.durationSeconds + 1);
        // The captions say what the module says: its title is spoken in the opening.
        expect(
          cues
            .slice(0, 3)
            .map((c) => c.text)
            .join(" "),
        ).toContain(module.title.split(":")[0]);

        const chapters = parseVtt(entry.chapters);
        expect(chapters.length).toBeGreaterThanOrEqual(3);
        expect(chapters.map((c) => c.text)).toEqual(entry.chapterList.map((c) => c.title));
        expect(
          entry.transcript
            .map((t) => t.text)
            .join(" ")
            .split(/\s+/).length,
        ).toBeGreaterThan(150);
      });

      if (module.type === "video") {
        it("has a poster image", () => {
          expect(entry.poster).not.toBeNull();
          const poster = fs.readFileSync(path.join(MEDIA_DIR, entry.poster ?? ""));
          expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
        });
      } else {
        it("is the episode the Podcast tab plays, with its real duration", () => {
          expect(path.posix.basename(module.podcastUrl ?? "")).toBe(entry.file);
          expect(module.podcastDuration).toBe(entry.durationSeconds);
          expect(module.podcastTranscript?.length ?? 0).toBeGreaterThan(500);
        });
      }
    });
  }

  it("stays within the README's 20 MB for all module media", () => {
    const total = fs.readdirSync(MEDIA_DIR).reduce((sum, f) => sum + fs.statSync(path.join(MEDIA_DIR, f)).size, 0);
    expect(total).toBeLessThan(20 * 1024 * 1024);
  });

  it("keeps no media file that no module uses", () => {
    const used = new Set(
      Object.values(manifest.modules).flatMap((e) => [e.file, e.captions, e.chapters, ...(e.poster ? [e.poster] : [])]),
    );
    const stray = fs.readdirSync(MEDIA_DIR).filter((f) => f !== "manifest.json" && !used.has(f));
    expect(stray).toEqual([]);
  });
});
