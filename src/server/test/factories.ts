import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Role } from "../../contracts/auth";
import type { LegalSource } from "../../domain/content-review";
import type { OrganizationRole } from "../../domain/organization-roles";
import { type BillingCycle, PLAN_CURRENCY, type PlanId, periodEndFrom, planFor, priceFor } from "../../domain/plans";
import type { Db } from "../db/client";
import { moduleHasCheck } from "../db/knowledge-check-results";
import { refreshLearningTimes } from "../db/learning-time";
import {
  account,
  complianceRules,
  contactMessages,
  departments,
  learningActivity,
  learningGoals,
  mailMessages,
  member,
  mentoringRequests,
  modules,
  notifications,
  organization,
  organizationDomains,
  pathwayModules,
  pathways,
  payments,
  studyGroups,
  subscriptions,
  supportConversations,
  supportMessages,
  teamChallenges,
  teamEvents,
  user,
  userCertificates,
  userProgress,
} from "../db/schema";
import { templateEngine } from "../features/content/engine";
import { generateForModule } from "../features/content/service";
import { writeCatalogue, writeLearnerFacts, writeOrganizationAccess, writeUsers } from "../platform/caches/writes";
import { passCheck, startAttemptFor } from "../platform/learning/knowledge-check-attempts";

/**
 * The one place that knows how to make a learner, an employer with a team, an admin and their
 * progress (STYLE "Tests": one set of factories serves the seed, the tests and the benchmarks). Plain
 * functions on a Drizzle `Db`: the demo seed, the API tests and the end-to-end test-support routes
 * call them alike.
 */

/** The deterministic pseudo-random source (mulberry32) the generated data draws from, so it is the same every time. */
export { seededRandom } from "../../domain/knowledge-check";

export const DEPARTMENTS = ["People & Culture", "Operations", "Marketing", "Finance", "Technology", "Sustainability"];
/** Team members' names, first and last names paired by position: a team has at most this many members. */
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
export const MAX_TEAM_SIZE = FIRST_NAMES.length;

export interface PersonInput {
  email: string;
  firstName: string;
  lastName: string;
  /** Without one the user cannot sign in with a password (team members made for their figures). */
  password?: string;
}

export interface CreatedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  role: Role;
}

/**
 * A user as Better Auth's email sign-up stores one (a user row and a "credential" account holding the
 * password hashed by Better Auth's own hasher, the one createAuth uses), with the role set directly:
 * sign-up cannot choose a role (DESIGN §8). The e-mail is stored lower-cased, as Better Auth does.
 */
export async function createUser(db: Db, input: PersonInput & { role: Role }): Promise<CreatedUser> {
  const id = randomUUID();
  const email = input.email.toLowerCase();
  const name = `${input.firstName} ${input.lastName}`;
  await db.insert(user).values({
    id,
    name,
    email,
    emailVerified: true,
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
  });
  if (input.password !== undefined) {
    await db.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(input.password),
    });
  }
  return { id, email, firstName: input.firstName, lastName: input.lastName, name, role: input.role };
}

export const createLearner = (db: Db, input: PersonInput) => createUser(db, { ...input, role: "learner" });
/** An employer is a learner who owns an organisation (decision 132): the membership gives the powers. */
export const createEmployer = (db: Db, input: PersonInput) => createUser(db, { ...input, role: "learner" });
export const createAdmin = (db: Db, input: PersonInput) => createUser(db, { ...input, role: "admin" });

/** The catalogue's module ids in id order (what progress is drawn from). */
export async function catalogueModuleIds(db: Db): Promise<number[]> {
  return (await db.select({ id: modules.id }).from(modules).orderBy(modules.id)).map((r) => r.id);
}

const dayString = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (now: Date, n: number) => new Date(now.getTime() - n * 86_400_000);

export interface ProgressOptions {
  moduleIds: number[];
  /** The draws decide everything: the same sequence gives the same progress. */
  random: () => number;
  now: Date;
  /** 0-1: how much of the catalogue the learner has touched and how much of that they completed. */
  intensity: number;
}

/**
 * Progress and activity for one learner: some completed modules, some in progress, recent active
 * days (DESIGN §4: the facts are stored, every figure is derived from them).
 */
export async function recordProgress(db: Db, userId: string, { moduleIds, random, now, intensity }: ProgressOptions) {
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
      timeSpent: Math.round(completed ? 1500 + random() * 2400 : 300 + random() * 1200),
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

export interface OrganizationInput {
  name: string;
  slug: string;
}

export async function createOrganization(db: Db, input: OrganizationInput) {
  const id = randomUUID();
  await db.insert(organization).values({ id, name: input.name, slug: input.slug });
  return { id, name: input.name, slug: input.slug };
}

export async function addMember(
  db: Db,
  input: {
    organizationId: string;
    userId: string;
    role: OrganizationRole;
    department: string | null;
    managerId?: string | null;
  },
) {
  if (input.department)
    await db
      .insert(departments)
      .values({ organizationId: input.organizationId, name: input.department })
      .onConflictDoNothing();
  await db.insert(member).values({ id: randomUUID(), ...input });
}

export interface EmployerTeamInput {
  employer: PersonInput;
  organization: OrganizationInput;
  /** Team members (organisation role member), 1 to MAX_TEAM_SIZE. */
  members: number;
  /** Members' addresses are first.last@this domain. */
  memberEmailDomain: string;
  /**
   * Members' progress is drawn from this sequence, in member order: a seeded one makes the team's
   * figures the same on every run (the demo seed passes the one it also used for the demo learner).
   */
  random: () => number;
  now: Date;
}

export interface EmployerTeam {
  employer: CreatedUser;
  organization: { id: string; name: string; slug: string };
  members: (CreatedUser & { department: string })[];
}

/**
 * An employer owning an organisation whose members have realistic progress: the demo organisation of
 * the seed, and a private one for each end-to-end test of the Employer Dashboard.
 */
export async function createEmployerWithTeam(db: Db, input: EmployerTeamInput): Promise<EmployerTeam> {
  if (!Number.isInteger(input.members) || input.members < 1 || input.members > MAX_TEAM_SIZE) {
    throw new RangeError(`A team has 1 to ${MAX_TEAM_SIZE} members, not ${input.members}`);
  }
  const moduleIds = await catalogueModuleIds(db);
  const employer = await createEmployer(db, input.employer);
  const org = await createOrganization(db, input.organization);
  await addMember(db, { organizationId: org.id, userId: employer.id, role: "owner", department: DEPARTMENTS[0] });

  const members: EmployerTeam["members"] = [];
  for (let i = 0; i < input.members; i++) {
    const firstName = FIRST_NAMES[i];
    const lastName = LAST_NAMES[i];
    const department = DEPARTMENTS[i % DEPARTMENTS.length];
    const created = await createLearner(db, {
      email: `${firstName}.${lastName}@${input.memberEmailDomain}`,
      firstName,
      lastName,
    });
    await addMember(db, { organizationId: org.id, userId: created.id, role: "member", department });
    await recordProgress(db, created.id, {
      moduleIds,
      random: input.random,
      now: input.now,
      intensity: 0.2 + input.random() * 0.8,
    });
    members.push({ ...created, department });
  }
  return { employer, organization: org, members };
}

/**
 * An organisation's plan as an admin records a closed sale (issue 20): active from `now` for one
 * period, invoiced outside the product. Every member has its access at once.
 */
export async function createOrganizationPlan(
  db: Db,
  input: {
    organizationId: string;
    planId: Exclude<PlanId, "free" | "individual">;
    billingCycle: BillingCycle;
    seats: number | null;
    invoiceRef: string;
    now: Date;
  },
) {
  return writeOrganizationAccess(db, async () => {
    const [row] = await db
      .insert(subscriptions)
      .values({
        organizationId: input.organizationId,
        tier: input.planId,
        billingCycle: input.billingCycle,
        seats: input.seats,
        invoiceRef: input.invoiceRef,
        status: "active",
        currentPeriodStart: input.now,
        currentPeriodEnd: periodEndFrom(input.now, input.billingCycle),
        provider: "invoice",
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: subscriptions.id });
    return { id: row.id };
  });
}

export interface SubscriptionInput {
  userId: string;
  planId: Exclude<PlanId, "free">;
  billingCycle: BillingCycle;
  now: Date;
}

/**
 * A live subscription as the built-in test provider records one: active from `now` for one billing
 * period, with its payment in the billing history (issue 9). Through writeUsers: the plan shows at once.
 */
export async function createSubscription(db: Db, { userId, planId, billingCycle, now }: SubscriptionInput) {
  return writeUsers(db, userId, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(subscriptions)
        .values({
          userId,
          tier: planId,
          billingCycle,
          status: "active",
          currentPeriodStart: now,
          currentPeriodEnd: periodEndFrom(now, billingCycle),
          provider: "test",
          providerRef: `test_sub_${randomUUID()}`,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: subscriptions.id });
      await tx.insert(payments).values({
        userId,
        subscriptionId: row.id,
        amountPence: priceFor(planFor(planId), billingCycle),
        currency: PLAN_CURRENCY,
        planId,
        billingCycle,
        status: "succeeded",
        provider: "test",
        providerRef: `test_pay_${randomUUID()}`,
        createdAt: now,
      });
      return { id: row.id };
    }),
  );
}

// ---- Things a user or an organisation owns (issue 29: the authorization matrix names real ones) ----

/**
 * An issued certificate of the catalogue's certificate `certificateId`, as the claim writes one. The
 * credential is a stand-in (the matrix checks who may reach it, credentials.test.ts what it holds).
 */
export async function createUserCertificate(
  db: Db,
  input: { userId: string; certificateId: number; now: Date; expiresAt?: Date | null },
) {
  const [row] = await db
    .insert(userCertificates)
    .values({
      userId: input.userId,
      certificateId: input.certificateId,
      earnedAt: input.now,
      issuedAt: input.now,
      expiresAt: input.expiresAt === undefined ? new Date(input.now.getTime() + 365 * 86_400_000) : input.expiresAt,
      verificationCode: randomBytes(16).toString("base64url"),
      credential: { type: ["VerifiableCredential", "OpenBadgeCredential"] },
    })
    .returning({ id: userCertificates.id, verificationCode: userCertificates.verificationCode });
  return row;
}

/** A pathway of `moduleIds`, in that order, beside the catalogue's (tests); answers its id. */
/**
 * A module of a test's own, free and without a knowledge-check bank: every catalogue module has a body
 * and a bank (issue 46), so tests of what happens without one make their own. `content: null` is a module
 * the content generator has yet to write.
 */
export async function createModule(
  db: Db,
  input: { content: string | null; reviewedOn?: string | null; legalSources?: LegalSource[] },
): Promise<{ id: number; title: string }> {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await writeCatalogue(db, async () => {
    const inserted = await db
      .insert(modules)
      .values({
        slug: `test-module-${suffix}`,
        title: `Inclusive Hybrid Meetings ${suffix}`,
        description: "How to run hybrid meetings where remote and in-room colleagues are heard equally.",
        category: "Inclusive Leadership",
        pivotPillar: "Purpose",
        type: "reading",
        content: input.content,
        reviewedOn: input.reviewedOn ?? null,
        legalSources: input.legalSources ?? [],
      })
      .returning({ id: modules.id, title: modules.title });
    // Its duration, as the catalogue sync would give it (decision 375).
    await refreshLearningTimes(db);
    return inserted;
  });
  return row;
}

export async function createPathway(db: Db, input: { title: string; moduleIds: number[] }): Promise<number> {
  const [row] = await db
    .insert(pathways)
    .values({
      slug: `test-${randomUUID()}`,
      title: input.title,
      description: "A test pathway",
      category: "Testing",
      difficulty: "beginner",
      estimatedHours: 1,
      level: "Beginner",
    })
    .returning({ id: pathways.id });
  await db
    .insert(pathwayModules)
    .values(input.moduleIds.map((moduleId, position) => ({ pathwayId: row.id, moduleId, position })));
  return row.id;
}

export async function createLearningGoal(db: Db, input: { userId: string; title: string; moduleIds: number[] }) {
  const [row] = await db
    .insert(learningGoals)
    .values({
      userId: input.userId,
      title: input.title,
      targetDate: "2999-01-01",
      priority: "High",
      moduleIds: input.moduleIds,
    })
    .returning({ id: learningGoals.id });
  return row;
}

/** A contact-form message sent at `createdAt` (the retention periods count from it); answers its id. */
export async function createContactMessage(db: Db, input: { email: string; createdAt: Date }): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: "Sam", email: input.email, message: "Hello", createdAt: input.createdAt })
    .returning({ id: contactMessages.id });
  return row.id;
}

export async function createNotification(db: Db, input: { userId: string; title: string }) {
  const [row] = await db
    .insert(notifications)
    .values({ userId: input.userId, kind: "support_reply", title: input.title, body: `${input.title}.`, link: "/" })
    .returning({ id: notifications.id });
  return row;
}

/** An open support conversation with the user's first message. */
export async function createSupportConversation(db: Db, input: { userId: string; subject: string; message: string }) {
  const [row] = await db
    .insert(supportConversations)
    .values({ userId: input.userId, subject: input.subject })
    .returning({ id: supportConversations.id });
  await db
    .insert(supportMessages)
    .values({ conversationId: row.id, authorId: input.userId, fromStaff: false, body: input.message });
  return row;
}

/** An e-mail in the outbox whose delivery failed (an admin may send it again), with one attachment. */
export async function createOutboxMail(db: Db, input: { userId: string; toAddress: string; subject: string }) {
  const [row] = await db
    .insert(mailMessages)
    .values({
      idempotencyKey: `factory:${randomUUID()}`,
      userId: input.userId,
      toAddress: input.toAddress,
      category: "essential",
      template: "support-reply",
      subject: input.subject,
      textBody: `${input.subject}.`,
      htmlBody: `<p>${input.subject}.</p>`,
      attachments: [
        { filename: "note.txt", contentType: "text/plain", content: Buffer.from("A note").toString("base64") },
      ],
      status: "failed",
      attempts: 1,
      lastError: "connection refused",
    })
    .returning({ id: mailMessages.id });
  return row;
}

export async function createStudyGroup(
  db: Db,
  input: {
    organizationId: string;
    createdBy: string;
    name: string;
    topic?: string;
    category?: string;
    nextSession?: Date | null;
  },
) {
  const [row] = await db
    .insert(studyGroups)
    .values({
      organizationId: input.organizationId,
      createdBy: input.createdBy,
      name: input.name,
      topic: input.topic ?? "Purpose-driven leadership",
      category: input.category ?? "Purpose",
      nextSession: input.nextSession ?? null,
    })
    .returning({ id: studyGroups.id });
  return row;
}

/** A team event starting a day after `now`, facilitated by its creator. */
export async function createTeamEvent(
  db: Db,
  input: {
    organizationId: string;
    facilitatorId: string;
    title: string;
    now: Date;
    /** Defaults: a 30-minute discussion on psychological safety, a day after `now`. */
    type?: "discussion" | "study" | "presentation";
    topic?: string;
    startsAt?: Date;
    durationMinutes?: number;
  },
) {
  const [row] = await db
    .insert(teamEvents)
    .values({
      organizationId: input.organizationId,
      facilitatorId: input.facilitatorId,
      title: input.title,
      type: input.type ?? "discussion",
      topic: input.topic ?? "Psychological safety",
      startsAt: input.startsAt ?? new Date(input.now.getTime() + 86_400_000),
      durationMinutes: input.durationMinutes ?? 30,
    })
    .returning({ id: teamEvents.id });
  return row;
}

/** A team challenge running from `now` for thirty days. */
export async function createTeamChallenge(
  db: Db,
  input: { organizationId: string; createdBy: string; title: string; now: Date },
) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const [row] = await db
    .insert(teamChallenges)
    .values({
      organizationId: input.organizationId,
      createdBy: input.createdBy,
      title: input.title,
      description: "Fifty modules together this month",
      category: "All pillars",
      targetModules: 50,
      startsOn: day(input.now),
      deadline: day(new Date(input.now.getTime() + 30 * 86_400_000)),
      reward: "Team lunch",
    })
    .returning({ id: teamChallenges.id });
  return row;
}

export async function createMentoringRequest(
  db: Db,
  input: { organizationId: string; menteeId: string; focus: string },
) {
  const [row] = await db.insert(mentoringRequests).values(input).returning({ id: mentoringRequests.id });
  return row;
}

/** A progress row (a team hub activity entry) of the user on the module. */
export async function createActivity(db: Db, input: { userId: string; moduleId: number; now: Date }) {
  const [row] = await db
    .insert(userProgress)
    .values({ userId: input.userId, moduleId: input.moduleId, progressPercentage: 40, startedAt: input.now })
    .onConflictDoUpdate({
      target: [userProgress.userId, userProgress.moduleId],
      set: { progressPercentage: 40 },
    })
    .returning({ id: userProgress.id });
  return row;
}

/** A generated module body waiting for the admin (a draft), written by the template engine as the generator does. */
export async function createDraft(db: Db, input: { moduleId: number; createdBy: string }) {
  const draft = await generateForModule(db, templateEngine, input.moduleId, input.createdBy);
  return { id: draft.draft.id, markdown: draft.draft.markdown };
}

// ---- Knowledge checks (issue 22) ----

/**
 * A started, unsubmitted knowledge check attempt of the user's at an assessed module (the
 * authorization matrix's victim row). The first question's feedback is its secret: only a submission
 * by the owner answers it.
 */
export async function createKnowledgeCheckAttempt(db: Db, input: { userId: string; moduleId: number; now: Date }) {
  return startAttemptFor(db, input.userId, input.moduleId, input.now);
}

/**
 * Completes a module as a learner now can: an assessed module by passing its knowledge check (every
 * drawn question answered right, through the same submission the API makes), any other by recording
 * 100 % through the learner-facts write.
 */
export async function completeModule(db: Db, input: { userId: string; moduleId: number; now: Date }) {
  if (await moduleHasCheck(db, input.moduleId)) return passCheck(db, input.userId, input.moduleId, input.now);
  await writeLearnerFacts(db, input.userId, () =>
    db
      .insert(userProgress)
      .values({
        userId: input.userId,
        moduleId: input.moduleId,
        progressPercentage: 100,
        isCompleted: true,
        completedAt: input.now,
      })
      .onConflictDoUpdate({
        target: [userProgress.userId, userProgress.moduleId],
        set: { progressPercentage: 100, isCompleted: true, completedAt: input.now },
      }),
  );
  return null;
}

/**
 * A compliance assignment rule of an organisation (issue 22): its first pathway for everyone, once,
 * due in 30 days, assigning nobody (the rows a rule's creation makes are the service's to test).
 */
export async function createComplianceRule(db: Db, input: { organizationId: string; createdBy: string; now: Date }) {
  const [pathway] = await db.select({ id: pathways.id }).from(pathways).orderBy(pathways.id).limit(1);
  const [row] = await db
    .insert(complianceRules)
    .values({
      organizationId: input.organizationId,
      pathwayId: pathway.id,
      audience: "everyone",
      dueDays: 30,
      startsOn: input.now.toISOString().slice(0, 10),
      createdBy: input.createdBy,
      createdAt: input.now,
    })
    .returning({ id: complianceRules.id });
  return row;
}

/** A domain the organisation has proved (as organization_domains records a passed DNS check). */
export async function createVerifiedDomainRow(
  db: Db,
  input: { organizationId: string; domain: string; now: Date },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(organizationDomains)
    .values({
      organizationId: input.organizationId,
      domain: input.domain,
      token: randomBytes(16).toString("hex"),
      verifiedAt: input.now,
    })
    .returning({ id: organizationDomains.id });
  return row;
}
