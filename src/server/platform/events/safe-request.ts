import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";

/**
 * Sending to an address an organisation typed (webhook endpoints, learning record stores), issue 23:
 * - in production only `https`, and never to a host that resolves to a loopback, private, link-local
 *   or other non-public address (SSRF); the address checked is the one connected to (pinned), so a
 *   DNS answer cannot change between the check and the request;
 * - a whole-request timeout (5 s unless told);
 * - a redirect (3xx) is answered as a failure and never followed.
 * Development and test allow `http` and loopback (a receiver on this machine).
 */

export interface TargetPolicy {
  /** Refuse non-public addresses and plain http (production). */
  publicOnly: boolean;
}

export class RefusedTarget extends Error {}

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const)
  blocked.addSubnet(network, prefix, "ipv6");

/** Whether an IP address is loopback, private, link-local or otherwise not on the public internet. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], "ipv4");
  return blocked.check(address, "ipv6");
}

/** Checks the address's form (https in production), without resolving it. */
export function checkTargetUrl(url: string, policy: TargetPolicy): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RefusedTarget("The address is not a valid URL");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    throw new RefusedTarget("The address must start https://");
  if (policy.publicOnly && parsed.protocol !== "https:") throw new RefusedTarget("The address must use https");
  if (parsed.username || parsed.password)
    throw new RefusedTarget("The address must not contain a user name or password");
  return parsed;
}

/** Resolves the host and refuses it when any of its addresses is not public (production); the first address is used. */
export async function resolveTarget(
  url: string,
  policy: TargetPolicy,
): Promise<{ url: URL; address: string; family: 4 | 6 }> {
  const parsed = checkTargetUrl(url, policy);
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new RefusedTarget(`The host ${host} could not be found`);
    }
  }
  if (addresses.length === 0) throw new RefusedTarget(`The host ${host} could not be found`);
  if (policy.publicOnly) {
    const inside = addresses.find((a) => isNonPublicAddress(a.address));
    if (inside)
      throw new RefusedTarget(
        `The host ${host} resolves to a private, loopback or link-local address (${inside.address})`,
      );
  }
  const [first] = addresses;
  return { url: parsed, address: first.address, family: first.family === 6 ? 6 : 4 };
}

export interface SafeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const MAX_BODY = 64 * 1024;

/**
 * One request to an organisation's address under the policy: resolved and checked, connected to
 * the checked address, given `timeoutMs` in all, never following a redirect (the 3xx is returned).
 */
export async function safeRequest(
  target: string,
  request: { method: string; headers: Record<string, string>; body?: string },
  options: TargetPolicy & { timeoutMs: number },
): Promise<SafeResponse> {
  const { url, address, family } = await resolveTarget(target, options);
  const client = url.protocol === "https:" ? https : http;
  return new Promise<SafeResponse>((resolve, reject) => {
    let settled = false;
    const req = client.request(
      url,
      {
        method: request.method,
        headers: {
          ...request.headers,
          ...(request.body !== undefined ? { "content-length": String(Buffer.byteLength(request.body)) } : {}),
        },
        agent: false,
        // The address checked above, whatever the resolver would answer now (DNS rebinding).
        lookup: ((_host: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) => {
          if (lookupOptions?.all) callback(null, [{ address, family }]);
          else callback(null, address, family);
        }) as never,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          if (size < MAX_BODY) chunks.push(chunk);
          size += chunk.length;
        });
        res.on("end", () => {
          settled = true;
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8").slice(0, MAX_BODY),
          });
        });
        res.on("error", (err) => {
          settled = true;
          clearTimeout(timer);
          reject(err);
        });
      },
    );
    // Timers run before the event loop reads sockets: after a stall of this process (a long query on
    // the embedded database), the time limit would fire before reading an answer that came in time.
    // The check waits one turn, so whatever arrived during the stall is read first.
    const timer = setTimeout(() => {
      setImmediate(() => {
        if (!settled)
          req.destroy(new Error(`No answer within ${Math.round(options.timeoutMs / 100) / 10} s (timed out)`));
      });
    }, options.timeoutMs);
    req.on("error", (err) => {
      settled = true;
      clearTimeout(timer);
      reject(err);
    });
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}
