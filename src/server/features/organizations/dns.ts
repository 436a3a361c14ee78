import { resolveTxt } from "node:dns/promises";
import type { FastifyInstance } from "fastify";

/**
 * The one seam between domain verification and DNS (issue 20 item 3). Verifying a domain reads its
 * TXT records through `txtResolverFor(app)`: node:dns's `resolveTxt` unless a test gave this app a
 * stub with `useTxtResolver(app, stub)`. The stub belongs to the one app (a WeakMap on its services,
 * which the root instance and every plugin share), so test files sharing a worker never see each other's.
 *
 *   useTxtResolver(t.app, async (domain) => (domain === "northwind.example" ? [["pivot-verification=…"]] : []));
 *
 * A resolver answers the domain's TXT records, each as the chunks DNS splits a long record into, and
 * throws (ENOTFOUND, ENODATA …) or answers [] when there are none.
 */
export type TxtResolver = (domain: string) => Promise<string[][]>;

/** An answer DNS does not give within this long counts as no record (the owner can try again). */
const LOOKUP_TIMEOUT_MS = 5_000;

const systemResolver: TxtResolver = (domain) =>
  Promise.race([
    resolveTxt(domain),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("DNS lookup timed out")), LOOKUP_TIMEOUT_MS).unref(),
    ),
  ]);

const resolvers = new WeakMap<object, TxtResolver>();

export function useTxtResolver(app: FastifyInstance, resolver: TxtResolver): void {
  resolvers.set(app.services, resolver);
}

export const txtResolverFor = (app: FastifyInstance): TxtResolver => resolvers.get(app.services) ?? systemResolver;

/** The domain's TXT records joined from their chunks; none when the lookup fails. */
export async function txtRecordsOf(resolver: TxtResolver, domain: string): Promise<string[]> {
  try {
    return (await resolver(domain)).map((chunks) => chunks.join(""));
  } catch {
    return [];
  }
}
