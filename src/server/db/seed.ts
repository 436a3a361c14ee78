import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Auth } from "../auth/auth";
import { type Catalogue, loadCatalogue } from "./catalogue";
import type { Db } from "./client";
import {
  certificates,
  learningActivity,
  member,
  modules,
  organization,
  pathwayModules,
  pathways,
  user,
  userProgress,
} from "./schema";

export const DEMO_PASSWORD = "PivotDemo2026!";
export const DEMO_ACCOUNTS = {
  learner: { email: "learner@example.com", firstName: "Amara", lastName: "Okafor", role: "learner" },
  employer: { email: "employer@example.com", firstName: "James", lastName: "Whitfield", role: "employer" },
  admin: { email: "admin@example.com", firstName: "Priya", lastName: "Shah", role: "admin" },
} as const;

/** Loads the catalogue files into the database. Idempotent: upserts by slug. */
export async function syncCatalogue(db: Db, catalogue: Catalogue = loadCatalogue()) {
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

/** A small deterministic pseudo-random generator (mulberry32), so the demo data is the same every time. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DEPARTMENTS = ["People & Culture", "Operations", "Marketing", "Finance", "Technology", "Sustainability"];
const FIRST_NAMES = [
  "Sophie",
  "Daniel",
  "Aisha",
  "Tom",
  "Mei",
  "Oliver",
  "Grace",
  "Kwame",
  "Hannah",
  "Rohan",
  "Ellie",
  "Marcus",
  "Zara",
  "Liam",
  "Fatima",
  "George",
  "Chloe",
  "Ibrahim",
  "Lucy",
  "Ethan",
  "Niamh",
  "Arjun",
  "Isla",
  "Samuel",
];
const LAST_NAMES = [
  "Bennett",
  "Clarke",
  "Hussain",
  "Evans",
  "Chen",
  "Walsh",
  "Mensah",
  "Patel",
  "Murphy",
  "Reid",
  "Kowalski",
  "Adeyemi",
  "Hughes",
  "Nolan",
  "Ahmed",
  "Turner",
  "Price",
  "Begum",
  "Fraser",
  "Lloyd",
  "Doherty",
  "Mehta",
  "Campbell",
  "Wright",
];

const dayString = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (now: Date, n: number) => new Date(now.getTime() - n * 86_400_000);

/** Progress and activity for one learner: some completed modules, some in progress, recent active days. */
async function seedLearnerActivity(
  db: Db,
  userId: string,
  moduleIds: number[],
  random: () => number,
  now: Date,
  intensity: number,
) {
  const count = Math.max(1, Math.round(moduleIds.length * intensity * (0.3 + random() * 0.5)));
  const picked = [...moduleIds].sort(() => random() - 0.5).slice(0, count);
  const rows = picked.map((moduleId) => {
    const completed = random() < 0.35 + intensity * 0.4;
    const progress = completed ? 100 : 10 + Math.floor(random() * 8) * 10;
    const startedAt = daysAgo(now, 5 + Math.floor(random() * 60));
    const updatedAt = daysAgo(now, Math.floor(random() * 20));
    return {
      userId,
      moduleId,
      progressPercentage: progress,
      isCompleted: completed,
      timeSpent: Math.round((completed ? 1500 + random() * 2400 : 300 + random() * 1200) * 1),
      startedAt,
      completedAt: completed ? updatedAt : null,
      updatedAt,
    };
  });
  if (rows.length) await db.insert(userProgress).values(rows).onConflictDoNothing();
  const streak = Math.floor(random() * 8 * intensity);
  const days = new Set<string>();
  for (let i = 0; i < streak; i++) days.add(dayString(daysAgo(now, i)));
  for (const r of rows) days.add(dayString(r.updatedAt));
  if (days.size) {
    await db
      .insert(learningActivity)
      .values([...days].map((day) => ({ userId, day, secondsSpent: 600 + Math.floor(random() * 2400) })))
      .onConflictDoNothing();
  }
}

async function createDemoAccount(auth: Auth, db: Db, account: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]) {
  const { user: created } = await auth.api.signUpEmail({
    body: {
      email: account.email,
      password: DEMO_PASSWORD,
      name: `${account.firstName} ${account.lastName}`,
      firstName: account.firstName,
      lastName: account.lastName,
    },
  });
  await db.update(user).set({ role: account.role, emailVerified: true }).where(eq(user.id, created.id));
  return created.id;
}

/** Demo accounts (README): a learner, an employer owning a demo organisation with members, an admin. */
export async function seedDemoAccounts(db: Db, auth: Auth, now = new Date()) {
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

  const random = seededRandom(2026);
  const moduleIds = (await db.select({ id: modules.id }).from(modules).orderBy(modules.id)).map((r) => r.id);

  const learnerId = await createDemoAccount(auth, db, DEMO_ACCOUNTS.learner);
  await seedLearnerActivity(db, learnerId, moduleIds, random, now, 0.5);
  const employerId = await createDemoAccount(auth, db, DEMO_ACCOUNTS.employer);
  await createDemoAccount(auth, db, DEMO_ACCOUNTS.admin);

  const orgId = randomUUID();
  await db.insert(organization).values({ id: orgId, name: "Northwind Social Ltd", slug: "northwind-social" });
  await db.insert(member).values({
    id: randomUUID(),
    organizationId: orgId,
    userId: employerId,
    role: "owner",
    department: "People & Culture",
  });

  for (let i = 0; i < FIRST_NAMES.length; i++) {
    const id = randomUUID();
    const firstName = FIRST_NAMES[i];
    const lastName = LAST_NAMES[i];
    await db.insert(user).values({
      id,
      name: `${firstName} ${lastName}`,
      email: `${firstName}.${lastName}@northwind.example.com`.toLowerCase(),
      emailVerified: true,
      firstName,
      lastName,
      role: "learner",
    });
    await db.insert(member).values({
      id: randomUUID(),
      organizationId: orgId,
      userId: id,
      role: "member",
      department: DEPARTMENTS[i % DEPARTMENTS.length],
    });
    await seedLearnerActivity(db, id, moduleIds, random, now, 0.2 + random() * 0.8);
  }
}

export async function seed(db: Db, auth: Auth, options: { demo: boolean }) {
  await syncCatalogue(db);
  if (options.demo) await seedDemoAccounts(db, auth);
}
