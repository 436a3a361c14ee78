import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { probeAudio } from "./audio-probe";

/** Issue 29: the upload's parse runs off the event loop, within a deadline. */
describe("probeAudio", () => {
  const mp3 = fs.readFileSync(path.resolve("content/media/everyday-allyship-in-practice.mp3"));

  it("reads the duration of a real MP3 in a worker", async () => {
    const probe = await probeAudio(mp3, "audio/mpeg");
    expect(probe).toMatchObject({ ok: true, hasAudio: true });
    expect(probe.ok && probe.duration).toBeGreaterThan(100);
  });

  it("gives up at its deadline instead of waiting for the parser", async () => {
    expect(await probeAudio(mp3, "audio/mpeg", 1)).toEqual({ ok: false, reason: "reading the file took too long" });
  });
});

describe("where uploads are kept", () => {
  it("defaults to an uploads folder in the data directory the server was given", () => {
    const config = loadConfig({ NODE_ENV: "test", PGLITE_DIR: "/srv/pivot-data" });
    expect(config.uploads.dir).toBe("/srv/pivot-data/uploads");
    expect(
      loadConfig({ NODE_ENV: "test", PGLITE_DIR: "/srv/pivot-data", UPLOADS_DIR: "/mnt/podcasts" }).uploads.dir,
    ).toBe("/mnt/podcasts");
  });
});
