import { describe, expect, it } from "vitest";
import { addNotifyRequest, hasNotifyRequest, NOTIFY_STORAGE_KEY, readNotifyRequests } from "./notify-when-ready";

function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[NOTIFY_STORAGE_KEY, initial]]);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("notify when ready", () => {
  it("remembers a request per module", () => {
    const storage = memoryStorage();
    expect(hasNotifyRequest(storage, 27)).toBe(false);
    expect(addNotifyRequest(storage, 27)).toBe(true);
    expect(hasNotifyRequest(storage, 27)).toBe(true);
    expect(hasNotifyRequest(storage, 28)).toBe(false);
  });
  it("does not store a module twice", () => {
    const storage = memoryStorage("[27]");
    addNotifyRequest(storage, 27);
    expect(readNotifyRequests(storage)).toEqual([27]);
  });
  it("ignores corrupt stored values", () => {
    expect(readNotifyRequests(memoryStorage("not json"))).toEqual([]);
    expect(readNotifyRequests(memoryStorage('{"a":1}'))).toEqual([]);
    expect(readNotifyRequests(memoryStorage('[1,"x",2.5,3]'))).toEqual([1, 3]);
  });
  it("copes without storage or when writing is refused", () => {
    expect(readNotifyRequests(null)).toEqual([]);
    expect(addNotifyRequest(null, 1)).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(addNotifyRequest(refusing, 1)).toBe(false);
  });
});
