import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/*
 * The unit project runs in Node without a DOM, so this test renders the hook with a minimal
 * stand-in for React's useState/useEffect: state survives renders, a setter re-renders, and an
 * effect runs after a render whose dependencies changed, after its previous cleanup.
 */
const runtime = vi.hoisted(() => {
  const state: unknown[] = [];
  const effects: { deps: unknown[]; cleanup?: () => void }[] = [];
  const pending: { index: number; run: () => undefined | (() => void); deps: unknown[] }[] = [];
  let cursor = 0;
  let render: () => void = () => {};
  return {
    state,
    effects,
    useState<T>(initial: T): [T, (next: T) => void] {
      const index = cursor++;
      if (!(index in state)) state[index] = initial;
      return [
        state[index] as T,
        (next: T) => {
          if (Object.is(state[index], next)) return;
          state[index] = next;
          render();
        },
      ];
    },
    useEffect(run: () => undefined | (() => void), deps: unknown[]) {
      const index = cursor++;
      const previous = effects[index];
      if (!previous || deps.some((d, i) => !Object.is(d, previous.deps[i]))) pending.push({ index, run, deps });
    },
    mount(renderOnce: () => void) {
      render = () => {
        cursor = 0;
        renderOnce();
        for (const effect of pending.splice(0)) {
          effects[effect.index]?.cleanup?.();
          effects[effect.index] = { deps: effect.deps, cleanup: effect.run() ?? undefined };
        }
      };
      render();
      return {
        rerender: () => render(),
        unmount: () => {
          for (const effect of effects) effect?.cleanup?.();
        },
      };
    },
    reset() {
      state.length = 0;
      effects.length = 0;
      pending.length = 0;
    },
  };
});

vi.mock("react", () => ({ useState: runtime.useState, useEffect: runtime.useEffect }));

const { LIBRARY_SEARCH_DEBOUNCE_MS, useDebouncedValue } = await import("./use-debounced-value");

function renderDebounced(initial: string, delay?: number) {
  let value = initial;
  const results: string[] = [];
  const view = runtime.mount(() => results.push(useDebouncedValue(value, delay)));
  return {
    current: () => results.at(-1),
    type(next: string) {
      value = next;
      view.rerender();
    },
    unmount: view.unmount,
  };
}

describe("useDebouncedValue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    runtime.reset();
  });
  afterEach(() => vi.useRealTimers());

  it("waits 300 ms by default, the library's search debounce", () => {
    expect(LIBRARY_SEARCH_DEBOUNCE_MS).toBe(300);
    const hook = renderDebounced("");
    expect(hook.current()).toBe("");
    hook.type("lead");
    vi.advanceTimersByTime(299);
    expect(hook.current()).toBe("");
    vi.advanceTimersByTime(1);
    expect(hook.current()).toBe("lead");
  });

  it("restarts the pause on every change and keeps only the last value", () => {
    const hook = renderDebounced("");
    hook.type("l");
    vi.advanceTimersByTime(200);
    hook.type("le");
    vi.advanceTimersByTime(200);
    hook.type("lea");
    vi.advanceTimersByTime(299);
    expect(hook.current()).toBe("");
    vi.advanceTimersByTime(1);
    expect(hook.current()).toBe("lea");
  });

  it("honours another delay", () => {
    const hook = renderDebounced("a", 50);
    hook.type("ab");
    vi.advanceTimersByTime(49);
    expect(hook.current()).toBe("a");
    vi.advanceTimersByTime(1);
    expect(hook.current()).toBe("ab");
  });

  it("cancels the pending update when unmounted", () => {
    const hook = renderDebounced("a");
    hook.type("ab");
    hook.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
