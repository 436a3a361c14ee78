import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useCursorPages } from "./use-cursor-pages";

describe("useCursorPages", () => {
  it("starts on the first page, without a cursor", () => {
    const { result } = renderHook(() => useCursorPages());
    expect(result.current.cursor).toBeUndefined();
    expect(result.current.isFirstPage).toBe(true);
  });

  it("goes older with the next cursor and back newer to the page before", () => {
    const { result } = renderHook(() => useCursorPages());
    act(() => result.current.older("c2"));
    act(() => result.current.older("c3"));
    expect(result.current.cursor).toBe("c3");
    expect(result.current.isFirstPage).toBe(false);
    act(() => result.current.newer());
    expect(result.current.cursor).toBe("c2");
    act(() => result.current.newer());
    expect(result.current.cursor).toBeUndefined();
    expect(result.current.isFirstPage).toBe(true);
  });

  it("stays put without a next cursor, or going newer on the first page", () => {
    const { result } = renderHook(() => useCursorPages());
    act(() => result.current.older(null));
    act(() => result.current.older(undefined));
    expect(result.current.isFirstPage).toBe(true);
    act(() => result.current.newer());
    expect(result.current.isFirstPage).toBe(true);
    expect(result.current.cursor).toBeUndefined();
  });

  it("goes back to the first page on reset", () => {
    const { result } = renderHook(() => useCursorPages());
    act(() => result.current.older("c2"));
    act(() => result.current.reset());
    expect(result.current.cursor).toBeUndefined();
    expect(result.current.isFirstPage).toBe(true);
  });
});
