import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, toast, useToasts } from "./use-toast";

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

const openTitles = (toasts: ReturnType<typeof useToasts>) => toasts.filter((t) => t.open).map((t) => t.title);

describe("toast", () => {
  it("shows one toast at a time: a new one replaces the last", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "Bookmarked" });
      toast({ title: "Enrolled" });
    });
    expect(openTitles(result.current)).toEqual(["Enrolled"]);
  });

  it("keeps a held toast (the sign-in notice) on screen until it closes", () => {
    const { result } = renderHook(() => useToasts());
    let held: ReturnType<typeof toast> | undefined;
    act(() => {
      held = toast({ title: "Unauthorized", variant: "destructive" }, { hold: true });
      // The failed requests' own error toasts come after it, and do not replace it.
      toast({ title: "Unable to load dashboard", variant: "destructive" });
    });
    expect(openTitles(result.current)).toEqual(["Unauthorized"]);

    act(() => held?.dismiss());
    act(() => {
      toast({ title: "Bookmarked" });
    });
    expect(openTitles(result.current)).toEqual(["Bookmarked"]);
  });
});
