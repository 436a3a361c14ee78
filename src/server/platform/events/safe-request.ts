import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import os from "node:os";

/**
 * Sending to an address an organisation typed (webhook endpoints, learning record stores), issue 23:
 * - in production only `https`, and never to a host that resolves to an address in an IANA
 *   special-purpose range or to this host's own (SSRF, issue 43 item 5); the address checked is the one connected to (pinned), so a
 *   DNS answer cannot change between the check and the request;
 * - a whole-request timeout (5 s unless told);
 * - a redirect (3xx) is answered as a failure and never followed.
 * Development and test allow `http` and loopback (a receiver on this machine).
 */

export interface TargetPolicy {
  /**
   * Refuse every address that is not on the public internet, and plain http. On in production, always
   * (config.env === "production" at every caller; production-settings.test.ts); off in development and
   * tests, where receivers run on this machine.
   */
  publicOnly: boolean;
}

export class RefusedTarget extends Error {}

/** The policy for the environment: production refuses every non-public address, whatever else is asked. */
export const targetPolicyFor = (config: { env: string }): TargetPolicy => ({
  publicOnly: config.env === "production",
});

/**
 * IANA's IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890 and its updates), multicast and
 * the deprecated site-local range (issue 43 item 5): none of them is a receiver on the internet.
 * 192.0.2/24, 198.51.100/24, 203.0.113/24 and 2001:db8::/32 are documentation ranges, which hosting
 * networks route internally; 2002::/16 (6to4) and 64:ff9b::/96 (NAT64) carry an IPv4 address of any kind,
 * so they are refused whole. ::ffff:0:0/96 (IPv4-mapped) is judged by the IPv4 address it carries.
 */
const SPECIAL_IPV4: readonly (readonly [string, number])[] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // shared address space (carrier-grade NAT)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation (TEST-NET-1)
  ["192.31.196.0", 24], // AS112-v4
  ["192.52.193.0", 24], // AMT
  ["192.88.99.0", 24], // deprecated 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["192.175.48.0", 24], // direct delegation AS112
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation (TEST-NET-2)
  ["203.0.113.0", 24], // documentation (TEST-NET-3)
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and 255.255.255.255 (limited broadcast)
];
const SPECIAL_IPV6: readonly (readonly [string, number])[] = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::", 96], // deprecated IPv4-compatible addresses
  ["64:ff9b::", 96], // IPv4/IPv6 translation (NAT64)
  ["64:ff9b:1::", 48], // local-use IPv4/IPv6 translation
  ["100::", 64], // discard-only
  ["100:0:0:1::", 64], // dummy prefix
  ["2001::", 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID…)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4
  ["2620:4f:8000::", 48], // direct delegation AS112
  ["3fff::", 20], // documentation
  ["5f00::", 16], // segment routing SIDs
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // deprecated site-local
  ["ff00::", 8], // multicast
];

const ipv4Value = (address: string) => address.split(".").reduce((value, part) => value * 256 + Number(part), 0);

/** An IPv6 address as a 128-bit number (zone id dropped, an embedded dotted IPv4 tail read), or null. */
function ipv6Value(address: string): bigint | null {
  let text = address.replace(/%.*$/, "").toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    if (isIP(dotted[1]) !== 4) return null;
    const v4 = ipv4Value(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

const V4_RULES = SPECIAL_IPV4.map(([network, prefix]) => ({
  network: BigInt(ipv4Value(network)),
  shift: BigInt(32 - prefix),
}));
const V6_RULES = SPECIAL_IPV6.map(([network, prefix]) => ({
  network: ipv6Value(network) as bigint,
  shift: BigInt(128 - prefix),
}));
const inRules = (value: bigint, rules: typeof V4_RULES) =>
  rules.some(({ network, shift }) => value >> shift === network >> shift);

const MAPPED_PREFIX = 0xffffn << 32n;

/** This host's own interface addresses, as the checks compare them (read on each check: they change). */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const entries of Object.values(os.networkInterfaces()))
    for (const entry of entries ?? []) {
      const key = addressKey(entry.address);
      if (key) own.add(key);
    }
  return own;
}

/** One spelling per address: IPv4 dotted, IPv6 (an IPv4-mapped one as its IPv4) as its number. */
function addressKey(address: string): string | null {
  if (isIP(address) === 4) return address;
  const value = ipv6Value(address);
  if (value === null) return null;
  if (value >> 32n === MAPPED_PREFIX >> 32n) {
    const v4 = Number(value & 0xffffffffn);
    return [v4 >>> 24, (v4 >>> 16) & 255, (v4 >>> 8) & 255, v4 & 255].join(".");
  }
  return `v6:${value.toString(16)}`;
}

/**
 * Whether an IP address is anywhere but the public internet: in a special-purpose range (above), or one
 * of this host's own addresses (a server with a public address reaches itself through it). Anything
 * that is not an IP address counts as not public.
 */
export function isNonPublicAddress(address: string): boolean {
  const key = addressKey(address);
  if (key === null) return true;
  if (key.startsWith("v6:")) {
    if (inRules(ipv6Value(address) as bigint, V6_RULES)) return true;
  } else if (inRules(BigInt(ipv4Value(key)), V4_RULES)) return true;
  return ownAddresses().has(key);
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
        `The host ${host} resolves to an address that is not on the public internet (${inside.address}): private, loopback, link-local, documentation and other special-purpose addresses, and this server's own, are refused`,
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
