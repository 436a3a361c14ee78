import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Workbench } from "../../contracts/bcorp-workbench";
import type { ComplianceRuleList, ComplianceStatusPage } from "../../contracts/compliance";
import type { PayGapReport, PayGapWorkspace } from "../../contracts/pay-gap";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../auth/demo-accounts";
import { rowsOf } from "../db/rows";
import { createTestApp, nextAddress, type TestApp, type TestUser } from "../test/test-app";
import { seed } from "./seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const seedDemo = () =>
  seed(t.database.db, {
    demo: true,
    contentDir: t.app.services.config.contentDir,
    dataEncryption: t.app.services.config.dataEncryption,
    uploads: t.app.services.config.uploads,
  });

async function signIn(email: string): Promise<TestUser> {
  const address = nextAddress();
  const res = await t.as(null, {
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: address,
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return { id: res.json().user.id, email, cookie, address };
}

const TABLES = [
  "pay_gap_snapshots",
  "pay_gap_records",
  "jedi_surveys",
  "jedi_survey_tokens",
  "jedi_survey_responses",
  "compliance_rules",
  "compliance_assignments",
  "bcorp_workbench_items",
  "bcorp_evidence_files",
  "knowledge_check_attempts",
  "knowledge_check_answers",
  "user_progress",
  "member",
];

async function counts() {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
    );
    out[table] = Number(row.n);
  }
  return out;
}

describe("the demo organisation shows what PIVOT is for (decision 399)", () => {
  it("has pay-gap years, survey results, compliance with overdue people and evidence; a second seed changes nothing", async () => {
    await seedDemo();
    const owner = await signIn(DEMO_ACCOUNTS.employer.email);
    const get = async <T>(url: string): Promise<T> => {
      const res = await t.as(owner, { method: "GET", url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json() as T;
    };
    const orgs = await get<{ id: string; name: string }[]>("/api/organizations");
    const org = orgs.find((o) => o.name === "Northwind Social Ltd")!;
    const base = `/api/organizations/${org.id}`;

    const workspace = await get<PayGapWorkspace>(`${base}/pay-gap`);
    expect(workspace.snapshots).toHaveLength(2);
    const [latest, earlier] = [...workspace.snapshots].sort((a, b) => b.year - a.year);
    expect(earlier.hasStatement).toBe(true);
    const report = await get<PayGapReport>(`${base}/pay-gap/snapshots/${latest.year}/report`);
    expect(report.recordCount).toBeGreaterThanOrEqual(20);
    expect(report.analysis.genderGap.basis).toBe("hourly");
    expect(report.previous?.year).toBe(earlier.year);
    // The gap narrows from last year to this.
    expect(report.measures.meanHourlyGap!).toBeLessThan(report.previous!.measures.meanHourlyGap!);

    const surveys = await get<{ surveys: { id: string }[] }>(`${base}/surveys`);
    expect(surveys.surveys.length).toBeGreaterThanOrEqual(1);
    const results = await get<{ available: boolean; responses: number }>(
      `${base}/surveys/${surveys.surveys[0].id}/results`,
    );
    expect(results.available).toBe(true);
    expect(results.responses).toBeGreaterThanOrEqual(10);

    const rules = await get<ComplianceRuleList>(`${base}/compliance-assignments`);
    expect(rules.items.length).toBe(2);
    const everyone = rules.items.find((r) => r.audience === "everyone")!;
    const status = await get<ComplianceStatusPage>(`${base}/compliance-assignments/${everyone.id}/status`);
    expect(status.items.some((a) => a.overdue)).toBe(true);
    expect(status.items.some((a) => a.completedAt !== null)).toBe(true);

    const workbench = await get<Workbench>(`${base}/bcorp-workbench`);
    const worked = workbench.topics.flatMap((topic) => topic.items).filter((i) => i.notes !== "");
    expect(worked.length).toBeGreaterThanOrEqual(4);
    expect(worked.every((i) => i.ownerId && i.dueOn)).toBe(true);
    const files = worked.flatMap((i) => i.evidence);
    expect(files.length).toBeGreaterThanOrEqual(3);
    const download = await t.as(owner, { method: "GET", url: `${base}/bcorp-workbench/evidence/${files[0].id}` });
    expect(download.statusCode).toBe(200);
    expect(download.body.startsWith("%PDF-")).toBe(true);

    // Every completion of a module with a knowledge check rests on a passed attempt.
    const unbacked = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`
        select count(*)::int as n from user_progress up join modules m on m.id = up.module_id
        where up.is_completed
          and (select count(*) from knowledge_check_questions q where q.module_id = m.id and q.retired_at is null and q.status = 'active') >= m.check_draw_size
          and not exists (select 1 from knowledge_check_attempts a where a.user_id = up.user_id and a.module_id = up.module_id and a.passed)
      `),
    );
    expect(Number(unbacked[0].n)).toBe(0);

    const before = await counts();
    await seedDemo();
    expect(await counts()).toEqual(before);
  });
});
