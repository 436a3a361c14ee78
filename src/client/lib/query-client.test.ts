import { afterEach, describe, expect, it, vi } from "vitest";
import { dashboardQueryKey } from "@/components/api/get-dashboard";
import { allModulesQueryKey } from "@/components/api/get-modules";
import { dismissToast, toast } from "@/components/ui/use-toast";
import { createQueryClient } from "./query-client";

vi.mock("@/components/ui/use-toast", async (original) => ({
  ...(await original<typeof import("@/components/ui/use-toast")>()),
  toast: vi.fn(),
}));

afterEach(() => {
  dismissToast();
  vi.mocked(toast).mockClear();
});

const unauthorized = () => new Error('401: {"message":"Unauthorized"}');

describe("createQueryClient: spec 1 §8, 401 handled once for every request", () => {
  it("signs in again when a read fails with 401 Unauthorized", async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await expect(
      client.fetchQuery({ queryKey: dashboardQueryKey(), queryFn: () => Promise.reject(unauthorized()) }),
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

describe("createQueryClient: a failed read's toast comes from its meta", () => {
  it("shows the toast the read names, once per failed fetch", async () => {
    const client = createQueryClient({ onUnauthorized: vi.fn() });
    const errorToast = { title: "Error", description: "Failed to load modules" };
    const failure = new Error('500: {"message":"Internal Server Error"}');
    await expect(
      client.fetchQuery({
        queryKey: allModulesQueryKey(),
        queryFn: () => Promise.reject(failure),
        meta: { errorToast },
      }),
    ).rejects.toBe(failure);
    expect(vi.mocked(toast).mock.calls).toEqual([[{ ...errorToast, variant: "destructive" }]]);
  });

  it("shows nothing for a read that names no toast, nor for one that succeeds", async () => {
    const client = createQueryClient({ onUnauthorized: vi.fn() });
    const failure = new Error('500: {"message":"Internal Server Error"}');
    await expect(client.fetchQuery({ queryKey: ["quiet"], queryFn: () => Promise.reject(failure) })).rejects.toBe(
      failure,
    );
    const errorToast = { title: "Error", description: "Failed to load modules" };
    await client.fetchQuery({ queryKey: ["fine"], queryFn: () => Promise.resolve(1), meta: { errorToast } });
    expect(toast).not.toHaveBeenCalled();
  });
});
