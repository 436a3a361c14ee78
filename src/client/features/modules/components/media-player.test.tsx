import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ModuleMedia } from "../../../../contracts/media";
import { MediaPlayer } from "./media-player";

afterEach(cleanup);

const MEDIA: ModuleMedia = {
  moduleId: 7,
  kind: "video",
  url: "/api/modules/7/media/x.webm",
  mimeType: "video/webm",
  durationSeconds: 177,
  captionsUrl: "/api/modules/7/media/x.vtt",
  chaptersUrl: "/api/modules/7/media/x-chapters.vtt",
  posterUrl: "/api/modules/7/media/x-poster.jpg",
  chapters: [
    { title: "Welcome", startSeconds: 0 },
    { title: "The five pillars", startSeconds: 35.4 },
  ],
  transcript: [
    { title: "Welcome", text: "Welcome to PIVOT Learning." },
    { title: "The five pillars", text: "Purpose comes first." },
  ],
};

describe("MediaPlayer (issue 15)", () => {
  it("plays the video with its poster and a default English captions track, chapters and transcript", () => {
    const { container } = render(<MediaPlayer media={MEDIA} title="The PIVOT Framework" />);
    const video = container.querySelector("video")!;
    expect(video.getAttribute("poster")).toBe(MEDIA.posterUrl);
    expect(video.querySelector("source")?.getAttribute("type")).toBe("video/webm");
    const captions = video.querySelector('track[kind="captions"]')!;
    expect(captions.hasAttribute("default")).toBe(true);
    expect(captions.getAttribute("src")).toBe(MEDIA.captionsUrl);
    expect(video.querySelector('track[kind="chapters"]')?.getAttribute("src")).toBe(MEDIA.chaptersUrl);
    expect(screen.getByText("0:00 / 2:57")).toBeTruthy();
    expect(screen.getByRole("button", { name: /0:35\s*The five pillars/ })).toBeTruthy();
    expect(screen.getByText("Purpose comes first.")).toBeTruthy();
  });

  it("names the media for what it is, with its real length (issue 26)", () => {
    render(<MediaPlayer media={MEDIA} title="The PIVOT Framework" showHeading />);
    expect(screen.getByRole("region", { name: "Narrated summary: The PIVOT Framework" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Narrated summary (2:57)" })).toBeTruthy();
    expect(screen.getByText(/read by a synthetic voice/)).toBeTruthy();
    cleanup();
    render(<MediaPlayer media={{ ...MEDIA, kind: "audio", posterUrl: null }} title="The PIVOT Framework" />);
    expect(screen.getByRole("region", { name: "Audio summary: The PIVOT Framework" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: /Audio summary/ })).toBeNull();
  });

  it("turns captions off and on, and changes speed", () => {
    const { container } = render(<MediaPlayer media={MEDIA} title="The PIVOT Framework" />);
    const toggle = screen.getByRole("button", { name: "Captions on" });
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Captions off" }).getAttribute("aria-pressed")).toBe("false");
    fireEvent.change(screen.getByLabelText("Speed"), { target: { value: "1.5" } });
    expect(container.querySelector("video")?.playbackRate).toBe(1.5);
  });

  it("jumps to a chapter and seeks with the keyboard", () => {
    const { container } = render(<MediaPlayer media={MEDIA} title="The PIVOT Framework" />);
    const video = container.querySelector("video")!;
    fireEvent.click(screen.getByRole("button", { name: /The five pillars/ }));
    expect(video.currentTime).toBeCloseTo(35.4);
    fireEvent.keyDown(video, { key: "ArrowRight" });
    expect(video.currentTime).toBeCloseTo(40.4);
    fireEvent.keyDown(video, { key: "j" });
    expect(video.currentTime).toBeCloseTo(30.4);
    fireEvent.keyDown(video, { key: "c" });
    expect(screen.getByRole("button", { name: "Captions off" })).toBeTruthy();
  });

  it("shows the file's own length, floored like the browser's controls, and reports it (issue 26)", () => {
    const lengths: number[] = [];
    const { container } = render(
      <MediaPlayer
        media={{ ...MEDIA, durationSeconds: 192 }}
        title="The PIVOT Framework"
        onLength={(s) => lengths.push(s)}
      />,
    );
    expect(screen.getByText("0:00 / 3:12")).toBeTruthy();
    const video = container.querySelector("video")!;
    Object.defineProperty(video, "duration", { configurable: true, value: 191.6 });
    fireEvent(video, new Event("durationchange"));
    expect(screen.getByText("0:00 / 3:11")).toBeTruthy();
    expect(lengths).toEqual([191.6]);
  });
});
