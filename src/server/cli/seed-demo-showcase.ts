import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { utcDay } from "../../domain/calendar";
import { countsTowardsThreshold, followUpDate } from "../../domain/inclusion-survey";
import { CSV_COLUMNS } from "../../domain/jedi-csv";
import { currentReportingYear } from "../../domain/pay-gap-statutory";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import {
  bcorpEvidenceFiles,
  bcorpWorkbenchItems,
  complianceRules,
  jediSurveyResponses,
  jediSurveys,
  jediSurveyTokens,
  member,
  organization,
  pathwayModules,
  pathways,
  payGapSnapshots,
  user,
  userProgress,
} from "../db/schema";
import { BCORP_EVIDENCE_FOLDER } from "../features/bcorp-workbench/workbench";
import { createComplianceRule } from "../features/compliance/service";
import { createPayGapStore } from "../features/pay-gap/store";
import { createDataCipher } from "../platform/crypto/data-encryption";
import { createUploadStorage } from "../platform/storage/upload-storage";

const DAY = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/**
 * Decision 399: the demo organisation shows what PIVOT is for. Northwind Social Ltd gets two pay-gap
 * years, a closed inclusion survey whose results are open, compliance rules with people overdue, done
 * and in progress, B Corp workbench items with evidence, and a passed knowledge check behind every
 * completion of an assessed module. Each part is written only when the organisation has none of its
 * kind, so a second start adds nothing and nothing a person did there is changed.
 */
export async function seedDemoShowcase(
  db: Db,
  config: Partial<Pick<AppConfig, "dataEncryption" | "uploads">>,
  now = new Date(),
  extraUserIds: readonly string[] = [],
) {
  const [org] = await db
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.slug, "northwind-social"));
  if (!org) return;
  const people = await db
    .select({
      userId: member.userId,
      role: member.role,
      department: member.department,
      memberSince: member.createdAt,
      email: user.email,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, org.id))
    .orderBy(user.email);
  const owner = people.find((p) => p.role === "owner");
  if (!owner) return;
  const members = people.filter((p) => p.role === "member");
  await seedComplianceRules(db, org.id, owner.userId, members, now);
  await backCompletionsWithPassedChecks(db, [...people.map((p) => p.userId), ...extraUserIds]);
  if (config.dataEncryption) await seedPayGapYears(db, config.dataEncryption, org.id, owner.userId, now);
  await seedInclusionSurvey(db, org.id, people, now);
  await seedWorkbench(db, config.uploads, org.id, owner.userId, members, now);
}

/**
 * Every completion of a module with a knowledge check gets the passed attempt completing it takes
 * (issue 22): the module's draw (its first questions), every answer right, submitted just before the
 * completion. One statement for everyone, so start-up stays quick; a completion already backed is left.
 */
export async function backCompletionsWithPassedChecks(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await db.execute(sql`
    with todo as (
      select up.user_id, up.module_id, coalesce(up.completed_at, up.updated_at) as done_at, m.check_pass_mark,
        q.drawn, q.answers, q.ids
      from user_progress up
      join modules m on m.id = up.module_id
      cross join lateral (
        select jsonb_agg(jsonb_build_object('questionId', x.id,
                 'optionOrder', (select jsonb_agg(o->>'id') from jsonb_array_elements(x.options) o)) order by x.position, x.id) as drawn,
               jsonb_object_agg(x.key, to_jsonb(x.correct)) as answers,
               array_agg(x.id) as ids,
               count(*) as n
        from (
          select id, key, options, correct, position from knowledge_check_questions
          where module_id = m.id and retired_at is null and status = 'active'
          order by position, id limit m.check_draw_size
        ) x
      ) q
      where up.is_completed and up.user_id = any(${sql.param([...userIds])}::text[])
        and q.n >= m.check_draw_size and q.n > 0
        and not exists (select 1 from knowledge_check_attempts a
                        where a.user_id = up.user_id and a.module_id = up.module_id and a.passed)
    ), inserted as (
      insert into knowledge_check_attempts (user_id, module_id, seed, questions, pass_mark, started_at, expires_at,
        submitted_at, score_percent, passed, answers)
      select user_id, module_id, 0, drawn, check_pass_mark, done_at - interval '12 minutes',
        done_at + interval '48 minutes', done_at - interval '1 minute', 100, true, answers
      from todo
      returning id, user_id, module_id
    )
    insert into knowledge_check_answers (attempt_id, question_id, chosen, is_correct)
    select i.id, kq.id, kq.correct, true
    from inserted i
    join todo t on t.user_id = i.user_id and t.module_id = i.module_id
    join knowledge_check_questions kq on kq.id = any(t.ids)
  `);
}

type Person = { userId: string; role: string; department: string | null; memberSince: Date; email: string };

/**
 * Two compliance rules: the first pathway for everyone, assigned 45 days ago and due 15 days ago (a
 * third of the team finished it, the rest are overdue), and the second for Technology, due in a month.
 */
async function seedComplianceRules(db: Db, organizationId: string, ownerId: string, members: Person[], now: Date) {
  const [existing] = await db
    .select({ id: complianceRules.id })
    .from(complianceRules)
    .where(eq(complianceRules.organizationId, organizationId))
    .limit(1);
  if (existing) return;
  const rows = await db
    .select({ id: pathways.id, moduleId: pathwayModules.moduleId })
    .from(pathways)
    .innerJoin(pathwayModules, eq(pathwayModules.pathwayId, pathways.id))
    .orderBy(pathways.id, pathwayModules.position);
  const ids = [...new Set(rows.map((r) => r.id))];
  if (ids.length < 2) return;
  const [everyonePathway, departmentPathway] = ids;
  const assignedAt = daysBefore(now, 45);
  // A third of the team finished the pathway for everyone a fortnight after it was assigned.
  const finished = members.filter((_, i) => i % 3 === 0);
  const moduleIds = rows.filter((r) => r.id === everyonePathway).map((r) => r.moduleId);
  const completedAt = daysBefore(now, 30);
  const progress = finished.flatMap((p) =>
    moduleIds.map((moduleId) => ({
      userId: p.userId,
      moduleId,
      progressPercentage: 100,
      isCompleted: true,
      timeSpent: 1800,
      startedAt: assignedAt,
      completedAt,
      updatedAt: completedAt,
    })),
  );
  if (progress.length > 0) {
    await db
      .insert(userProgress)
      .values(progress)
      .onConflictDoUpdate({
        target: [userProgress.userId, userProgress.moduleId],
        set: { progressPercentage: 100, isCompleted: true, completedAt, updatedAt: completedAt },
        setWhere: sql`not ${userProgress.isCompleted}`,
      });
    // Their modules' checks are passed before the rule looks at their completions.
    await backCompletionsWithPassedChecks(
      db,
      finished.map((p) => p.userId),
    );
  }
  await createComplianceRule(
    db,
    organizationId,
    ownerId,
    { pathwayId: everyonePathway, audience: "everyone", dueDays: 30 },
    assignedAt,
    null,
  );
  await createComplianceRule(
    db,
    organizationId,
    ownerId,
    { pathwayId: departmentPathway, audience: "department", department: "Technology", dueDays: 45 },
    daysBefore(now, 14),
    null,
  );
}

/** People & Culture, Operations, …: the organisation's own departments, as the factories name them. */
const PAY_DEPARTMENTS = ["People & Culture", "Operations", "Marketing", "Finance", "Technology", "Sustainability"];
const ROLES = ["Coordinator", "Officer", "Manager", "Senior Manager"];

/**
 * 24 people on hourly pay (weekly hours for everyone), women and men in every department, the men
 * ahead by `gap` at each grade: last year's gap is wider than this year's.
 */
function payGapCsv(gap: number, raise: number): string {
  const rows = Array.from({ length: 24 }, (_, i) => {
    const gender = i % 2 === 0 ? "female" : "male";
    const grade = Math.floor(i / 6);
    const base = [26_000, 32_500, 41_000, 56_000][grade] + (i % 6) * 900;
    const salary = Math.round((gender === "male" ? base * (1 + gap) : base) * raise);
    const record: Record<(typeof CSV_COLUMNS)[number], string> = {
      role: ROLES[grade],
      gender,
      ethnicity: ["white", "asian", "black", "mixed", "white", "other"][i % 6],
      age: ["26-35", "36-45", "18-25", "46-55", "26-35", "56-65"][i % 6],
      disability: i % 7 === 3 ? "yes" : "no",
      salary: String(salary),
      department: PAY_DEPARTMENTS[i % PAY_DEPARTMENTS.length],
      yearsExperience: String(2 + grade * 4 + (i % 3)),
      weeklyHours: i % 5 === 4 ? "22.5" : "37.5",
      bonus: grade >= 2 ? String(Math.round(salary * (gender === "male" ? 0.06 : 0.05))) : "0",
    };
    return CSV_COLUMNS.map((c) => record[c]).join(",");
  });
  return [CSV_COLUMNS.join(","), ...rows, ""].join("\r\n");
}

/** Last year's and this year's pay-gap snapshots, uploaded as an owner uploads them (encrypted), with last year's statement. */
async function seedPayGapYears(
  db: Db,
  dataEncryption: AppConfig["dataEncryption"],
  organizationId: string,
  ownerId: string,
  now: Date,
) {
  const [existing] = await db
    .select({ id: payGapSnapshots.id })
    .from(payGapSnapshots)
    .where(eq(payGapSnapshots.organizationId, organizationId))
    .limit(1);
  if (existing) return;
  const store = createPayGapStore(db, createDataCipher(dataEncryption), () => now);
  const actor = {
    access: {
      organization: { id: organizationId, name: "Northwind Social Ltd" },
      userId: ownerId,
      isOwner: true,
      isAnalyst: false,
    },
    ip: null,
  };
  const year = currentReportingYear(now, "private");
  await store.upload(actor, year - 1, payGapCsv(0.14, 1));
  await store.upload(actor, year, payGapCsv(0.08, 1.04));
  await store.saveStatement(actor, year - 1, {
    narrative:
      "Our gender pay gap comes mostly from more men than women in our senior roles. Pay for the same role is set on one scale for everyone, and we have reviewed every salary above that scale.",
    actionPlan:
      "We will advertise every senior role with flexible hours, publish the salary range, interview from balanced shortlists and review starting pay each year with our People & Culture team.",
    seniorName: "James Whitfield",
    seniorJobTitle: "Managing Director",
  });
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * An inclusion survey launched 40 days ago, closed 20 days ago, answered by 18 of the team: as a launch
 * and the respondents' answers store it (tokens spent, responses with the day and department only).
 */
async function seedInclusionSurvey(db: Db, organizationId: string, people: Person[], now: Date) {
  const [existing] = await db
    .select({ id: jediSurveys.id })
    .from(jediSurveys)
    .where(eq(jediSurveys.organizationId, organizationId))
    .limit(1);
  if (existing) return;
  const launchedAt = daysBefore(now, 40);
  const opensOn = utcDay(launchedAt);
  const closesOn = utcDay(daysBefore(now, 20));
  const [survey] = await db
    .insert(jediSurveys)
    .values({
      organizationId,
      title: `Inclusion survey, ${launchedAt.toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" })}`,
      opensOn,
      closesOn,
      followUpOn: followUpDate(closesOn),
      invitedCount: people.length,
      createdAt: launchedAt,
    })
    .returning({ id: jediSurveys.id });
  const respondents = people.filter((p) => p.role === "member").slice(0, 18);
  const tokens = people.map((p) => {
    const answered = respondents.includes(p);
    return {
      surveyId: survey.id,
      tokenHash: hashToken(randomBytes(32).toString("hex")),
      userId: answered ? null : p.userId,
      department: answered ? null : p.department,
      counted: countsTowardsThreshold({ role: p.role, memberSince: new Date(p.memberSince) }, launchedAt),
      used: answered,
    };
  });
  await db.insert(jediSurveyTokens).values(tokens);
  const scales = ["4", "3", "5", "4", "2", "4", "3", "5", "4", "3"];
  const advancement = ["Yes, the same as everyone", "Mostly", "Mostly", "Not really", "Not sure"];
  // Leadership scores under 60, so the results recommend pathways for it.
  const leadership = ["Partly", "Very little", "Partly", "Very little", "Not sure"];
  const comments = [
    "Flexible hours have made a real difference to me.",
    "Promotion criteria could be clearer.",
    "More visible role models in senior roles, please.",
  ];
  await db.insert(jediSurveyResponses).values(
    respondents.map((p, i) => ({
      id: randomUUID(),
      surveyId: survey.id,
      department: p.department,
      answers: {
        inclusion_rating: scales[i % scales.length],
        belonging_sense: scales[(i + 3) % scales.length],
        advancement_equity: advancement[i % advancement.length],
        leadership_representation: leadership[i % leadership.length],
        ...(i % 6 === 0 ? { improvement_suggestions: comments[(i / 6) % comments.length] } : {}),
      },
      counted: countsTowardsThreshold({ role: p.role, memberSince: new Date(p.memberSince) }, launchedAt),
      submittedOn: utcDay(daysBefore(now, 38 - (i % 15))),
    })),
  );
}

/** What the demo organisation has gathered, by requirement: written evidence, and the files it uploaded. */
const WORKBENCH_EVIDENCE: {
  requirementId: string;
  status: "done" | "in-progress";
  dueInDays: number;
  notes: string;
  files: string[];
}[] = [
  {
    requirementId: "fr-eligibility",
    status: "done",
    dueInDays: -20,
    notes: "Incorporated in 2019; the filed accounts for the last three years are attached.",
    files: ["Filed accounts 2023 to 2025.pdf"],
  },
  {
    requirementId: "fr-disclosure",
    status: "done",
    dueInDays: -10,
    notes: "Disclosure questionnaire answered in full with no issues to address, signed off by the board.",
    files: ["Disclosure questionnaire.pdf", "Board minutes, October.pdf"],
  },
  {
    requirementId: "fr-risk",
    status: "in-progress",
    dueInDays: 14,
    notes: "Industry risk review started with the sustainability lead: the supplier list is checked so far.",
    files: [],
  },
  {
    requirementId: "fr-legal",
    status: "in-progress",
    dueInDays: 30,
    notes: "The draft amendment to the articles (stakeholder governance) is with our solicitor.",
    files: ["Draft articles amendment.pdf"],
  },
  {
    requirementId: "fw-pay-gap",
    status: "in-progress",
    dueInDays: 45,
    notes: "Two years of pay-gap figures in the Pay Equity tab; last year's statement and action plan attached.",
    files: ["Pay gap statement.pdf"],
  },
  {
    requirementId: "fw-voice",
    status: "done",
    dueInDays: -5,
    notes: "The autumn inclusion survey closed with 18 answers; results shared at the all-staff meeting.",
    files: [],
  },
];

/** A one-page PDF saying what it stands for: the demo's evidence opens in any viewer. */
function evidencePdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, "");
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/**
 * Workbench items with owners, due dates, statuses, written evidence and (with the uploads configured)
 * evidence files stored as an upload stores them. Nothing is written once anyone worked on an item.
 */
async function seedWorkbench(
  db: Db,
  uploads: AppConfig["uploads"] | undefined,
  organizationId: string,
  ownerId: string,
  members: Person[],
  now: Date,
) {
  const [touched] = await db
    .select({ id: bcorpWorkbenchItems.id })
    .from(bcorpWorkbenchItems)
    .where(
      and(
        eq(bcorpWorkbenchItems.organizationId, organizationId),
        sql`(${bcorpWorkbenchItems.ownerId} is not null or ${bcorpWorkbenchItems.notes} <> '' or ${bcorpWorkbenchItems.status} <> 'not-started')`,
      ),
    )
    .limit(1);
  if (touched) return;
  const owners = [ownerId, ...members.map((m) => m.userId)];
  const items = await db
    .insert(bcorpWorkbenchItems)
    .values(
      WORKBENCH_EVIDENCE.map((e, i) => ({
        organizationId,
        requirementId: e.requirementId,
        ownerId: owners[(i * 5) % owners.length],
        dueOn: utcDay(new Date(now.getTime() + e.dueInDays * DAY)),
        status: e.status,
        notes: e.notes,
      })),
    )
    .onConflictDoUpdate({
      target: [bcorpWorkbenchItems.organizationId, bcorpWorkbenchItems.requirementId],
      set: {
        ownerId: sql`excluded.owner_id`,
        dueOn: sql`excluded.due_on`,
        status: sql`excluded.status`,
        notes: sql`excluded.notes`,
      },
    })
    .returning({
      id: bcorpWorkbenchItems.id,
      requirementId: bcorpWorkbenchItems.requirementId,
      ownerId: bcorpWorkbenchItems.ownerId,
    });
  if (!uploads) return;
  const storage = createUploadStorage(uploads, BCORP_EVIDENCE_FOLDER);
  const files = [];
  for (const item of items) {
    for (const fileName of WORKBENCH_EVIDENCE.find((e) => e.requirementId === item.requirementId)?.files ?? []) {
      const body = evidencePdf(fileName.replace(/\.pdf$/, ""));
      const key = `org-${organizationId.replace(/[^A-Za-z0-9_-]/g, "")}-${randomBytes(8).toString("hex")}.pdf`;
      await storage.put(key, body, "application/pdf");
      files.push({
        itemId: item.id,
        organizationId,
        fileName,
        contentType: "application/pdf",
        sizeBytes: body.length,
        storage: storage.kind,
        storageKey: key,
        uploadedBy: item.ownerId,
      });
    }
  }
  if (files.length > 0) await db.insert(bcorpEvidenceFiles).values(files);
}
