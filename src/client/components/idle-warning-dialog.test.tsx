import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SIGN_OUT_MARGIN_MS } from "@/lib/session-activity";
import { SESSION_HEARTBEAT_PATH } from "../../contracts/session-activity";
import { SessionActivityGuard } from "./idle-warning-dialog";

/** The server's answers to the heartbeats, in order (the last one repeats). */
let answers: { idleTimeoutMinutes: number; signOutInSeconds: number }[] = [];
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
  const answer = answers.length > 1 ? answers.shift() : answers[0];
  return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
});
const heartbeats = () => fetchMock.mock.calls.filter(([url]) => url === SESSION_HEARTBEAT_PATH).length;

/** Lets the heartbeat's answer arrive and React render what follows from it. */
const settle = () => act(async () => {});
const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  window.localStorage.clear();
  setVisibility("visible");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Signed in with `seconds` left on a free plan's 30-minute idle timeout. */
async function mount(seconds: number, onIdle = vi.fn()) {
  answers = [{ idleTimeoutMinutes: 30, signOutInSeconds: seconds }];
  render(<SessionActivityGuard onIdle={onIdle} />);
  await settle();
  return onIdle;
}

// The page acts SIGN_OUT_MARGIN_MS before the server would: with 125 s left it signs out after 120 s.
const LEFT = 120 + SIGN_OUT_MARGIN_MS / 1000;

describe("the idle warning", () => {
  it("opens one minute before the idle sign-out and counts the seconds down", async () => {
    await mount(LEFT);
    expect(heartbeats()).toBe(1);
    await advance(59_999);
    expect(screen.queryByRole("dialog")).toBeNull();
    await advance(1);
    expect(screen.getByRole("dialog", { name: "You will be signed out in 60 seconds" })).toBeTruthy();
    await advance(1_000);
    expect(screen.getByRole("dialog", { name: "You will be signed out in 59 seconds" })).toBeTruthy();
    await advance(58_000);
    expect(screen.getByRole("dialog", { name: "You will be signed out in 1 second" })).toBeTruthy();
  });

  it("keeps the session with 'Stay signed in', which sends a heartbeat", async () => {
    const onIdle = await mount(LEFT);
    await advance(70_000);
    expect(screen.getByRole("dialog", { name: "You will be signed out in 50 seconds" })).toBeTruthy();
    answers = [{ idleTimeoutMinutes: 30, signOutInSeconds: 30 * 60 }];
    fireEvent.click(screen.getByRole("button", { name: "Stay signed in" }));
    await settle();
    expect(heartbeats()).toBe(2);
    expect(screen.queryByRole("dialog")).toBeNull();
    await advance(20 * 60_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onIdle).not.toHaveBeenCalled();
  });

  it("signs out once at the idle timeout when nobody answers", async () => {
    const onIdle = await mount(LEFT);
    await advance(119_000);
    expect(onIdle).not.toHaveBeenCalled();
    await advance(1_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(onIdle).toHaveBeenCalledWith(30);
    await advance(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("follows another tab of the same browser that was active meanwhile", async () => {
    const onIdle = await mount(LEFT);
    await advance(30_000);
    const later = Date.now() + 10 * 60_000;
    window.localStorage.setItem("pivot.session.signOutAt", String(later));
    window.dispatchEvent(new StorageEvent("storage", { key: "pivot.session.signOutAt", newValue: String(later) }));
    await advance(60_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onIdle).not.toHaveBeenCalled();
  });
});

describe("the heartbeat", () => {
  it("reports activity at most once a minute", async () => {
    await mount(30 * 60);
    expect(heartbeats()).toBe(1);
    await advance(10_000);
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: "ArrowDown" });
    fireEvent.scroll(document);
    await settle();
    expect(heartbeats()).toBe(1);
    await advance(50_000);
    fireEvent.scroll(document);
    await settle();
    expect(heartbeats()).toBe(2);
  });

  it("stays quiet while the page is hidden and nothing plays, and counts playing media", async () => {
    await mount(30 * 60);
    setVisibility("hidden");
    await advance(2 * 60_000);
    fireEvent.scroll(document);
    await settle();
    expect(heartbeats()).toBe(1);

    // A podcast playing in the hidden tab is activity: its timeupdate events send the heartbeat.
    const audio = document.createElement("audio");
    Object.defineProperty(audio, "paused", { configurable: true, get: () => false });
    document.body.append(audio);
    fireEvent(audio, new Event("timeupdate"));
    await settle();
    expect(heartbeats()).toBe(2);
    audio.remove();
  });

  it("sends the heartbeat as a same-origin POST", async () => {
    await mount(30 * 60);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(SESSION_HEARTBEAT_PATH);
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin" });
  });
});
