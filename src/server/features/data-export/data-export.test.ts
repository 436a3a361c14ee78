import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATA_EXPORT_VALID_DAYS } from "../../../domain/retention";
import { auditLog, dataExports, mailMessages, protectionSettings, user } from "../../db/schema";
import { DEFAULT_PROTECTION_SETTINGS } from "../../platform/protection/settings";
import {
  addMember,
  catalogueModuleIds,
  createActivity,
  createAdmin,
  createComplianceRule,
  createDraft,
  createLearningGoal,
  createMentoringRequest,
  createNotification,
  createOrganization,
  createOutboxMail,
  createStudyGroup,
  createSupportConversation,
  createTeamChallenge,
  createTeamEvent,
  createUserCertificate,
} from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { EXPORT_SECTIONS } from "./sections";
import { buildDataExport, dataExportStorage } from "./service";

/**
 * Issue 28 item 1, "Download my data": the export holds a row from every table that stores the person's
 * data, another person's export is 404, the e-mailed link works once, within its 7 days and only for its
 * owner, a second request returns the running export, and deleting the account cancels one.
 */

let t: TestApp;
let now = new Date();
const db = () => t.database.db;
const DAY = 86_400_000;

// Its own uploads folder: export file names start with the export's id, which every test database counts from 1.
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "pivot-data-export-test-"));

beforeAll(async () => {
  t = await createTestApp({ UPLOADS_DIR: uploadsDir }, { clock: () => now });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const storage = () => dataExportStorage(t.app.services.config);
const exportFiles = (id: number) =>
  fs.existsSync(storage().localDir ?? "")
    ? fs.readdirSync(storage().localDir ?? "").filter((name) => name.startsWith(`export-${id}-`))
    : [];

const requestExport = (person: TestUser) => t.as(person, { method: "POST", url: "/api/account/data-export" });
const readExport = (person: TestUser | null, id: number) =>
  t.as(person, { method: "GET", url: `/api/account/data-export/${id}` });
const download = (person: TestUser | null, id: number, token?: string) =>
  t.as(person, {
    method: "GET",
    url: `/api/account/data-export/${id}/download${token ? `?token=${encodeURIComponent(token)}` : ""}`,
  });

/** The e-mailed link's token of an export (its mail is stored in the outbox). */
async function mailedToken(id: number): Promise<string> {
  const [mail] = await db()
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.idempotencyKey, `data-export-ready:${id}`));
  expect(mail?.template).toBe("data-export-ready");
  // The link opens the download page (a GET spends nothing), not the file itself (issue 43 item 4).
  expect(mail.textBody).not.toContain("/download");
  const match = new RegExp(`/account/data-export/${id}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.textBody);
  expect(match).not.toBeNull();
  return decodeURIComponent(match?.[1] ?? "");
}

/** The tables with a foreign key to user.id, and the column, from the database itself. */
async function userReferences(): Promise<{ table_name: string; column_name: string }[]> {
  return t.database.rawQuery(
    `select distinct kcu.table_name, kcu.column_name
     from information_schema.table_constraints tc
     join information_schema.key_column_usage kcu
       on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
     join information_schema.constraint_column_usage ccu
       on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
     where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
       and ccu.table_name = 'user' and ccu.column_name = 'id'
     order by 1, 2`,
    [],
  );
}

/** A row in every table that refers to the person, in every referring column. */
async function seedEverything(person: TestUser) {
  const [moduleId, secondModuleId] = await catalogueModuleIds(db());
  const org = await createOrganization(db(), { name: "Export Ltd", slug: `export-${person.id.slice(0, 8)}` });
  await addMember(db(), { organizationId: org.id, userId: person.id, role: "owner", department: null });
  const progress = await createActivity(db(), { userId: person.id, moduleId, now });
  const certificate = await createUserCertificate(db(), { userId: person.id, certificateId: 1, now });
  const [{ id: pathwayId }] = await t.database.rawQuery<{ id: number }>(
    "select id from pathways order by id limit 1",
    [],
  );
  const group = await createStudyGroup(db(), { organizationId: org.id, createdBy: person.id, name: "Readers" });
  const challenge = await createTeamChallenge(db(), {
    organizationId: org.id,
    createdBy: person.id,
    title: "Fifty",
    now,
  });
  const event = await createTeamEvent(db(), { organizationId: org.id, facilitatorId: person.id, title: "Talk", now });
  const mentoring = await createMentoringRequest(db(), {
    organizationId: org.id,
    menteeId: person.id,
    focus: "Leading change",
  });
  const rule = await createComplianceRule(db(), { organizationId: org.id, createdBy: person.id, now });
  await createLearningGoal(db(), { userId: person.id, title: "My goal", moduleIds: [moduleId] });
  await createNotification(db(), { userId: person.id, title: "A notification" });
  await createOutboxMail(db(), { userId: person.id, toAddress: person.email, subject: "An e-mail" });
  await createSupportConversation(db(), { userId: person.id, subject: "Help", message: "A question" });
  await createDraft(db(), { moduleId, createdBy: person.id });
  await t.grantSubscription(person);
  await db()
    .insert(protectionSettings)
    .values({ id: 1, ...DEFAULT_PROTECTION_SETTINGS, updatedBy: person.id })
    .onConflictDoUpdate({ target: protectionSettings.id, set: { updatedBy: person.id } });
  const u = person.id;
  const statements = [
    sql`insert into organization_invitations (id, organization_id, email, token_hash, status, expires_at, invited_by, accepted_by, accepted_at)
        values (${`inv-${u}`}, ${org.id}, ${person.email}, ${`hash-${u}`}, 'accepted', now() + interval '7 days', ${u}, ${u}, now())`,
    sql`insert into invitation_batches (id, organization_id, created_by, total) values (${`batch-${u}`}, ${org.id}, ${u}, 0)`,
    sql`insert into invitation (id, organization_id, email, status, expires_at, inviter_id)
        values (${`legacy-${u}`}, ${org.id}, 'someone@example.com', 'pending', now() + interval '7 days', ${u})`,
    sql`insert into pathway_enrollments (user_id, pathway_id) values (${u}, ${pathwayId})`,
    sql`insert into scenario_choices (user_id, module_id, scenario_id, node_id, choice_id, quality, ended)
        select ${u}, module_id, id, 'start', 'a', 'best', false from module_scenarios order by id limit 1`,
    sql`insert into organization_security_policies (organization_id, idle_timeout_minutes, updated_by) values (${org.id}, 30, ${u})`,
    sql`insert into dpa_acceptances (organization_id, version, accepted_by, signatory_name, signatory_role, ip_address) values (${org.id}, '2026-12-02', ${u}, 'Export Person', 'Director', '203.0.113.7')`,
    // Issue 44 item 5: a progress write sent with an Idempotency-Key.
    sql`insert into idempotency_keys (user_id, scope, key, request_hash, response, created_at) values (${u}, 'progress', ${`key-${u}`}, 'hash', '{}', now())`,
    // Issue 49: a plan started, a version written and approved, and an action owned.
    sql`with plan as (insert into equality_action_plans (organization_id, title, reporting_year, created_by)
          values (${org.id}, 'Closing the gap', 2026, ${u}) returning id),
        version as (insert into equality_action_plan_versions (plan_id, version, status, approved_by, approver_name, approver_job_title, approved_at, created_by)
          select id, 1, 'approved', ${u}, 'Export Person', 'Director', now(), ${u} from plan returning id)
        insert into equality_plan_actions (version_id, position, menu_item_id, stage, owner_id)
          select id, 0, 'structured-interviews', 'new', ${u} from version`,
    sql`insert into organization_check_rules (organization_id, module_id, attempt_limit, updated_by) values (${org.id}, ${moduleId}, 3, ${u})`,
    // Issue 43: an authenticator app (its secret and recovery codes are never exported).
    sql`insert into two_factor (id, secret, backup_codes, user_id, verified) values (${`two-factor-${u}`}, 'secret', 'codes', ${u}, true)`,
    sql`insert into passkey (id, name, public_key, user_id, credential_id, counter, device_type, backed_up, created_at) values (${`passkey-${u}`}, 'Laptop', 'key', ${u}, ${`credential-${u}`}, 0, 'singleDevice', false, now())`,
    sql`insert into sso_provider (id, issuer, saml_config, user_id, provider_id, organization_id, domain)
        values (${`sso-${u}`}, 'https://export.example/sp', '{}', ${u}, ${`sso-${org.id}`}, ${org.id}, 'export.example')`,
    sql`insert into organization_sso_settings (organization_id, require_sso, updated_by) values (${org.id}, false, ${u})`,
    sql`insert into scim_users (id, organization_id, user_id, user_name) values (${`scim-${u}`}, ${org.id}, ${u}, ${person.email})`,
    sql`insert into scim_tokens (id, organization_id, name, token_hash, prefix, created_by)
        values (${`token-${u}`}, ${org.id}, 'Export', ${`hash-token-${u}`}, 'pvt_', ${u})`,
    sql`insert into external_learners (id, organization_id, source, issuer, external_id, user_id, created_at, last_seen_at)
        values (${`ext-${u}`}, ${org.id}, 'scorm12', 'package', 'student-1', ${u}, now(), now())`,
    sql`insert into lms_launches (id, organization_id, user_id, module_id, package_id, format, created_at, expires_at)
        values (${`launch-${u}`}, ${org.id}, ${u}, ${moduleId}, 'package', 'scorm12', now(), now())`,
    sql`insert into lms_packages (id, organization_id, module_id, format, key_hash, created_by)
        values (${`package-${u}`}, ${org.id}, ${moduleId}, 'scorm12', ${`hash-package-${u}`}, ${u})`,
    sql`insert into lms_package_launches (package_id, user_id, module_id) values (${`package-${u}`}, ${u}, ${moduleId})`,
    sql`insert into lms_player_sessions (id, key_hash, organization_id, user_id, module_id, package_id, format, created_at, last_used_at)
        values (${`player-${u}`}, ${`hash-player-${u}`}, ${org.id}, ${u}, ${moduleId}, 'package', 'scorm12', now(), now())`,
    sql`insert into lti_registrations (id, organization_id, name, issuer, client_id, auth_login_url, access_token_url, jwks_url, deployment_ids, created_by)
        values (${`lti-${u}`}, ${org.id}, 'Export LMS', ${`https://lms.export.example/${u}`}, 'export', 'https://lms.export.example/auth',
          'https://lms.export.example/token', 'https://lms.export.example/jwks', '{1}', ${u})`,
    sql`insert into lti_launches (registration_id, organization_id, user_id, module_id, subject, resource_link_id)
        values (${`lti-${u}`}, ${org.id}, ${u}, ${moduleId}, 'lms-user-1', 'link-1')`,
    sql`insert into lti_contexts (registration_id, organization_id, context_id, title) values (${`lti-${u}`}, ${org.id}, 'course-1', 'Export course')`,
    sql`insert into lti_member_syncs (context_id, organization_id, requested_by)
        select id, ${org.id}, ${u} from lti_contexts where registration_id = ${`lti-${u}`}`,
    sql`insert into lti_frame_tickets (ticket_hash, registration_id, user_id, module_id, platform_origins, expires_at)
        values (${`ticket-${u}`}, ${`lti-${u}`}, ${u}, ${moduleId}, '{https://lms.export.example}', now() + interval '10 minutes')`,
    sql`insert into lti_registration_links (token_hash, organization_id, created_by, expires_at)
        values (${`link-${u}`}, ${org.id}, ${u}, now() + interval '1 day')`,
    sql`insert into webhook_endpoints (id, organization_id, url, events, secret_ciphertext, created_by)
        values (${`whep-${u}`}, ${org.id}, 'https://hooks.export.example/pivot', '{member.joined}', 'sealed', ${u})`,
    sql`insert into learning_record_stores (organization_id, endpoint, key, secret_ciphertext, updated_by)
        values (${org.id}, 'https://lrs.export.example/xapi/', 'key', 'sealed', ${u})`,
    sql`insert into learning_activity (user_id, day, seconds_spent) values (${u}, '2026-01-05', 600)`,
    sql`insert into bookmarks (user_id, module_id) values (${u}, ${moduleId})`,
    sql`insert into pivot_assessments (user_id, answers) values (${u}, '{"p1": 4}'::jsonb)`,
    sql`insert into guide_progress (user_id, module_id, guide_id, completed_steps) values (${u}, ${moduleId}, 'guide', '[1]'::jsonb)`,
    sql`insert into payments (user_id, amount_pence, currency, plan_id, status) values (${u}, 2999, 'gbp', 'individual', 'succeeded')`,
    sql`insert into email_preferences (user_id, reminders, updates) values (${u}, true, false)`,
    sql`insert into pathway_assignments (user_id, pathway_id, organization_id, assigned_by) values (${u}, ${pathwayId}, ${org.id}, ${u})`,
    sql`insert into content_ready_requests (user_id, module_id) values (${u}, ${moduleId})`,
    sql`insert into sales_enquiries (user_id, plan_id, name, email, organisation, team_size)
        values (${u}, 'organisation', 'Me', ${person.email}, 'Export Ltd', '11-50')`,
    sql`insert into jedi_assessments (user_id, answers) values (${u}, '{"j1": 3}'::jsonb)`,
    sql`update user_certificates set revoked_by = ${u} where id = ${certificate.id}`,
    sql`insert into certificate_shares (user_certificate_id, platform) values (${certificate.id}, 'linkedin')`,
    sql`insert into wallets (user_id, portfolio_slug) values (${u}, ${`slug-${u}`})`,
    sql`insert into study_group_members (group_id, user_id) values (${group.id}, ${u})`,
    sql`insert into team_challenge_participants (challenge_id, user_id) values (${challenge.id}, ${u})`,
    sql`insert into team_event_attendees (event_id, user_id) values (${event.id}, ${u})`,
    sql`insert into mentoring_offers (organization_id, user_id, expertise) values (${org.id}, ${u}, 'Strategy')`,
    sql`update mentoring_requests set mentor_id = ${u} where id = ${mentoring.id}`,
    sql`insert into mentoring_messages (request_id, sender_id, body) values (${mentoring.id}, ${u}, 'Hello mentor')`,
    sql`insert into activity_likes (progress_id, user_id) values (${progress.id}, ${u})`,
    sql`insert into activity_comments (progress_id, user_id, body) values (${progress.id}, ${u}, 'Well done')`,
    sql`insert into progress_shares (user_id, token) values (${u}, ${`share-${u}`})`,
    sql`insert into generation_runs (status, requested_by) values ('completed', ${u})`,
    sql`insert into content_access_log (user_id, module_id, action, tier, allowed, ip_address)
        values (${u}, ${moduleId}, 'view', 'individual', true, '10.0.0.1')`,
    sql`insert into podcast_uploads (module_id, storage, storage_key, content_type, size_bytes, uploaded_by)
        values (${secondModuleId}, 'local', ${`podcast-${u}.mp3`}, 'audio/mpeg', 1000, ${u})`,
    sql`insert into compliance_assignments (rule_id, cycle, user_id, due_date, assigned_at)
        values (${rule.id}, 0, ${u}, '2026-12-31', now())`,
    sql`insert into recertifications (user_certificate_id, expires_at, user_id, due_date, assigned_at)
        values (${certificate.id}, now() + interval '20 days', ${u}, '2026-12-31', now())`,
    sql`insert into knowledge_check_attempts (user_id, module_id, seed, questions, pass_mark, started_at, expires_at, submitted_at, score_percent, passed, answers)
        values (${u}, ${moduleId}, 7, '[]'::jsonb, 80, now(), now() + interval '1 hour', now(), 100, true, '{}'::jsonb)`,
    sql`insert into knowledge_check_answers (attempt_id, question_id, chosen, is_correct)
        select a.id, (select id from knowledge_check_questions order by id limit 1), array['a'], true
        from knowledge_check_attempts a where a.user_id = ${u}`,
    sql`insert into contact_messages (name, email, message) values ('Me', ${person.email}, 'Hello')`,
    sql`insert into pilot_applications (organization_name, contact_name, email, employee_count, industry, b_corp_timeline, leadership_commitment)
        values ('Export Ltd', 'Me', ${person.email}, '50', 'Technology', 'Within 6 months', 'Supportive')`,
    // Issue 25 items 2 and 3: an unanswered survey invitation, and a readiness round started and answered.
    sql`insert into jedi_surveys (organization_id, title, opens_on, closes_on, follow_up_on)
        values (${org.id}, 'Export survey', current_date, current_date + 14, current_date + 194)`,
    sql`insert into jedi_survey_tokens (survey_id, token_hash, user_id)
        select id, ${`survey-hash-${u}`}, ${u} from jedi_surveys where organization_id = ${org.id}`,
    sql`insert into jedi_org_assessments (organization_id, started_on, created_by) values (${org.id}, current_date, ${u})`,
    sql`insert into jedi_org_assessment_answers (assessment_id, user_id, answers, overall_score, answered_at)
        select id, ${u}, '{}'::jsonb, 60, now() from jedi_org_assessments where organization_id = ${org.id}`,
    // Issue 25 item 4: a B Corp workbench item the person owns, with evidence they uploaded.
    sql`insert into bcorp_workbench_items (organization_id, requirement_id, owner_id, status)
        values (${org.id}, 'fr-eligibility', ${u}, 'in-progress')`,
    sql`insert into bcorp_evidence_files (item_id, organization_id, file_name, content_type, size_bytes, storage, storage_key, uploaded_by)
        select id, ${org.id}, 'evidence.pdf', 'application/pdf', 10, 'local', ${`bcorp-${u}.pdf`}, ${u}
        from bcorp_workbench_items where organization_id = ${org.id} and requirement_id = 'fr-eligibility'`,
    // Issue 24 item 3: a SCORM course the person uploaded, assigned to themselves and attempted.
    sql`insert into scorm_courses (id, organization_id, title, version, launch_path, storage_prefix, size_bytes, file_count, created_by)
        values (${`scorm-${u}`}, ${org.id}, 'Export course', '1.2', 'index.html', ${`scorm-${u}`}, 10, 1, ${u})`,
    sql`insert into scorm_course_assignments (course_id, user_id, organization_id, assigned_by)
        values (${`scorm-${u}`}, ${u}, ${org.id}, ${u})`,
    sql`insert into scorm_attempts (course_id, user_id, organization_id, status, started_at, updated_at)
        values (${`scorm-${u}`}, ${u}, ${org.id}, 'incomplete', now(), now())`,
  ];
  for (const statement of statements) await db().execute(statement);
}

describe("Download my data (issue 28 item 1)", () => {
  let person: TestUser;
  let other: TestUser;
  let exportId: number;
  let token: string;

  beforeAll(async () => {
    person = await t.signUp({ firstName: "Ada", lastName: "Lovelace" });
    other = await t.signUp();
    await seedEverything(person);
  });

  it("queues one export; a second request while it runs returns the running one", async () => {
    const first = await requestExport(person);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ id: expect.any(Number), status: "queued" });
    exportId = first.json().id;
    const second = await requestExport(person);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual({ id: exportId, status: "queued" });
    expect(await db().select().from(dataExports).where(eq(dataExports.userId, person.id))).toHaveLength(1);
    const shown = await readExport(person, exportId);
    expect(shown.json()).toMatchObject({ id: exportId, status: "queued", progress: 0 });
    expect(shown.json().downloadUrl).toBeUndefined();
  });

  it("another person's export is 404, and so is it signed out (401)", async () => {
    expect((await readExport(other, exportId)).statusCode).toBe(404);
    expect((await readExport(null, exportId)).statusCode).toBe(401);
  });

  it("the job builds it: progress reaches 100, the link is e-mailed (hidden in the outbox), the request audited", async () => {
    expect(await buildDataExport(db(), t.app.services.config, exportId, { now: () => now })).toBe("ready");
    const shown = (await readExport(person, exportId)).json();
    expect(shown).toMatchObject({ status: "ready", progress: 100 });
    expect(shown.downloadUrl).toBe(`/api/account/data-export/${exportId}/download`);
    expect(new Date(shown.expiresAt).getTime() - now.getTime()).toBe(DATA_EXPORT_VALID_DAYS * DAY);
    token = await mailedToken(exportId);
    // The admin outbox shows that the link was sent, never the link.
    const [mail] = await db()
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(eq(mailMessages.idempotencyKey, `data-export-ready:${exportId}`));
    const admin = await signedInSession(
      t,
      await createAdmin(db(), { email: "outbox-reader@export.example.com", firstName: "Ray", lastName: "Reader" }),
    );
    const shownToAdmin = await t.as(admin, { method: "GET", url: `/api/admin/outbox/${mail.id}` });
    expect(shownToAdmin.statusCode).toBe(200);
    expect(shownToAdmin.body).not.toContain(token);
    expect(shownToAdmin.json().text).toContain(`/account/data-export/${exportId}?token=[hidden]`);
    // The build ran again (a retried job) does nothing twice.
    expect(await buildDataExport(db(), t.app.services.config, exportId)).toBe("skipped");
    expect(exportFiles(exportId)).toHaveLength(1);
  });

  it("the e-mailed link is refused to another signed-in person, whatever token they hold", async () => {
    const res = await download(other, exportId, token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Data export not found" });
    expect((await download(null, exportId, "not-the-token")).statusCode).toBe(404);
    expect((await download(null, exportId)).statusCode).toBe(404);
    expect((await download(person, exportId, "not-the-token")).statusCode).toBe(404);
  });

  it("the e-mailed link alone, signed out (a forwarded mail, a mail scanner), downloads and spends nothing (issue 43 item 4)", async () => {
    const res = await download(null, exportId, token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Data export not found" });
    expect((await readExport(person, exportId)).json()).toMatchObject({ status: "ready" });
    expect(exportFiles(exportId)).toHaveLength(1);
  });

  it("holds a row from every table with a user reference, the README, CSVs and signed credentials", async () => {
    const res = await download(person, exportId, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="pivot-learning-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const zip = await JSZip.loadAsync(res.rawPayload);
    const readme = await zip.file("README.txt")?.async("string");
    expect(readme).toContain(person.email);
    const data = JSON.parse((await zip.file("data.json")?.async("string")) ?? "{}") as {
      sections: Record<string, { tables: string[]; rows: Record<string, unknown>[] }>;
    };
    const rowsByTable = new Map<string, number>();
    for (const section of Object.values(data.sections)) {
      for (const table of section.tables) rowsByTable.set(table, (rowsByTable.get(table) ?? 0) + section.rows.length);
    }
    const references = await userReferences();
    expect(references.length).toBeGreaterThan(30);
    // The seed put the person in every referring column (a new table fails here until it is seeded) …
    const unseeded: string[] = [];
    for (const { table_name, column_name } of references) {
      const [row] = await t.database.rawQuery<{ n: number }>(
        `select count(*)::int as n from "${table_name}" where "${column_name}" = $1`,
        [person.id],
      );
      if (row.n === 0) unseeded.push(`${table_name}.${column_name}`);
    }
    expect(unseeded, "seed a row of the person's in each of these (this test's seedEverything)").toEqual([]);
    // … and the export holds rows of every such table (a new one fails here until sections.ts exports it).
    const tables = [...new Set(references.map((r) => r.table_name)), "user", "audit_log"];
    const missing = tables.filter((table) => !rowsByTable.get(table));
    expect(missing, "tables with the person's data missing from the export (sections.ts)").toEqual([]);
    // Every section has its CSV; the certificate's signed credential is there as issued.
    for (const section of EXPORT_SECTIONS) expect(zip.file(`csv/${section.file}.csv`), section.file).not.toBeNull();
    const credentials = zip.file(/^credentials\/.+\.json$/);
    expect(credentials).toHaveLength(1);
    expect(JSON.parse(await credentials[0].async("string"))).toEqual({
      type: ["VerifiableCredential", "OpenBadgeCredential"],
    });
    // Secrets stay out.
    const everything = JSON.stringify(data);
    expect(everything).not.toContain(`share-${person.id}`);
    expect(everything).not.toContain(`hash-${person.id}`);
    expect(everything).not.toContain(`hash-player-${person.id}`);
    expect(data.sections["sign-in-methods"].rows[0]).not.toHaveProperty("password");
    expect(data.sections.sessions.rows[0]).not.toHaveProperty("token");
  });

  it("works once: used twice is refused, and the file is gone", async () => {
    const again = await download(person, exportId, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/already been used/);
    expect((await download(person, exportId)).statusCode).toBe(410);
    expect(exportFiles(exportId)).toEqual([]);
    expect((await readExport(person, exportId)).json()).toMatchObject({ status: "downloaded" });
  });

  it("writes the request and the download to the audit log, as the person's own entries", async () => {
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, person.id), eq(auditLog.targetId, String(exportId))));
    expect(entries.map((e) => e.action)).toEqual(["data_export.requested", "data_export.downloaded"]);
    expect(entries.every((e) => e.organizationId === null && e.targetType === "data_export")).toBe(true);
    expect(entries[1].details).toEqual({ through: "e-mailed link" });
  });

  it("an expired link is refused; the owner downloads a ready one from /profile once", async () => {
    const requested = await requestExport(person);
    expect(requested.json().status).toBe("queued");
    const id = requested.json().id as number;
    expect(id).not.toBe(exportId);
    await buildDataExport(db(), t.app.services.config, id, { now: () => now });
    const link = await mailedToken(id);
    const saved = now;
    now = new Date(saved.getTime() + (DATA_EXPORT_VALID_DAYS * DAY + 1000));
    try {
      const expired = await download(person, id, link);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toMatch(/expired/);
      expect((await readExport(person, id)).json().downloadUrl).toBeUndefined();
    } finally {
      now = saved;
    }
    const own = await download(person, id);
    expect(own.statusCode).toBe(200);
    expect((await download(person, id, link)).statusCode).toBe(410);
    const latest = await t.as(person, { method: "GET", url: "/api/account/data-export" });
    expect(latest.json().export).toMatchObject({ id, status: "downloaded" });
  });
});

describe("deleting the account while an export runs (issue 28)", () => {
  it("cancels a queued export", async () => {
    const person = await t.signUp();
    const id = (await requestExport(person)).json().id as number;
    expect((await t.as(person, { method: "POST", url: "/api/account/deletion" })).statusCode).toBe(200);
    expect((await readExport(person, id)).json()).toMatchObject({ status: "cancelled" });
    // The job finds nothing to do.
    expect(await buildDataExport(db(), t.app.services.config, id)).toBe("skipped");
    expect(exportFiles(id)).toEqual([]);
  });

  it("cancels one being built: the build stops and removes the file it wrote", async () => {
    const person = await t.signUp();
    const id = (await requestExport(person)).json().id as number;
    const real = storage();
    const racing = {
      ...real,
      async put(key: string, body: Buffer, contentType: string) {
        await real.put(key, body, contentType);
        expect(exportFiles(id)).toHaveLength(1);
        // The person asks for deletion while the file is being stored.
        expect((await t.as(person, { method: "POST", url: "/api/account/deletion" })).statusCode).toBe(200);
      },
    };
    expect(await buildDataExport(db(), t.app.services.config, id, { storage: racing })).toBe("cancelled");
    expect(exportFiles(id)).toEqual([]);
    expect((await readExport(person, id)).json()).toMatchObject({ status: "cancelled", progress: 95 });
    expect(
      await db()
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.idempotencyKey, `data-export-ready:${id}`)),
    ).toEqual([]);
  });

  it("the purge 30 days later removes a ready export's file with the account", async () => {
    const person = await t.signUp();
    const id = (await requestExport(person)).json().id as number;
    await buildDataExport(db(), t.app.services.config, id);
    expect(exportFiles(id)).toHaveLength(1);
    await db()
      .update(user)
      .set({ deletionRequestedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(user.id, person.id));
    const counts = await t.app.services.jobs.runDailyTasks(new Date());
    expect(counts["account purge"]).toBeGreaterThanOrEqual(1);
    expect(exportFiles(id)).toEqual([]);
    expect(await db().select().from(dataExports).where(eq(dataExports.id, id))).toEqual([]);
  });
});

describe("storage", () => {
  it("keeps export files in their own folder under the uploads folder", () => {
    const dir = storage().localDir ?? "";
    expect(path.basename(dir)).toBe("data-exports");
    expect(path.dirname(dir)).toBe(path.resolve(uploadsDir));
  });
});
