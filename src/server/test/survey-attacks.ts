import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { utcDay } from "../../domain/calendar";
import { GROUP_DIMENSIONS } from "../../domain/inclusion-survey";
import { mailMessages } from "../db/schema";
import { SURVEY_INVITATION_TEMPLATE } from "../features/jedi-surveys/surveys";
import { addMember, createLearner, createOrganization, createOrganizationPlan } from "./factories";
import { signedInSession } from "./route-callers";
import type { TestApp, TestUser } from "./test-app";

/**
 * The bad-faith owner's attacks on the inclusion survey's anonymity (decision 390), through the API
 * only, shared by survey-padding-attack.test.ts and the authorization matrix.
 */

const unique = () => randomBytes(4).toString("hex");

/** The one-time link token e-mailed to each address for a survey (the stored, unredacted message). */
export async function surveyTokensMailed(t: TestApp, addresses: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const address of addresses) {
    const rows = await t.database.db
      .select({ text: mailMessages.textBody })
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, address), eq(mailMessages.template, SURVEY_INVITATION_TEMPLATE)));
    const match = rows.at(-1)?.text.match(/\/inclusion-survey\/([0-9a-f]{64})/);
    if (match?.[1]) found.set(address, match[1]);
  }
  return found;
}

export const TARGET_COMMENT = "I was passed over for promotion by my manager in Research";
export const TARGET_ANSWERS = {
  inclusion_rating: "1",
  belonging_sense: "1",
  advancement_equity: "No",
  leadership_representation: "Very little",
  improvement_suggestions: TARGET_COMMENT,
};
const PADDING_ANSWERS = {
  inclusion_rating: "5",
  belonging_sense: "5",
  advancement_equity: "Mostly",
  leadership_representation: "Fully",
};

export interface PaddingAttack {
  owner: TestUser;
  organizationId: string;
  surveyId: number;
  /** Every results view the page offers, as the owner reads them (one per grouping). */
  readAll(): Promise<Record<string, unknown>[]>;
}

/**
 * The attack: the owner turns the join link on, nine accounts of theirs join by it, the owner
 * puts them and one long-standing member (the target) in a department, launches the survey to it, the
 * nine and the target answer, and the owner closes it the same day. `padders` "admins" makes the nine
 * long-standing admins instead (the other way an owner could pad).
 */
export async function paddingAttack(
  t: TestApp,
  options: { padders?: "joined by link" | "admins"; now: Date },
): Promise<PaddingAttack> {
  const db = t.database.db;
  const suffix = unique();
  const org = await createOrganization(db, { name: `Padded Org ${suffix}`, slug: `padded-org-${suffix}` });
  await createOrganizationPlan(db, {
    organizationId: org.id,
    planId: "organisation",
    billingCycle: "yearly",
    seats: 50,
    invoiceRef: `INV-${suffix}`,
    now: options.now,
  });
  const person = async (name: string) =>
    signedInSession(
      t,
      await createLearner(db, { email: `${name}-${unique()}@padded.example.com`, firstName: name, lastName: "Person" }),
    );
  const owner = await person("owner");
  await addMember(db, { organizationId: org.id, userId: owner.id, role: "owner", department: null });
  const target = await person("target");
  await addMember(db, { organizationId: org.id, userId: target.id, role: "member", department: null });
  // Everyone so far has been a member for a month: the target is a real, long-standing colleague.
  await db.execute(
    sql`update member set created_at = ${new Date(options.now.getTime() - 30 * 86_400_000).toISOString()} where organization_id = ${org.id}`,
  );

  const padders: TestUser[] = [];
  if (options.padders === "admins") {
    for (let i = 0; i < 9; i++) {
      const padder = await person(`admin${i}`);
      await addMember(db, { organizationId: org.id, userId: padder.id, role: "admin", department: null });
      padders.push(padder);
    }
    await db.execute(
      sql`update member set created_at = ${new Date(options.now.getTime() - 30 * 86_400_000).toISOString()} where organization_id = ${org.id}`,
    );
  } else {
    const link = await t.as(owner, {
      method: "PATCH",
      url: `/api/organizations/${org.id}`,
      payload: { joinLinkEnabled: true },
    });
    expect(link.statusCode, link.body).toBe(200);
    const joinToken = (link.json().joinPath as string).split("/").at(-1);
    for (let i = 0; i < 9; i++) {
      const padder = await person(`padder${i}`);
      const joined = await t.as(padder, { method: "POST", url: `/api/join/${joinToken}` });
      expect(joined.statusCode, joined.body).toBe(200);
      padders.push(padder);
    }
  }

  const department = await t.as(owner, {
    method: "POST",
    url: `/api/organizations/${org.id}/departments`,
    payload: { name: "Research" },
  });
  expect(department.statusCode, department.body).toBe(201);
  for (const who of [...padders, target]) {
    const moved = await t.as(owner, {
      method: "PATCH",
      url: `/api/organizations/${org.id}/members/${who.id}`,
      payload: { department: "Research" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }

  const launched = await t.as(owner, {
    method: "POST",
    url: `/api/organizations/${org.id}/surveys`,
    payload: {
      opensOn: utcDay(options.now),
      closesOn: utcDay(new Date(options.now.getTime() + 14 * 86_400_000)),
      departments: ["Research"],
      includeDemographics: true,
    },
  });
  expect(launched.statusCode, launched.body).toBe(201);
  const surveyId = launched.json().id as number;
  expect(launched.json().invited).toBe(10);

  const tokens = await surveyTokensMailed(
    t,
    [...padders, target].map((p) => p.email),
  );
  for (const [who, answers] of [
    ...padders.map((p): [TestUser, Record<string, string>] => [p, PADDING_ANSWERS]),
    [target, TARGET_ANSWERS] as [TestUser, Record<string, string>],
  ]) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/inclusion-survey/responses",
      payload: { token: tokens.get(who.email), answers },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const closed = await t.as(owner, { method: "POST", url: `/api/organizations/${org.id}/surveys/${surveyId}/close` });
  expect(closed.statusCode, closed.body).toBe(200);

  return {
    owner,
    organizationId: org.id,
    surveyId,
    async readAll() {
      const views: Record<string, unknown>[] = [];
      for (const groupBy of GROUP_DIMENSIONS) {
        const res = await t.as(owner, {
          method: "GET",
          url: `/api/organizations/${org.id}/surveys/${surveyId}/results?groupBy=${groupBy}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        views.push(res.json());
      }
      return views;
    },
  };
}

/**
 * Nothing of the target's in a results answer: no figures, no groups, no written answer. (How many
 * answered stays: participation, not answers; the owner sends reminders by it.)
 */
export function expectNothingOfTheTarget(view: Record<string, unknown>) {
  expect(view).toMatchObject({ available: false, overall: [], groups: [], comments: {}, lowScoring: [] });
  expect(JSON.stringify(view)).not.toContain(TARGET_COMMENT);
  expect(JSON.stringify(view)).not.toContain("Very little");
}

/** One respondent as the test knows them: their group in every grouping, and whether they count. */
export interface KnownRespondent {
  counted: boolean;
  groups: Readonly<Record<string, string>>;
}

/** A results answer as far as the pair check needs it. */
export interface OfferedResults {
  groupBy: string;
  available: boolean;
  groups: { name: string; isOther: boolean }[];
}

/**
 * The people behind every view the results page offers: everyone, and each grouping's named groups and
 * "Other" (those in no named group of that grouping).
 */
function offeredSets(views: readonly OfferedResults[], people: readonly KnownRespondent[]) {
  const sets: { label: string; members: boolean[] }[] = [{ label: "everyone", members: people.map(() => true) }];
  for (const view of views) {
    if (!view.available) continue;
    const named = view.groups.filter((g) => !g.isOther).map((g) => g.name);
    for (const g of view.groups)
      sets.push({
        label: `${view.groupBy}:${g.name}`,
        members: people.map((p) => {
          const name = p.groups[view.groupBy] ?? "";
          return g.isOther ? !named.includes(name) : name === g.name;
        }),
      });
  }
  return sets;
}

/**
 * What an owner can work out from every pair of views the page offers, with everyone's total: each
 * x·A + y·B + z·everyone with x, y, z in {-1, 0, 1} that is exactly some set of people (0 or 1 for each
 * person) is a set whose figures they learn. Returns those holding someone but fewer than `threshold`
 * who count: each a leak.
 */
export function smallSetsFromPairs(
  views: readonly OfferedResults[],
  people: readonly KnownRespondent[],
  threshold = 10,
): string[] {
  // Withheld results offer no view at all, not even everyone's.
  if (!views.some((v) => v.available)) return [];
  const sets = offeredSets(views, people);
  const leaks: string[] = [];
  const steps = [-1, 0, 1];
  for (let i = 0; i < sets.length; i++)
    for (let j = i; j < sets.length; j++) {
      const a = sets[i];
      const b = sets[j];
      if (!a || !b) continue;
      for (const x of steps)
        for (const y of steps)
          for (const z of steps) {
            const value = people.map((_, k) => x * +!!a.members[k] + y * +!!b.members[k] + z);
            if (!value.every((v) => v === 0 || v === 1)) continue;
            const inside = people.filter((_, k) => value[k] === 1);
            const counted = inside.filter((p) => p.counted).length;
            if (inside.length > 0 && counted < threshold)
              leaks.push(`${x}·${a.label} ${y}·${b.label} ${z}·everyone: ${inside.length} people, ${counted} counted`);
          }
    }
  return leaks;
}
