import { isIP } from "node:net";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { isNonPublicAddress, resolveTarget, safeRequest, targetPolicyFor } from "./safe-request";

/**
 * The time limit of a request to an organisation's address counts the receiver's silence, not this
 * process's: an answer that arrived while the event loop was blocked is read, not timed out.
 * The receiver runs in a worker thread, so it answers while this thread is blocked.
 */
const RECEIVER = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const flags = new Int32Array(workerData);
const server = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    Atomics.store(flags, 0, 1);
    setTimeout(() => { res.writeHead(204); res.end(() => Atomics.store(flags, 1, 1)); }, Number(req.headers["x-delay"] ?? 0));
  });
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
parentPort.on("message", () => server.close(() => process.exit(0)));
`;

let worker: Worker | undefined;
afterEach(async () => {
  worker?.postMessage("close");
  await worker?.terminate();
  worker = undefined;
});

async function startReceiver(): Promise<{ url: string; flags: Int32Array }> {
  const shared = new SharedArrayBuffer(8);
  worker = new Worker(RECEIVER, { eval: true, workerData: shared });
  const port = await new Promise<number>((resolve) => worker?.once("message", resolve));
  return { url: `http://127.0.0.1:${port}/hooks`, flags: new Int32Array(shared) };
}

/** Blocks this thread (as a slow query on the embedded database does) until `done` and at least `ms`. */
function blockUntil(done: () => boolean, ms: number) {
  const since = Date.now();
  while (!(done() && Date.now() - since >= ms)) {
    if (Date.now() - since > 30_000) throw new Error("the receiver never answered");
  }
}

async function whenSet(flags: Int32Array, index: number) {
  while (Atomics.load(flags, index) === 0) await new Promise((resolve) => setImmediate(resolve));
}

describe("safeRequest's time limit", () => {
  it("reads an answer that came in time while this process was blocked past the limit", async () => {
    const receiver = await startReceiver();
    const request = safeRequest(
      receiver.url,
      { method: "POST", headers: { "x-delay": "50" }, body: "{}" },
      { publicOnly: false, timeoutMs: 300 },
    );
    await whenSet(receiver.flags, 0);
    // The receiver answers 50 ms later, while this thread is stuck past the 300 ms limit.
    blockUntil(() => Atomics.load(receiver.flags, 1) === 1, 600);
    await expect(request).resolves.toMatchObject({ status: 204 });
  });

  it("still times out a receiver that stays silent", async () => {
    const receiver = await startReceiver();
    const started = Date.now();
    await expect(
      safeRequest(
        receiver.url,
        { method: "POST", headers: { "x-delay": "5000" }, body: "{}" },
        { publicOnly: false, timeoutMs: 200 },
      ),
    ).rejects.toThrow("No answer within 0.2 s (timed out)");
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});

/**
 * Issue 43 item 5: "anywhere but the internet" is refused — every range of IANA's IPv4 and IPv6
 * special-purpose registries, multicast, site-local, and this host's own interface addresses —
 * each range at its first and last address, with a public neighbour on either side where there is one.
 */
describe("non-public addresses", () => {
  const ranges: [range: string, inside: string[]][] = [
    ["0.0.0.0/8", ["0.0.0.0", "0.255.255.255"]],
    ["10.0.0.0/8", ["10.0.0.0", "10.255.255.255"]],
    ["100.64.0.0/10", ["100.64.0.0", "100.127.255.255"]],
    ["127.0.0.0/8", ["127.0.0.1", "127.255.255.255"]],
    ["169.254.0.0/16", ["169.254.0.0", "169.254.169.254"]],
    ["172.16.0.0/12", ["172.16.0.0", "172.31.255.255"]],
    ["192.0.0.0/24", ["192.0.0.0", "192.0.0.255"]],
    ["192.0.2.0/24", ["192.0.2.0", "192.0.2.255"]],
    ["192.88.99.0/24", ["192.88.99.0", "192.88.99.255"]],
    ["192.168.0.0/16", ["192.168.0.0", "192.168.255.255"]],
    ["198.18.0.0/15", ["198.18.0.0", "198.19.255.255"]],
    ["198.51.100.0/24", ["198.51.100.0", "198.51.100.255"]],
    ["203.0.113.0/24", ["203.0.113.0", "203.0.113.255"]],
    ["224.0.0.0/4", ["224.0.0.0", "239.255.255.255"]],
    ["240.0.0.0/4", ["240.0.0.0", "255.255.255.254"]],
    ["255.255.255.255/32", ["255.255.255.255"]],
    ["::/128", ["::"]],
    ["::1/128", ["::1", "0:0:0:0:0:0:0:1"]],
    [
      "::ffff:0:0/96 carrying a non-public IPv4",
      ["::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:a9fe:a9fe", "::ffff:10.0.0.1"],
    ],
    ["64:ff9b::/96", ["64:ff9b::", "64:ff9b::8.8.8.8", "64:ff9b::ffff:ffff"]],
    ["64:ff9b:1::/48", ["64:ff9b:1::", "64:ff9b:1:ffff:ffff:ffff:ffff:ffff"]],
    ["100::/64", ["100::", "100::ffff:ffff:ffff:ffff"]],
    ["2001::/23", ["2001::", "2001:0:4136:e378:8000:63bf:3fff:fdd2", "2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff"]],
    ["2001:db8::/32", ["2001:db8::", "2001:db8:ffff:ffff:ffff:ffff:ffff:ffff"]],
    ["2002::/16 (6to4, whatever IPv4 it carries)", ["2002:7f00:1::", "2002:c0a8:1::1", "2002:808:808::"]],
    ["fc00::/7", ["fc00::", "fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"]],
    ["fe80::/10", ["fe80::", "fe80::1%eth0", "febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff"]],
    ["fec0::/10", ["fec0::", "feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"]],
    ["ff00::/8", ["ff00::", "ff02::1", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"]],
  ];

  for (const [range, inside] of ranges)
    it(`refuses ${range}`, () => {
      expect(inside.length).toBeGreaterThan(0);
      for (const address of inside) expect(isNonPublicAddress(address), address).toBe(true);
    });

  it("lets public addresses through, next to the ranges too", () => {
    for (const address of [
      "8.8.8.8",
      "93.184.215.14",
      "9.255.255.255",
      "11.0.0.0",
      "100.63.255.255",
      "100.128.0.0",
      "172.15.255.255",
      "172.32.0.0",
      "192.0.1.255",
      "192.0.3.0",
      "198.17.255.255",
      "198.20.0.0",
      "203.0.112.255",
      "223.255.255.255",
      "::ffff:8.8.8.8",
      "2606:2800:21f:cb07:6820:80da:af6b:8b2c",
      "2001:200::1",
      "2001:db7:ffff::1",
      "2001:db9::1",
      "2003::1",
      "2a00:1450:4009:80b::200e",
    ])
      expect(isNonPublicAddress(address), address).toBe(false);
  });

  it("refuses what is not an IP address", () => {
    for (const address of ["", "localhost", "1.2.3", "::ffff:1.2.3.256", "1::2::3", "12345::", "g::1"])
      expect(isNonPublicAddress(address), address).toBe(true);
  });

  it("refuses this host's own interface addresses, in every spelling", () => {
    const own = Object.values(os.networkInterfaces())
      .flatMap((entries) => entries ?? [])
      .map((entry) => entry.address);
    expect(own.length).toBeGreaterThan(0);
    for (const address of own) expect(isNonPublicAddress(address), address).toBe(true);
    const v4 = own.filter((address) => isIP(address) === 4);
    for (const address of v4) expect(isNonPublicAddress(`::ffff:${address}`), address).toBe(true);
  });

  it("refuses them by URL under production's policy, and production's policy cannot be turned off", async () => {
    const production = targetPolicyFor({ env: "production" });
    expect(production).toEqual({ publicOnly: true });
    expect(targetPolicyFor({ env: "test" })).toEqual({ publicOnly: false });
    for (const url of [
      "https://192.0.2.1/hook",
      "https://198.51.100.7/hook",
      "https://203.0.113.9/hook",
      "https://[2001:db8::1]/hook",
      "https://[fec0::1]/hook",
      "https://[::ffff:7f00:1]/hook",
      "https://[64:ff9b::a9fe:a9fe]/hook",
      "https://2130706433/hook", // 127.0.0.1 as one number (the URL parser writes it dotted)
      "https://0x7f.1/hook",
    ])
      await expect(resolveTarget(url, production), url).rejects.toThrow(/not on the public internet/);
  });
});
