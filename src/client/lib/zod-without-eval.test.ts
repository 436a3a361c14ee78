import { describe, expect, it } from "vitest";
import "./zod-without-eval";

describe("zod in the browser", () => {
  it("parses without probing for eval", async () => {
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
    const { z } = await import("zod");
    const probes: string[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      apply: (target, self, args) => {
        probes.push("call");
        return Reflect.apply(target, self, args);
      },
      construct: (target, args) => {
        probes.push("new");
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ name: z.string(), age: z.number() }).parse({ name: "Ada", age: 36 })).toEqual({
        name: "Ada",
        age: 36,
      });
    } finally {
      globalThis.Function = original;
    }
    expect(probes).toEqual([]);
  });
});
