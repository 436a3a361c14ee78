/**
 * A customer's script against the public API, typed by a client generated from our OpenAPI document
 * (`npx openapi-typescript http://localhost:5000/api/openapi.json -o pivot-api.d.ts`). The OpenAPI
 * test generates pivot-api.d.ts from the running app and type-checks this file against it, so a
 * change to the API that would break such a script fails our tests first.
 *
 * Usage: PIVOT_URL=https://… PIVOT_API_KEY=… node list-completions.ts
 */
import type { paths } from "./pivot-api";

type CompletionsPage = paths["/api/v1/completions"]["get"]["responses"][200]["content"]["application/json"];
type CompletionsQuery = NonNullable<paths["/api/v1/completions"]["get"]["parameters"]["query"]>;
export type Completion = CompletionsPage["items"][number];

/** Every completion since `completedSince` (an ISO date-time), page after page. */
export async function listCompletions(baseUrl: string, apiKey: string, completedSince?: string): Promise<Completion[]> {
  const completions: Completion[] = [];
  let cursor: string | null | undefined;
  do {
    const query: CompletionsQuery = { limit: 1000 };
    if (completedSince) query.completedSince = completedSince;
    if (cursor) query.cursor = cursor;
    const url = new URL("/api/v1/completions", baseUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    const response = await fetch(url, { headers: { authorization: `Bearer ${apiKey}` } });
    if (response.status === 429) {
      const wait = Number(response.headers.get("retry-after") ?? "1");
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
    const page = (await response.json()) as CompletionsPage;
    completions.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return completions;
}

const baseUrl = process.env.PIVOT_URL;
const apiKey = process.env.PIVOT_API_KEY;
if (baseUrl && apiKey) {
  for (const completion of await listCompletions(baseUrl, apiKey)) console.log(JSON.stringify(completion));
}
