import type { UseQueryResult } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "../../../../contracts/auth";
import type { ModuleContent, ModuleDetail } from "../../../../contracts/learning";
import type { ModuleMedia } from "../../../../contracts/media";
import { moduleSummary } from "../../../../test/module-summary";
import { PODCAST_CREATION_STEPS } from "../content/podcast-content";
import { PodcastTab } from "./podcast-tab";

let role: CurrentUser["role"] = "learner";
vi.mock("@/lib/use-auth", async (original) => ({
  ...(await original<typeof import("@/lib/use-auth")>()),
  useAuth: () => ({ status: "signed-in", user: { id: "me", role } }),
}));

beforeEach(() => {
  role = "learner";
});
afterEach(cleanup);

const detail = (type: ModuleDetail["type"]): ModuleDetail => ({
  ...moduleSummary({ id: 7, title: "Building Psychological Safety", type }),
  isLocked: false,
  isBookmarked: false,
  podcastDuration: null,
  objectives: [],
  reviewedOn: null,
  legalSources: [],
  knowledgeCheck: null,
  scenarioCount: 0,
});

const loaded = (content: Partial<ModuleContent>) =>
  ({
    data: {
      moduleId: 7,
      content: "## Text",
      podcastUrl: null,
      podcastDuration: null,
      podcastTranscript: null,
      scenarios: [],
      ...content,
    },
    isPending: false,
  }) as UseQueryResult<ModuleContent | null>;

const media = (kind: ModuleMedia["kind"], durationSeconds: number): ModuleMedia => ({
  moduleId: 7,
  kind,
  url: `/api/modules/7/media/x.${kind === "video" ? "webm" : "mp3"}`,
  mimeType: kind === "video" ? "video/webm" : "audio/mpeg",
  durationSeconds,
  captionsUrl: "/api/modules/7/media/x.vtt",
  chaptersUrl: "/api/modules/7/media/x-chapters.vtt",
  posterUrl: null,
  chapters: [{ title: "Welcome", startSeconds: 0 }],
  transcript: [{ title: "Welcome", text: "Welcome to PIVOT Learning." }],
});

const renderTab = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

/** Issue 26: the Podcast tab is honest about what it holds, and the production steps are for admins. */
describe("PodcastTab", () => {
  it("shows a learner one plain line, no production steps, when the module has no audio", () => {
    renderTab(<PodcastTab module={detail("guide")} contentQuery={loaded({})} />);
    expect(screen.getByRole("heading", { name: "No audio summary for this module yet" })).toBeTruthy();
    expect(screen.getByText("The full module is in the Content tab.")).toBeTruthy();
    expect(screen.queryByText(/AI notebook tool/)).toBeNull();
    expect(screen.queryByText(/MP3/)).toBeNull();
    expect(screen.queryByText(/For administrators/)).toBeNull();
    expect(screen.queryByText("Podcast Coming Soon")).toBeNull();
    expect(document.querySelector("audio")).toBeNull();
  });

  it("shows an administrator the production steps and where to upload", () => {
    role = "admin";
    renderTab(<PodcastTab module={detail("guide")} contentQuery={loaded({})} />);
    expect(screen.getByRole("heading", { name: "No audio summary for this module yet" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "For administrators: add an audio summary" })).toBeTruthy();
    for (const step of PODCAST_CREATION_STEPS) expect(screen.getByText(step)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Upload in the Content Generator" }).getAttribute("href")).toBe(
      "/content-generator",
    );
  });

  it("points a video module's learner to its narrated summary with its real length", () => {
    const open = vi.fn();
    renderTab(
      <PodcastTab
        module={detail("video")}
        contentQuery={loaded({})}
        media={media("video", 191)}
        onOpenContent={open}
      />,
    );
    expect(screen.getByText(/has a narrated summary \(3 min\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Open the narrated summary" }));
    expect(open).toHaveBeenCalledOnce();
    expect(screen.queryByText(/AI notebook tool/)).toBeNull();
  });

  it("plays the audio summary where it exists, named for what it is, for learners and admins alike", () => {
    for (const who of ["learner", "admin"] as const) {
      role = who;
      const { unmount } = renderTab(
        <PodcastTab
          module={detail("podcast")}
          contentQuery={loaded({ podcastUrl: "/media/x.mp3", podcastDuration: 205 })}
          media={media("audio", 205)}
        />,
      );
      expect(screen.getByRole("heading", { name: "Audio summary: Building Psychological Safety" })).toBeTruthy();
      expect(screen.getByRole("region", { name: "Audio summary: Building Psychological Safety" })).toBeTruthy();
      expect(screen.getByText(/^3:25$/)).toBeTruthy();
      expect(document.querySelector("audio source")?.getAttribute("src")).toBe("/api/modules/7/media/x.mp3");
      expect(screen.queryByText(/conversation/i)).toBeNull();
      expect(screen.queryByText(/AI notebook tool/)).toBeNull();
      unmount();
    }
  });

  it("plays an uploaded episode without narrated media, with its transcript", () => {
    renderTab(
      <PodcastTab
        module={detail("audio")}
        contentQuery={loaded({ podcastUrl: "/media/y.mp3", podcastDuration: 95, podcastTranscript: "Hello." })}
      />,
    );
    expect(document.querySelector("audio source")?.getAttribute("src")).toBe("/media/y.mp3");
    expect(screen.getByText("1:35")).toBeTruthy();
    expect(screen.getByText("Hello.")).toBeTruthy();
  });
});
