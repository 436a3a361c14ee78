import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { AppConfig } from "../config";
import {
  addMember,
  catalogueModuleIds,
  createAdmin,
  createEmployerWithTeam,
  createLearner,
  createOrganizationPlan,
  createSubscription,
  MAX_TEAM_SIZE,
  recordProgress,
  seededRandom,
} from "../test/factories";
import { type Catalogue, loadCatalogue } from "./catalogue";
import type { Db } from "./client";
import {
  certificates,
  modules,
  pathwayEnrollments,
  pathwayModules,
  pathways,
  subscriptions,
  user,
  userProgress,
} from "./schema";
import { writeCatalogue } from "./writes";

export const DEMO_PASSWORD = "PivotDemo2026!";
export const DEMO_ACCOUNTS = {
  learner: { email: "learner@example.com", firstName: "Amara", lastName: "Okafor", role: "learner" },
  // The employer's powers come from owning Northwind Social Ltd (decision 132), not from a site role.
  employer: { email: "employer@example.com", firstName: "James", lastName: "Whitfield", role: "learner" },
  admin: { email: "admin@example.com", firstName: "Priya", lastName: "Shah", role: "admin" },
} as const;

/** Loads the catalogue files into the database. Idempotent: upserts by slug. */
export async function syncCatalogue(db: Db, catalogue: Catalogue = loadCatalogue()) {
  await writeCatalogue(db, () => upsertCatalogue(db, catalogue));
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
      duration: m.duration ?? null,
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
    const { modules: moduleSlugs, ...values } = p;
    const [row] = await db
      .insert(pathways)
      .values(values)
      .onConflictDoUpdate({ target: pathways.slug, set: values })
      .returning({ id: pathways.id });
    await db.delete(pathwayModules).where(eq(pathwayModules.pathwayId, row.id));
    await db
      .insert(pathwayModules)
      .values(moduleSlugs.map((slug, position) => ({ pathwayId: row.id, moduleId: moduleId.get(slug)!, position })));
  }

  for (const c of catalogue.certificates) {
    await db.insert(certificates).values(c).onConflictDoUpdate({ target: certificates.slug, set: c });
  }
}

/** Demo accounts (README): a learner, an employer owning a demo organisation with members, an admin. */
export async function seedDemoAccounts(db: Db, now = new Date()) {
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
  // The demo organisation bought the Organisation plan through sales: its members have premium access.
  await createOrganizationPlan(db, {
    organizationId: team.organization.id,
    planId: "organisation",
    billingCycle: "yearly",
    seats: null,
    invoiceRef: "INV-NORTHWIND-0001",
    now,
  });
  await assignDemoPathways(db, {
    organizationId: team.organization.id,
    employerId: team.employer.id,
    memberIds: [learner.id, ...team.members.map((m) => m.id)],
    now,
  });
  await createAdmin(db, { ...DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
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
      select unnest(${`{${members.join(",")}}`}::text[]), ${pathwayId}, ${input.organizationId}, ${input.employerId}, ${dueDate}::date
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
export async function seed(db: Db, options: { demo: boolean; contentDir?: string }) {
  await syncCatalogue(db, loadCatalogue(options.contentDir));
  if (options.demo) await seedDemoAccounts(db);
  if (options.demo) await seedPremiumDemoLearner(db);
}

/**
 * What the server seeds when it starts (main.ts): the catalogue, and the demo accounts when SEED_DEMO
 * asks for them. Their password is published in the README, so on a production site they are created
 * only when SEED_DEMO=true is set, and then with a warning naming the public administrator (issue 29).
 */
export async function seedAtStartup(
  db: Db,
  config: Pick<AppConfig, "env" | "seedDemo" | "contentDir">,
  log: { warn(message: string): void },
) {
  if (config.seedDemo && config.env === "production") {
    log.warn(
      `SEED_DEMO=true: the demo accounts (${DEMO_ACCOUNTS.admin.email} is an administrator) are created with the password published in the README. Anyone can sign in as them: unset SEED_DEMO on a live site.`,
    );
  }
  await seed(db, { demo: config.seedDemo, contentDir: config.contentDir });
}

/** README: a learner on the paid Professional plan, so a newcomer can see the premium side (issue 9). */
export const PREMIUM_DEMO_ACCOUNT = {
  email: "premium@example.com",
  firstName: "Tomás",
  lastName: "Reyes",
  role: "learner",
} as const;

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
  if (live.length > 0) return;
  // A lapsed row gives way (one live subscription per user).
  await db
    .update(subscriptions)
    .set({ status: "ended", updatedAt: now })
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["active", "past_due"])));
  // Taken out a fortnight ago, so the usage overview and the billing history have something to show.
  const start = new Date(now.getTime() - 14 * 86_400_000);
  await createSubscription(db, { userId, planId: "individual", billingCycle: "yearly", now: start });
}
