import { eq, inArray, sql } from "drizzle-orm";
import {
  catalogueModuleIds,
  createAdmin,
  createEmployerWithTeam,
  createLearner,
  MAX_TEAM_SIZE,
  recordProgress,
  seededRandom,
} from "../test/factories";
import { type Catalogue, loadCatalogue } from "./catalogue";
import type { Db } from "./client";
import { certificates, modules, pathwayModules, pathways, user } from "./schema";
import { writeCatalogue } from "./writes";

export const DEMO_PASSWORD = "PivotDemo2026!";
export const DEMO_ACCOUNTS = {
  learner: { email: "learner@example.com", firstName: "Amara", lastName: "Okafor", role: "learner" },
  employer: { email: "employer@example.com", firstName: "James", lastName: "Whitfield", role: "employer" },
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
        // A body written later by the content generator is kept while the file has none.
        set: { ...values, content: sql`coalesce(excluded.content, ${modules.content})` },
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
  await createEmployerWithTeam(db, {
    employer: { ...DEMO_ACCOUNTS.employer, password: DEMO_PASSWORD },
    organization: { name: "Northwind Social Ltd", slug: "northwind-social" },
    members: MAX_TEAM_SIZE,
    memberEmailDomain: "northwind.example.com",
    random,
    now,
  });
  await createAdmin(db, { ...DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
}

/**
 * The catalogue, and the demo accounts when asked. `_auth` is no longer needed (the factories store
 * Better Auth's rows themselves) and stays only until the callers stop passing it.
 */
export async function seed(db: Db, options: { demo: boolean; contentDir?: string }) {
  await syncCatalogue(db, loadCatalogue(options.contentDir));
  if (options.demo) await seedDemoAccounts(db);
}
