import { describe, expect, it } from "vitest";
import { createDataCipher, keyIdOf, parseKey } from "./data-encryption";

const KEY_A = "a".repeat(64);
const KEY_B = Buffer.alloc(32, 7).toString("base64");

describe("data encryption (decision 310)", () => {
  it("seals with AES-256-GCM and opens only in the same context", () => {
    const cipher = createDataCipher({ key: KEY_A, oldKeys: [] });
    const sealed = cipher.seal('{"salary":45000}', "pay-gap:org:1");
    expect(sealed.keyId).toBe(keyIdOf(parseKey(KEY_A)));
    expect(Buffer.from(sealed.ciphertext, "base64").toString("latin1")).not.toContain("45000");
    expect(cipher.open(sealed, "pay-gap:org:1")).toBe('{"salary":45000}');
    expect(() => cipher.open(sealed, "pay-gap:other:1")).toThrow();
    // A fresh nonce every time: the same value never seals to the same text.
    expect(cipher.seal('{"salary":45000}', "pay-gap:org:1").ciphertext).not.toBe(sealed.ciphertext);
  });

  it("refuses a tampered ciphertext", () => {
    const cipher = createDataCipher({ key: KEY_A, oldKeys: [] });
    const sealed = cipher.seal("hello", "c");
    const bytes = Buffer.from(sealed.ciphertext, "base64");
    bytes[0] ^= 1;
    expect(() => cipher.open({ ...sealed, ciphertext: bytes.toString("base64") }, "c")).toThrow();
  });

  it("reads rows under a rotated-out key while it is listed as old, and not after", () => {
    const before = createDataCipher({ key: KEY_A, oldKeys: [] });
    const sealed = before.seal("kept", "c");
    const rotated = createDataCipher({ key: KEY_B, oldKeys: [KEY_A] });
    expect(rotated.currentKeyId).not.toBe(sealed.keyId);
    expect(rotated.knows(sealed.keyId)).toBe(true);
    expect(rotated.open(sealed, "c")).toBe("kept");
    expect(() => createDataCipher({ key: KEY_B, oldKeys: [] }).open(sealed, "c")).toThrow(/DATA_ENCRYPTION_KEYS_OLD/);
  });

  it("takes 32-byte keys as hex or base64, and a development key derived from a secret", () => {
    expect(parseKey(KEY_A)).toHaveLength(32);
    expect(parseKey(KEY_B)).toHaveLength(32);
    expect(parseKey("derived:some-secret")).toHaveLength(32);
    expect(() => parseKey("too-short")).toThrow(/32 bytes/);
    expect(() => parseKey(Buffer.alloc(16).toString("base64"))).toThrow(/32 bytes/);
  });
});
