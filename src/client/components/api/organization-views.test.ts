import fs from "node:fs";
import path from "node:path";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { queryKeyOf } from "@/lib/api-client";
import { type Endpoint, isEndpoint } from "../../../contracts/endpoint";
import { organizationAnalyticsQueryKey } from "./get-organization-analytics";
import { organizationsQueryKey } from "./get-organizations";
import { pathwaysQueryKey } from "./get-pathways";
import { refreshOrganizationFiguresOfLearner, refreshOrganizationViews } from "./organization-views";

/**
 * Decision 403: a console write refreshes every view of its organisation. Every GET the contracts
 * declare under /api/organizations/:id is a view of that organisation; each is cached under its key and
 * must be invalidated by the rule, as must the team analytics, the organisation list and the person's own
 * pathways. Another organisation's reads are left alone.
 */
const endpoints: Endpoint[] = Object.values(
  import.meta.glob<Record<string, unknown>>("../../../contracts/api/*.ts", { eager: true }),
).flatMap((exports) =>
  Object.values(exports).flatMap((group) =>
    typeof group === "object" && group !== null ? Object.values(group).filter(isEndpoint) : [],
  ),
);

const ORG = "org-a";
const OTHER = "org-b";

/** Every :param filled: the organisation's id for :id, something for the rest. */
const keyIn = (endpoint: Endpoint, organizationId: string) => {
  const names = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  const params = Object.fromEntries(names.map((name) => [name, name === "id" ? organizationId : "7"]));
  return (queryKeyOf as (e: Endpoint, input: object) => readonly unknown[])(endpoint, { params });
};

const organizationReads = endpoints.filter((e) => e.method === "GET" && e.path.startsWith("/api/organizations/:id/"));

function seeded() {
  const client = new QueryClient();
  for (const endpoint of organizationReads) {
    client.setQueryData(keyIn(endpoint, ORG), { seeded: true });
    client.setQueryData(keyIn(endpoint, OTHER), { seeded: true });
  }
  for (const key of [organizationAnalyticsQueryKey(), organizationsQueryKey(), pathwaysQueryKey()])
    client.setQueryData(key, [{ id: ORG, active: true }]);
  return client;
}

const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe("refreshOrganizationViews", () => {
  it("invalidates every read of the organisation, its analytics, the list and the person's pathways", async () => {
    expect(organizationReads.length).toBeGreaterThan(20);
    const client = seeded();
    await refreshOrganizationViews(client, ORG);
    const stale = organizationReads.filter((e) => !invalidated(client, keyIn(e, ORG))).map((e) => e.path);
    expect(stale).toEqual([]);
    for (const key of [organizationAnalyticsQueryKey(), organizationsQueryKey(), pathwaysQueryKey()])
      expect(invalidated(client, key), String(key)).toBe(true);
    // Another organisation's reads stay as they were.
    expect(organizationReads.filter((e) => invalidated(client, keyIn(e, OTHER)))).toEqual([]);
  });
});

describe("refreshOrganizationFiguresOfLearner", () => {
  it("invalidates the analytics and the active organisation's learning reports, not its settings", async () => {
    const client = seeded();
    await refreshOrganizationFiguresOfLearner(client);
    expect(invalidated(client, organizationAnalyticsQueryKey())).toBe(true);
    const byPath = (p: string) => organizationReads.find((e) => e.path === p) as Endpoint;
    for (const p of [
      "/api/organizations/:id/compliance-assignments",
      "/api/organizations/:id/compliance-assignments/:ruleId/status",
      "/api/organizations/:id/knowledge-checks/analysis",
      "/api/organizations/:id/scorm-course-report",
    ])
      expect(invalidated(client, keyIn(byPath(p), ORG)), p).toBe(true);
    expect(invalidated(client, keyIn(byPath("/api/organizations/:id/security-policy"), ORG))).toBe(false);
    expect(invalidated(client, organizationsQueryKey())).toBe(false);
  });
});

/**
 * The console's write hooks all go through the rule (or, when the active organisation changes,
 * followActiveOrganization, which refreshes everything): a hook that invalidates a narrower key by hand
 * is how "0 assigned" stayed on screen after an assignment.
 */
const CLIENT = path.resolve(import.meta.dirname, "../..");
const CONSOLE_WRITES = [
  "features/employer/api/assign-pathway.ts",
  "features/employer/api/create-compliance-assignment.ts",
  "features/employer/api/end-compliance-assignment.ts",
  "features/organizations/api/create-invitations.ts",
  "features/organizations/api/resend-invitation.ts",
  "features/organizations/api/revoke-invitation.ts",
  "features/organizations/api/accept-invitation.ts",
  "features/organizations/api/update-organization-member.ts",
  "features/organizations/api/remove-organization-member.ts",
  "features/organizations/api/create-organization-department.ts",
  "features/organizations/api/rename-organization-department.ts",
  "features/organizations/api/delete-organization-department.ts",
  "features/organizations/api/lms-pending-learners.ts",
  "features/jedi/components/survey/api/survey-api.ts",
];
const LEARNING_WRITES = [
  "features/modules/api/update-progress.ts",
  "features/modules/api/submit-knowledge-check.ts",
  "features/modules/api/record-scenario-choice.ts",
];

describe("the console's write hooks", () => {
  it("refresh through the one rule", () => {
    const missing = CONSOLE_WRITES.filter((file) => {
      const text = fs.readFileSync(path.join(CLIENT, file), "utf8");
      return !/refreshOrganizationViews\(|followActiveOrganization\(/.test(text);
    });
    expect(missing).toEqual([]);
    const learning = LEARNING_WRITES.filter(
      (file) => !fs.readFileSync(path.join(CLIENT, file), "utf8").includes("refreshOrganizationFiguresOfLearner("),
    );
    expect(learning).toEqual([]);
  });
});
