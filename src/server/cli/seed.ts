import { and, eq, gt, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { periodEndFrom } from "../../domain/plans";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PREMIUM_DEMO_ACCOUNT } from "../auth/demo-accounts";
import type { AppConfig } from "../config";
import { type Catalogue, loadCatalogue } from "../db/catalogue";
import { ADVISORY_LOCK_CLASS, CATALOGUE_LOCK, type Db } from "../db/client";
import { refreshLearningTimes } from "../db/learning-time";
import {
  certificates,
  knowledgeCheckQuestions,
  moduleScenarios,
  modules,
  organization,
  pathwayEnrollments,
  pathwayModules,
  pathways,
  subscriptions,
  user,
  userProgress,
} from "../db/schema";
import { recordInvoicePlanNow } from "../features/billing/organization-service";
import type { CredentialSettings } from "../features/credentials/credential-runtime";
import { claimCertificate } from "../features/credentials/issuing";
import { writeTransaction } from "../platform/caches/writes";
import { backdateMemberships } from "../platform/organizations/member-writes";
import {
  addMember,
  catalogueModuleIds,
  completeModule,
  createAdmin,
  createEmployerWithTeam,
  createLearner,
  createSubscription,
  MAX_TEAM_SIZE,
  recordProgress,
  seededRandom,
} from "../test/factories";
import { seedDemoShowcase } from "./seed-demo-showcase";
import { seedDemoTeamHub } from "./seed-team-hub";

/**
 * Loads the catalogue files into the database. Idempotent: upserts by slug. One transaction under an
 * advisory lock (issue 44 item 4): processes that start together sync one after another instead of
 * deleting and inserting the same pathway's modules at once, and no reader ever sees a pathway between
 * its modules' delete and insert.
 */
export async function syncCatalogue(db: Db, catalogue: Catalogue = loadCatalogue()) {
  await writeTransaction(db, async (tx, changes) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS}, ${CATALOGUE_LOCK})`);
    await upsertCatalogue(tx, catalogue);
    changes.catalogue();
  });
}

async function upsertCatalogue(db: Db, catalogue: Catalogue) {
  for (const m of catalogue.modules) {
    const values = {
      slug: m.slug,
      title: m.title,
      description: m.description,
      category: m.category,
      pivotPillar: m.pivotPillar,
      type: m.type,
      objectives: m.objectives ?? [],
      reviewedOn: m.reviewedOn ?? null,
      legalSources: m.legalSources ?? [],
      difficulty: m.difficulty ?? null,
      content: m.content,
      podcastUrl: m.podcastUrl ?? null,
      podcastDuration: m.podcastDuration ?? null,
      podcastTranscript: m.podcastTranscript ?? null,
      createdAt: m.createdAt,
    };
    await db
      .insert(modules)
      .values(values)
      .onConflictDoUpdate({
        target: modules.slug,
        // A body written later by the content generator, and a podcast an admin uploaded, are kept
        // while the file has none.
        set: {
          ...values,
          content: sql`coalesce(excluded.content, ${modules.content})`,
          podcastUrl: sql`coalesce(excluded.podcast_url, ${modules.podcastUrl})`,
          podcastDuration: sql`coalesce(excluded.podcast_duration, ${modules.podcastDuration})`,
          podcastTranscript: sql`coalesce(excluded.podcast_transcript, ${modules.podcastTranscript})`,
        },
      });
  }
  const moduleRows = await db.select({ id: modules.id, slug: modules.slug }).from(modules);
  const moduleId = new Map(moduleRows.map((r) => [r.slug, r.id]));

  for (const p of catalogue.pathways) {
    const { modules: moduleSlugs, programme, ...rest } = p;
    const values = { ...rest, programme: programme ?? null };
    // Hours are computed below (refreshLearningTimes): a new row starts at 0, an existing one keeps its figure.
    const [row] = await db
      .insert(pathways)
      .values({ ...values, estimatedHours: 0 })
      .onConflictDoUpdate({ target: pathways.slug, set: values })
      .returning({ id: pathways.id });
    // Only what changed is written: a start-up with the same files changes no row, so the compliance
    // triggers on pathway_modules (decision 360) recompute nothing.
    const wanted = moduleSlugs.map((slug, position) => ({
      pathwayId: row.id,
      moduleId: moduleId.get(slug)!,
      position,
    }));
    await db.delete(pathwayModules).where(
      and(
        eq(pathwayModules.pathwayId, row.id),
        notInArray(
          pathwayModules.moduleId,
          wanted.map((w) => w.moduleId),
        ),
      ),
    );
    await db
      .insert(pathwayModules)
      .values(wanted)
      .onConflictDoUpdate({
        target: [pathwayModules.pathwayId, pathwayModules.moduleId],
        set: { position: sql`excluded.position` },
        setWhere: sql`${pathwayModules.position} is distinct from excluded.position`,
      });
  }

  for (const c of catalogue.certificates) {
    await db
      .insert(certificates)
      .values({ ...c, cpdHours: 0 })
      .onConflictDoUpdate({ target: certificates.slug, set: c });
  }

  await upsertQuestionBanks(db, catalogue, moduleId);
  await upsertScenarios(db, catalogue, moduleId);
  // Issue 46: durations, pathways' hours and CPD hours follow the content just written (decision 375).
  await refreshLearningTimes(db, catalogue.mediaRunningTimes);
}

/** Keys the bank files give their questions ("<slug>-q<n>"): only these are retired when a file drops one. */
const FILE_QUESTION_KEY = /^[a-z0-9-]+-q\d+$/;

/**
 * Knowledge check banks (issue 22): each module's settings, and its questions upserted by key. A
 * changed question gets a new version; one gone from its file is retired (attempts and item analysis
 * keep pointing at it), and comes back if the file names it again. What an admin wrote wins (item 4):
 * a row with `edited_at` is neither overwritten, retired nor restored, and settings an admin saved stay.
 */
async function upsertQuestionBanks(db: Db, catalogue: Catalogue, moduleId: Map<string, number>) {
  for (const bank of catalogue.questionBanks) {
    const id = moduleId.get(bank.module)!;
    // Settings an admin saved (issue 22 item 4) win over the file's.
    await db
      .update(modules)
      .set({ checkDrawSize: bank.drawSize, checkPassMark: bank.passMark, checkCooldownMinutes: bank.cooldownMinutes })
      .where(and(eq(modules.id, id), isNull(modules.checkSettingsEditedAt)));
    const rows = bank.questions.map((q, position) => ({
      key: q.id,
      moduleId: id,
      type: q.type,
      text: q.text,
      options: q.options,
      correct: q.correct,
      feedback: q.feedback,
      position,
    }));
    const q = knowledgeCheckQuestions;
    const changed = sql`(${q.type}, ${q.text}, ${q.options}, ${q.correct}, ${q.feedback}) is distinct from (excluded.type, excluded.text, excluded.options, excluded.correct, excluded.feedback)`;
    await db
      .insert(q)
      .values(rows)
      .onConflictDoUpdate({
        target: q.key,
        set: {
          moduleId: sql`excluded.module_id`,
          type: sql`excluded.type`,
          text: sql`excluded.text`,
          options: sql`excluded.options`,
          correct: sql`excluded.correct`,
          feedback: sql`excluded.feedback`,
          position: sql`excluded.position`,
          retiredAt: sql`null`,
          version: sql`case when ${changed} then ${q.version} + 1 else ${q.version} end`,
          updatedAt: sql`case when ${changed} or ${q.retiredAt} is not null then now() else ${q.updatedAt} end`,
        },
        // issue 22 item 4: a question an admin edited, retired or restored is the admin's from then on.
        setWhere: isNull(q.editedAt),
      });
    const stale = await db
      .select({ id: q.id, key: q.key })
      .from(q)
      .where(
        and(
          eq(q.moduleId, id),
          isNull(q.retiredAt),
          isNull(q.editedAt),
          notInArray(
            q.key,
            rows.map((r) => r.key),
          ),
        ),
      );
    const retire = stale.filter((s) => FILE_QUESTION_KEY.test(s.key)).map((s) => s.id);
    if (retire.length > 0) {
      await db.update(q).set({ retiredAt: sql`now()`, updatedAt: sql`now()` }).where(inArray(q.id, retire));
    }
  }
  // A bank file removed altogether: its module's file questions retire, and the module is no longer assessed.
  const banked = catalogue.questionBanks.map((b) => moduleId.get(b.module)!);
  await db
    .update(knowledgeCheckQuestions)
    .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        isNull(knowledgeCheckQuestions.retiredAt),
        isNull(knowledgeCheckQuestions.editedAt),
        banked.length > 0 ? notInArray(knowledgeCheckQuestions.moduleId, banked) : undefined,
        sql`${knowledgeCheckQuestions.key} ~ '^[a-z0-9-]+-q[0-9]+$'`,
      ),
    );
}

/**
 * Branching scenarios (issue 46 item 3): upserted by key, only when something changed; a scenario gone
 * from its file (or whose file is gone) is retired, so the choices made in it keep their row.
 */
async function upsertScenarios(db: Db, catalogue: Catalogue, moduleId: Map<string, number>) {
  const rows = catalogue.scenarios.flatMap((file) =>
    file.scenarios.map((scenario, position) => ({
      key: scenario.id,
      moduleId: moduleId.get(file.module)!,
      title: scenario.title,
      situation: scenario.situation,
      nodes: scenario.nodes,
      position,
    })),
  );
  const s = moduleScenarios;
  if (rows.length > 0) {
    const changed = sql`(${s.moduleId}, ${s.title}, ${s.situation}, ${s.nodes}, ${s.position}, ${s.retiredAt}) is distinct from (excluded.module_id, excluded.title, excluded.situation, excluded.nodes, excluded.position, null::timestamptz)`;
    await db
      .insert(s)
      .values(rows)
      .onConflictDoUpdate({
        target: s.key,
        set: {
          moduleId: sql`excluded.module_id`,
          title: sql`excluded.title`,
          situation: sql`excluded.situation`,
          nodes: sql`excluded.nodes`,
          position: sql`excluded.position`,
          retiredAt: sql`null`,
          updatedAt: sql`now()`,
        },
        setWhere: changed,
      });
  }
  await db
    .update(s)
    .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        isNull(s.retiredAt),
        rows.length > 0
          ? notInArray(
              s.key,
              rows.map((r) => r.key),
            )
          : undefined,
      ),
    );
}

/** The certificate the demo learner holds, earned through passed knowledge checks (issue 22). */
export const DEMO_LEARNER_CERTIFICATE = "pivot-innovation-certificate";

/**
 * issue 22: the demo learner's certificate rests on passed knowledge checks, so a newcomer sees a real
 * credential with its results. Each required module's check is passed (every drawn question answered
 * right, through the same submission the API makes), then the certificate is claimed and signed.
 */
async function earnDemoCertificate(db: Db, userId: string, settings: CredentialSettings, now: Date) {
  const [cert] = await db.select().from(certificates).where(eq(certificates.slug, DEMO_LEARNER_CERTIFICATE));
  if (!cert) return;
  const slugs = cert.requirements.modules ?? [];
  const rows = slugs.length
    ? await db
        .select({ id: modules.id, slug: modules.slug })
        .from(modules)
        .where(inArray(modules.slug, [...slugs]))
    : [];
  for (const [i, slug] of slugs.entries()) {
    const moduleId = rows.find((r) => r.slug === slug)?.id;
    // A day apart, the last one a week ago: learning that happened, not a seed's one instant.
    if (moduleId) await completeModule(db, { userId, moduleId, now: new Date(now.getTime() - (10 - i) * DAY) });
  }
  await claimCertificate(db, { id: userId }, cert.id, settings, new Date(now.getTime() - 6 * DAY));
}

/** Demo accounts (README): a learner, an employer owning a demo organisation with members, an admin. */
export async function seedDemoAccounts(db: Db, now = new Date(), credentials?: CredentialSettings) {
  const existing = await db
    .select({ email: user.email })
    .from(user)
    .where(
      inArray(
        user.email,
        Object.values(DEMO_ACCOUNTS).map((a) => a.email),
      ),
    );
  if (existing.length > 0) return;

  // One sequence for the learner and the team, drawn in this order: the demo data is the same every time.
  const random = seededRandom(2026);
  const learner = await createLearner(db, { ...DEMO_ACCOUNTS.learner, password: DEMO_PASSWORD });
  await recordProgress(db, learner.id, { moduleIds: await catalogueModuleIds(db), random, now, intensity: 0.5 });
  const team = await createEmployerWithTeam(db, {
    employer: { ...DEMO_ACCOUNTS.employer, password: DEMO_PASSWORD },
    organization: { name: "Northwind Social Ltd", slug: "northwind-social" },
    // The demo learner is the 24th member, so the Team Collaboration Hub shows them a real team.
    members: MAX_TEAM_SIZE - 1,
    memberEmailDomain: "northwind.example.com",
    random,
    now,
  });
  await addMember(db, {
    organizationId: team.organization.id,
    userId: learner.id,
    role: "member",
    department: "People & Culture",
  });
  // Decision 399: the organisation and its team go back months, so the members count in the inclusion
  // survey's results (decision 390) and the organisation is not newer than its members.
  const founded = new Date(now.getTime() - 180 * DAY);
  await db.update(organization).set({ createdAt: founded }).where(eq(organization.id, team.organization.id));
  await backdateMemberships(db, team.organization.id, founded);
  // The demo organisation bought the Organisation plan through sales: its members have premium access.
  // Recorded as an admin records a sale (issue 20): provider "invoice", "plan.changed" in the audit log.
  await recordInvoicePlanNow(
    db,
    {
      organizationId: team.organization.id,
      planId: "organisation",
      billingCycle: "yearly",
      seats: null,
      invoiceRef: "INV-NORTHWIND-0001",
      start: now,
      end: periodEndFrom(now, "yearly"),
      actorId: null,
      ip: null,
    },
    now,
  );
  await assignDemoPathways(db, {
    organizationId: team.organization.id,
    employerId: team.employer.id,
    memberIds: [learner.id, ...team.members.map((m) => m.id)],
    now,
  });
  await createAdmin(db, { ...DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  if (credentials) await earnDemoCertificate(db, learner.id, credentials, now);
  // issue 26: events, a running challenge, study groups, mentors and a feed with likes and comments.
  await seedDemoTeamHub(db, {
    organizationId: team.organization.id,
    employerId: team.employer.id,
    learnerId: learner.id,
    memberIds: team.members.map((m) => m.id),
    now,
    random,
  });
}

/** Due dates of the demo organisation's assigned pathways, in days from the seed: one is overdue. */
const DEMO_ASSIGNMENTS = [
  { dueInDays: 21, every: 2 },
  { dueInDays: 45, every: 3 },
  { dueInDays: 7, every: 4 },
  { dueInDays: -3, every: 5 },
] as const;
const DAY = 86_400_000;

/**
 * The demo organisation's assigned pathways (issue 13: every tab of the Employer Dashboard alive):
 * four pathways, each assigned to a share of the team with a due date, the members enrolled and
 * part-way through, so pathways are Active with progress and members have a current pathway.
 */
async function assignDemoPathways(
  db: Db,
  input: { organizationId: string; employerId: string; memberIds: string[]; now: Date },
) {
  const rows = await db
    .select({ id: pathways.id, moduleId: pathwayModules.moduleId, position: pathwayModules.position })
    .from(pathways)
    .innerJoin(pathwayModules, eq(pathwayModules.pathwayId, pathways.id))
    .orderBy(pathways.id, pathwayModules.position);
  const pathwayIds = [...new Set(rows.map((r) => r.id))].slice(0, DEMO_ASSIGNMENTS.length);
  for (const [i, pathwayId] of pathwayIds.entries()) {
    const { dueInDays, every } = DEMO_ASSIGNMENTS[i];
    const members = input.memberIds.filter((_, j) => (j + i) % every === 0);
    const moduleIds = rows.filter((r) => r.id === pathwayId).map((r) => r.moduleId);
    const assignedAt = new Date(input.now.getTime() - (28 - i * 5) * DAY);
    const dueDate = new Date(input.now.getTime() + dueInDays * DAY).toISOString().slice(0, 10);
    await db
      .insert(pathwayEnrollments)
      .values(members.map((userId) => ({ userId, pathwayId, enrolledAt: assignedAt })))
      .onConflictDoNothing();
    // Only the columns the assignment needs: assigned_at keeps its default (the time of seeding).
    await db.execute(sql`
      insert into pathway_assignments (user_id, pathway_id, organization_id, assigned_by, due_date)
      select unnest(${sql.param(members)}::text[]), ${pathwayId}, ${input.organizationId}, ${input.employerId}, ${dueDate}::date
      on conflict do nothing
    `);
    // Each member is part-way: the first 1 to n-1 modules of the pathway completed since assignment.
    const progress = members.flatMap((userId, j) =>
      moduleIds.slice(0, 1 + ((j + i) % Math.max(1, moduleIds.length - 1))).map((moduleId, k) => {
        const completedAt = new Date(assignedAt.getTime() + (k + 1) * 3 * DAY);
        const at = completedAt.getTime() > input.now.getTime() ? input.now : completedAt;
        return {
          userId,
          moduleId,
          progressPercentage: 100,
          isCompleted: true,
          timeSpent: 1800 + k * 300,
          startedAt: assignedAt,
          completedAt: at,
          updatedAt: at,
        };
      }),
    );
    if (progress.length) await db.insert(userProgress).values(progress).onConflictDoNothing();
  }
}

/**
 * The catalogue, and the demo accounts when asked. `_auth` is no longer needed (the factories store
 * Better Auth's rows themselves) and stays only until the callers stop passing it.
 */
export async function seed(
  db: Db,
  options: {
    demo: boolean;
    contentDir?: string;
    credentials?: CredentialSettings;
    dataEncryption?: AppConfig["dataEncryption"];
    uploads?: AppConfig["uploads"];
  },
) {
  await syncCatalogue(db, loadCatalogue(options.contentDir));
  if (!options.demo) return;
  const now = new Date();
  await seedDemoAccounts(db, now, options.credentials);
  const premiumId = await seedPremiumDemoLearner(db, now);
  // Decision 399: pay-gap years, a survey, compliance and B Corp evidence; each part only when missing.
  await seedDemoShowcase(db, { dataEncryption: options.dataEncryption, uploads: options.uploads }, now, [premiumId]);
}

/**
 * What the server seeds when it starts (main.ts): the catalogue, and the demo accounts when SEED_DEMO
 * asks for them. Their password is published in the README, so on a production site they are created
 * only when SEED_DEMO=true is set, and then with a warning naming the public administrator (issue 29).
 */
export async function seedAtStartup(
  db: Db,
  config: Pick<AppConfig, "env" | "seedDemo" | "contentDir"> &
    Partial<Pick<AppConfig, "baseUrl" | "credentials" | "dataEncryption" | "uploads">>,
  log: { warn(message: string): void },
) {
  if (config.seedDemo && config.env === "production") {
    log.warn(
      `SEED_DEMO=true: the demo accounts (${DEMO_ACCOUNTS.admin.email} is an administrator) are created with the password published in the README. Anyone can sign in as them: unset SEED_DEMO on a live site.`,
    );
  }
  await seed(db, {
    demo: config.seedDemo,
    contentDir: config.contentDir,
    credentials: demoCredentialSettings(config),
    dataEncryption: config.dataEncryption,
    uploads: config.uploads,
  });
}

/** How the seed signs the demo learner's certificate: as the server will (its address and key). */
function demoCredentialSettings(
  config: Partial<Pick<AppConfig, "baseUrl" | "credentials">>,
): CredentialSettings | undefined {
  if (!config.baseUrl) return undefined;
  return {
    baseUrl: config.baseUrl,
    signingKeyJwk: config.credentials?.signingKeyJwk ?? null,
    linkedInOrganizationId: config.credentials?.linkedInOrganizationId ?? null,
  };
}

/**
 * The premium demo learner, with progress and a yearly Professional subscription. Idempotent: an
 * existing account whose subscription has run out gets a new one, so `npm run db:seed` renews it.
 */
export async function seedPremiumDemoLearner(db: Db, now = new Date()) {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, PREMIUM_DEMO_ACCOUNT.email));
  let userId = existing?.id;
  if (!userId) {
    const learner = await createLearner(db, { ...PREMIUM_DEMO_ACCOUNT, password: DEMO_PASSWORD });
    await recordProgress(db, learner.id, {
      moduleIds: await catalogueModuleIds(db),
      random: seededRandom(9),
      now,
      intensity: 0.6,
    });
    userId = learner.id;
  }
  const live = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, "active"),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    );
  if (live.length > 0) return userId;
  // A lapsed row gives way (one live subscription per user).
  await db
    .update(subscriptions)
    .set({ status: "ended", updatedAt: now })
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["active", "past_due"])));
  // Taken out a fortnight ago, so the usage overview and the billing history have something to show.
  const start = new Date(now.getTime() - 14 * 86_400_000);
  await createSubscription(db, { userId, planId: "individual", billingCycle: "yearly", now: start });
  return userId;
}
