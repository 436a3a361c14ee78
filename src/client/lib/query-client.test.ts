import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";

const unauthorized = () => new Error('401: {"message":"Unauthorized"}');

describe("createQueryClient: spec 1 §8, 401 handled once for every request", () => {
  it("signs in again when a read fails with 401 Unauthorized", async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await expect(
      client.fetchQuery({ queryKey: ["/api/dashboard"], queryFn: () => Promise.reject(unauthorized()) }),
    ).rejects.toThrow("401");
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("signs in again when a write fails with 401 Unauthorized, before the mutation's own onError", async () => {
    const calls: string[] = [];
    const client = createQueryClient({ onUnauthorized: () => calls.push("sign in again") });
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(unauthorized()),
      onError: () => {
        calls.push("mutation onError");
      },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow("401");
    expect(calls).toEqual(["sign in again", "mutation onError"]);
  });

  it("leaves other failures to the screens", async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    const failures = [
      new Error('500: {"message":"Internal Server Error"}'),
      new Error('403: {"message":"Forbidden"}'),
      // A 401 without Unauthorized (a wrong password on sign-in) is not a lost session.
      new Error('401: {"message":"Invalid email or password"}'),
    ];
    for (const [index, failure] of failures.entries()) {
      await expect(
        client.fetchQuery({ queryKey: ["read", index], queryFn: () => Promise.reject(failure) }),
      ).rejects.toBe(failure);
    }
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(failures[0]) });
    await expect(mutation.execute(undefined)).rejects.toBe(failures[0]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
