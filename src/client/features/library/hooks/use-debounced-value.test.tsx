import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIBRARY_SEARCH_DEBOUNCE_MS, useDebouncedValue } from "./use-debounced-value";

const renderDebounced = (initial: string, delay?: number) =>
  renderHook(({ value }) => useDebouncedValue(value, delay), { initialProps: { value: initial } });

describe("useDebouncedValue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("waits 300 ms by default, the library's search debounce", () => {
    expect(LIBRARY_SEARCH_DEBOUNCE_MS).toBe(300);
    const hook = renderDebounced("");
    expect(hook.result.current).toBe("");
    hook.rerender({ value: "lead" });
    act(() => vi.advanceTimersByTime(299));
    expect(hook.result.current).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe("lead");
  });

  it("restarts the pause on every change and keeps only the last value", () => {
    const hook = renderDebounced("");
    for (const typed of ["l", "le", "lea"]) {
      hook.rerender({ value: typed });
      act(() => vi.advanceTimersByTime(200));
    }
    expect(hook.result.current).toBe("");
    act(() => vi.advanceTimersByTime(99));
    expect(hook.result.current).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe("lea");
  });

  it("settles in the task that ends the pause, before a later input can overtake it", () => {
    const hook = renderDebounced("");
    hook.rerender({ value: "inclu" });
    // The timer fires as in a browser, outside act: nothing flushes React's queue afterwards, so the
    // value must be rendered by the time the timer's task ends (an input event may come next).
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      vi.advanceTimersByTime(300);
      expect(hook.result.current).toBe("inclu");
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it("honours another delay", () => {
    const hook = renderDebounced("a", 50);
    hook.rerender({ value: "ab" });
    act(() => vi.advanceTimersByTime(49));
    expect(hook.result.current).toBe("a");
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe("ab");
  });

  it("cancels the pending update when unmounted", () => {
    const hook = renderDebounced("a");
    hook.rerender({ value: "ab" });
    expect(vi.getTimerCount()).toBe(1);
    hook.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
