import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { redactLinks } from "../../platform/mail/redact";

/**
 * What "Download my data" holds (issue 28 item 1): one section per kind of record, each a query of the
 * rows that are about the person. `tables` names the tables a section reads, so the test that lists
 * every table with a foreign key to user.id (data-export.test.ts) fails when a new one is not exported.
 *
 * Where the person is only the actor on someone else's record (an invitation they sent, a pathway they
 * assigned, a module body they generated), the row is listed with the columns that say what they did,
 * not the other person's details. Secrets are left out: password hashes, session and OAuth tokens, token
 * hashes, the live token of a share link, and links in stored e-mail keep their address without tokens.
 */
export interface ExportSection {
  /** The file name (data.json key and csv/<file>.csv). */
  file: string;
  title: string;
  tables: readonly string[];
  query: (u: PersonRef) => SQL;
  /** Rows changed before they are written (e-mail bodies without their one-time links). */
  map?: (row: Record<string, unknown>) => Record<string, unknown>;
}

export interface PersonRef {
  id: string;
  email: string;
}

const own =
  (table: string, column = "user_id", order = "") =>
  (u: PersonRef) =>
    sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${u.id}${sql.raw(order ? ` order by ${order}` : "")}`;

export const EXPORT_SECTIONS: readonly ExportSection[] = [
  // ---- Account ----
  {
    file: "account",
    title: "Your account",
    tables: ["user"],
    query: (u) => sql`select * from "user" where id = ${u.id}`,
  },
  {
    file: "sign-in-methods",
    title: "How you sign in (password hashes and provider tokens are not included)",
    tables: ["account"],
    query: (u) => sql`
      select id, provider_id, account_id, scope, (password is not null) as has_password,
             access_token_expires_at, refresh_token_expires_at, created_at, updated_at
      from account where user_id = ${u.id} order by created_at`,
  },
  {
    file: "sessions",
    title: "Your signed-in sessions (their secret tokens are not included)",
    tables: ["session"],
    query: (u) => sql`
      select id, created_at, updated_at, expires_at, ip_address, user_agent, impersonated_by, active_organization_id,
             two_factor_verified_at, single_sign_on
      from session where user_id = ${u.id} order by created_at`,
  },
  {
    file: "two-factor-sign-in",
    title: "Your authenticator app for two-factor sign-in (its secret and recovery codes are not included)",
    tables: ["two_factor"],
    query: (u) => sql`
      select id, verified, failed_verification_count, locked_until
      from two_factor where user_id = ${u.id}`,
  },
  {
    file: "passkeys",
    title: "Your passkeys for signing in (their public keys and credential ids are not included)",
    tables: ["passkey"],
    query: (u) => sql`
      select id, name, device_type, backed_up, transports, created_at
      from passkey where user_id = ${u.id} order by created_at`,
  },
  {
    file: "email-preferences",
    title: "Your e-mail preferences",
    tables: ["email_preferences"],
    query: own("email_preferences"),
  },
  {
    file: "data-exports",
    title: "Your data export requests",
    tables: ["data_exports"],
    query: (u) => sql`
      select id, status, progress, size_bytes, requested_at, finished_at, expires_at, downloaded_at
      from data_exports where user_id = ${u.id} order by requested_at`,
  },
  {
    file: "audit-log",
    title: "Actions recorded in the audit log that you took",
    tables: ["audit_log"],
    query: (u) => sql`
      select id, organization_id, action, target_type, target_id, details, ip_address, at
      from audit_log where actor_id = ${u.id} order by id`,
  },
  // ---- Organisations ----
  {
    file: "organisation-memberships",
    title: "Organisations you belong to",
    tables: ["member"],
    query: (u) => sql`
      select m.id, m.organization_id, o.name as organization_name, m.role, m.department, m.manager_id, m.created_at
      from member m join organization o on o.id = m.organization_id
      where m.user_id = ${u.id} order by m.created_at`,
  },
  {
    file: "organisation-invitations",
    title: "Invitations to you, and invitations you sent (without the invitees' details)",
    tables: ["organization_invitations"],
    query: (u) => sql`
      select id, organization_id,
             case when accepted_by = ${u.id} or lower(email) = lower(${u.email}) then email end as email,
             role, department, status, invited_by = ${u.id} as sent_by_you, accepted_by = ${u.id} as accepted_by_you,
             created_at, last_sent_at, expires_at, accepted_at
      from organization_invitations
      where invited_by = ${u.id} or accepted_by = ${u.id} or lower(email) = lower(${u.email})
      order by created_at`,
  },
  {
    file: "organisation-invitations-legacy",
    title: "Invitations you sent through the earlier invitation form (without the invitees' details)",
    tables: ["invitation"],
    query: (u) => sql`
      select id, organization_id, role, status, expires_at, created_at
      from invitation where inviter_id = ${u.id} order by created_at`,
  },
  {
    file: "invitation-lists",
    title: "Lists of invitations you uploaded",
    tables: ["invitation_batches"],
    query: (u) => sql`
      select id, organization_id, status, total, processed, invited, created_at, finished_at
      from invitation_batches where created_by = ${u.id} order by created_at`,
  },
  // ---- Learning ----
  {
    file: "module-progress",
    title: "Your progress in each module",
    tables: ["user_progress"],
    query: (u) => sql`
      select p.*, m.title as module_title from user_progress p join modules m on m.id = p.module_id
      where p.user_id = ${u.id} order by p.started_at`,
  },
  {
    file: "learning-activity",
    title: "Time you spent learning, by day",
    tables: ["learning_activity"],
    query: own("learning_activity", "user_id", "day"),
  },
  {
    file: "learning-totals",
    title: "Totals worked out from your progress",
    tables: ["learner_totals"],
    query: own("learner_totals"),
  },
  { file: "bookmarks", title: "Modules you bookmarked", tables: ["bookmarks"], query: own("bookmarks") },
  {
    file: "guide-progress",
    title: "Steps you completed in module guides",
    tables: ["guide_progress"],
    query: own("guide_progress"),
  },
  {
    file: "scenario-choices",
    title: "Choices you made in modules' scenarios",
    tables: ["scenario_choices"],
    query: own("scenario_choices"),
  },
  {
    file: "content-ready-requests",
    title: "Modules you asked to be told about",
    tables: ["content_ready_requests"],
    query: own("content_ready_requests"),
  },
  {
    file: "pathway-enrolments",
    title: "Pathways you enrolled in",
    tables: ["pathway_enrollments"],
    query: own("pathway_enrollments"),
  },
  {
    file: "pathway-assignments",
    title: "Pathways assigned to you, and pathways you assigned to others",
    tables: ["pathway_assignments"],
    query: (u) => sql`
      select pathway_id, organization_id, user_id = ${u.id} as assigned_to_you, assigned_by = ${u.id} as assigned_by_you,
             due_date, assigned_at, completion_since
      from pathway_assignments where user_id = ${u.id} or assigned_by = ${u.id} order by assigned_at`,
  },
  {
    file: "compliance-assignments",
    title: "Compliance training assigned to you",
    tables: ["compliance_assignments"],
    query: own("compliance_assignments", "user_id", "assigned_at"),
  },
  {
    file: "compliance-rules",
    title: "Compliance assignment rules you created",
    tables: ["compliance_rules"],
    query: own("compliance_rules", "created_by", "created_at"),
  },
  {
    file: "learning-goals",
    title: "Your learning goals",
    tables: ["learning_goals"],
    query: own("learning_goals", "user_id", "created_at"),
  },
  // ---- Assessments ----
  {
    file: "pivot-assessments",
    title: "Your PIVOT assessments and answers",
    tables: ["pivot_assessments"],
    query: own("pivot_assessments", "user_id", "created_at"),
  },
  {
    file: "jedi-assessments",
    title: "Your JEDI readiness assessments and answers",
    tables: ["jedi_assessments"],
    query: own("jedi_assessments", "user_id", "created_at"),
  },
  {
    file: "knowledge-check-attempts",
    title: "Your knowledge check attempts and scores",
    tables: ["knowledge_check_attempts"],
    query: own("knowledge_check_attempts", "user_id", "started_at"),
  },
  {
    file: "knowledge-check-answers",
    title: "Your answers to each knowledge check question",
    tables: ["knowledge_check_answers"],
    query: (u) => sql`
      select a.attempt_id, q.key as question_key, q.text as question, a.chosen, a.is_correct
      from knowledge_check_answers a
      join knowledge_check_attempts t on t.id = a.attempt_id
      join knowledge_check_questions q on q.id = a.question_id
      where t.user_id = ${u.id} order by a.attempt_id, q.key`,
  },
  {
    file: "repeated-write-keys",
    title:
      "Keys your browser sent with progress and knowledge check answers, so a repeat was not counted twice (kept 24 hours)",
    tables: ["idempotency_keys"],
    query: (u) => sql`
      select scope, key, response, created_at from idempotency_keys where user_id = ${u.id} order by created_at`,
  },
  // ---- Certificates ----
  {
    file: "certificates",
    title: "Certificates you earned, with their signed credentials",
    tables: ["user_certificates"],
    query: (u) => sql`
      select uc.id, c.slug as certificate_slug, c.title as certificate_title, c.cpd_hours, uc.earned_at, uc.issued_at,
             uc.expires_at, uc.verification_code, uc.revoked_at, uc.revoked_reason, uc.credential
      from user_certificates uc join certificates c on c.id = uc.certificate_id
      where uc.user_id = ${u.id} order by uc.earned_at`,
  },
  {
    file: "certificates-you-revoked",
    title: "Certificates you revoked as an administrator",
    tables: ["user_certificates"],
    query: (u) => sql`
      select id, certificate_id, revoked_at, revoked_reason from user_certificates
      where revoked_by = ${u.id} order by revoked_at`,
  },
  {
    file: "certificate-shares",
    title: "Times you shared a certificate",
    tables: ["certificate_shares"],
    query: (u) => sql`
      select s.* from certificate_shares s join user_certificates uc on uc.id = s.user_certificate_id
      where uc.user_id = ${u.id} order by s.created_at`,
  },
  {
    file: "recertifications",
    title: "Certificates due for renewal",
    tables: ["recertifications"],
    query: own("recertifications", "user_id", "assigned_at"),
  },
  { file: "wallet", title: "Your credential wallet settings", tables: ["wallets"], query: own("wallets") },
  {
    file: "progress-share",
    title: "Your progress share link (its secret address is not included)",
    tables: ["progress_shares"],
    query: (u) => sql`select user_id, enabled, created_at from progress_shares where user_id = ${u.id}`,
  },
  // ---- Messages ----
  {
    file: "notifications",
    title: "Your notifications",
    tables: ["notifications"],
    query: own("notifications", "user_id", "created_at"),
  },
  {
    file: "emails",
    title: "E-mails we sent you (links without their one-time tokens)",
    tables: ["mail_messages"],
    query: (u) => sql`
      select id, template, category, to_address, subject, text_body, status, created_at, sent_at
      from mail_messages where user_id = ${u.id} order by id`,
    map: (row) => ({ ...row, text_body: typeof row.text_body === "string" ? redactLinks(row.text_body) : null }),
  },
  {
    file: "support-conversations",
    title: "Your support conversations",
    tables: ["support_conversations"],
    query: own("support_conversations", "user_id", "created_at"),
  },
  {
    file: "support-messages",
    title: "Messages in your support conversations, and replies you wrote",
    tables: ["support_messages"],
    query: (u) => sql`
      select m.id, m.conversation_id, m.from_staff, m.author_id = ${u.id} as written_by_you, m.created_at,
             case when c.user_id = ${u.id} or m.author_id = ${u.id} then m.body end as body
      from support_messages m join support_conversations c on c.id = m.conversation_id
      where c.user_id = ${u.id} or m.author_id = ${u.id} order by m.created_at`,
  },
  // ---- Team hub ----
  {
    file: "study-groups-created",
    title: "Study groups you created",
    tables: ["study_groups"],
    query: own("study_groups", "created_by", "created_at"),
  },
  {
    file: "study-group-memberships",
    title: "Study groups you joined",
    tables: ["study_group_members"],
    query: own("study_group_members", "user_id", "joined_at"),
  },
  {
    file: "team-challenges-created",
    title: "Team challenges you created",
    tables: ["team_challenges"],
    query: own("team_challenges", "created_by", "created_at"),
  },
  {
    file: "team-challenge-participation",
    title: "Team challenges you joined",
    tables: ["team_challenge_participants"],
    query: own("team_challenge_participants", "user_id", "joined_at"),
  },
  {
    file: "team-events-facilitated",
    title: "Team events you facilitate",
    tables: ["team_events"],
    query: own("team_events", "facilitator_id", "starts_at"),
  },
  {
    file: "team-event-attendance",
    title: "Team events you joined",
    tables: ["team_event_attendees"],
    query: own("team_event_attendees", "user_id", "joined_at"),
  },
  {
    file: "mentoring-offers",
    title: "Mentoring you offered",
    tables: ["mentoring_offers"],
    query: own("mentoring_offers", "user_id", "created_at"),
  },
  {
    file: "mentoring-requests",
    title: "Mentoring you asked for or gave",
    tables: ["mentoring_requests"],
    query: (u) => sql`
      select * from mentoring_requests where mentee_id = ${u.id} or mentor_id = ${u.id} order by created_at`,
  },
  {
    file: "mentoring-messages",
    title: "Messages in your mentoring conversations",
    tables: ["mentoring_messages"],
    query: (u) => sql`
      select mm.* from mentoring_messages mm join mentoring_requests r on r.id = mm.request_id
      where mm.sender_id = ${u.id} or r.mentee_id = ${u.id} or r.mentor_id = ${u.id} order by mm.created_at`,
  },
  {
    file: "activity-likes",
    title: "Team activity you liked",
    tables: ["activity_likes"],
    query: own("activity_likes", "user_id", "created_at"),
  },
  {
    file: "activity-comments",
    title: "Comments you wrote on team activity",
    tables: ["activity_comments"],
    query: own("activity_comments", "user_id", "created_at"),
  },
  // ---- Subscriptions and payments ----
  {
    file: "subscriptions",
    title: "Your subscriptions",
    tables: ["subscriptions"],
    query: own("subscriptions", "user_id", "created_at"),
  },
  { file: "payments", title: "Your payments", tables: ["payments"], query: own("payments", "user_id", "created_at") },
  {
    file: "sales-enquiries",
    title: "Sales enquiries you sent",
    tables: ["sales_enquiries"],
    query: (u) => sql`
      select * from sales_enquiries where user_id = ${u.id} or lower(email) = lower(${u.email}) order by created_at`,
  },
  {
    file: "contact-messages",
    title: "Messages you sent through the contact form (with this e-mail address)",
    tables: ["contact_messages"],
    query: (u) => sql`select * from contact_messages where lower(email) = lower(${u.email}) order by created_at`,
  },
  {
    file: "pilot-applications",
    title: "Pilot applications sent with this e-mail address",
    tables: ["pilot_applications"],
    query: (u) => sql`select * from pilot_applications where lower(email) = lower(${u.email}) order by created_at`,
  },
  // ---- Administration (what an administrator did, without the content itself) ----
  {
    file: "content-access-log",
    title: "Protected content you opened or downloaded (kept for 30 days)",
    tables: ["content_access_log"],
    query: own("content_access_log", "user_id", "occurred_at"),
  },
  {
    file: "generated-content",
    title: "Module content you generated as an administrator",
    tables: ["generated_content"],
    query: (u) => sql`
      select id, module_id, status, engine, created_at, updated_at, published_at
      from generated_content where created_by = ${u.id} order by created_at`,
  },
  {
    file: "generation-runs",
    title: "Bulk content generations you started",
    tables: ["generation_runs"],
    query: (u) => sql`
      select id, status, started_at, finished_at from generation_runs where requested_by = ${u.id} order by started_at`,
  },
  {
    file: "protection-settings-changes",
    title: "Content protection settings you last changed",
    tables: ["protection_settings"],
    query: (u) => sql`select id, updated_at from protection_settings where updated_by = ${u.id}`,
  },
  {
    file: "sign-in-policy-changes",
    title: "Organisations' sign-in policies you last changed",
    tables: ["organization_security_policies"],
    query: (u) => sql`
      select organization_id, idle_timeout_minutes, device_limit, two_factor_required_for, two_factor_required_from,
             updated_at
      from organization_security_policies where updated_by = ${u.id}`,
  },
  {
    // Issue 45 item 5: the data processing agreements the person accepted for an organisation.
    file: "data-processing-agreements",
    title: "Data processing agreements you accepted for an organisation",
    tables: ["dpa_acceptances"],
    query: (u) => sql`
      select organization_id, version, signatory_name, signatory_role, accepted_at, ip_address
      from dpa_acceptances where accepted_by = ${u.id} order by accepted_at`,
  },
  {
    file: "knowledge-check-rule-changes",
    title: "Organisations' knowledge check rules you last changed",
    tables: ["organization_check_rules"],
    query: (u) => sql`
      select organization_id, module_id, attempt_limit, cooldown_minutes, pass_mark, show_answers_after_pass, updated_at
      from organization_check_rules where updated_by = ${u.id}`,
  },
  {
    file: "single-sign-on-changes",
    title: "Organisations' single sign-on you set up",
    tables: ["sso_provider", "organization_sso_settings"],
    query: (u) => sql`
      select p.organization_id, p.domain, s.require_sso, s.updated_at
      from sso_provider p left join organization_sso_settings s on s.organization_id = p.organization_id
      where p.user_id = ${u.id} or s.updated_by = ${u.id}`,
  },
  {
    file: "provisioning",
    title: "How organisations' identity providers provisioned you (SCIM), and the SCIM tokens you created",
    tables: ["scim_users", "scim_tokens"],
    query: (u) => sql`
      select 'identity' as kind, organization_id, user_name as name, active, created_at from scim_users where user_id = ${u.id}
      union all
      select 'token' as kind, organization_id, name, revoked_at is null as active, created_at from scim_tokens where created_by = ${u.id}`,
  },
  {
    file: "lms-identities",
    title: "How organisations' learning management systems know you, and your launches from them",
    tables: ["external_learners", "lms_launches"],
    query: (u) => sql`
      select 'identity' as kind, organization_id, source, external_id, created_at, last_seen_at as at
      from external_learners where user_id = ${u.id}
      union all
      select 'launch' as kind, organization_id, format as source, module_id::text as external_id, created_at, used_at as at
      from lms_launches where user_id = ${u.id}
      order by created_at`,
  },
  {
    // Issue 24 item 1: SCORM 1.2 and cmi5 packages you downloaded for an organisation, and your launches through one.
    file: "lms-packages",
    title: "LMS packages you downloaded for an organisation, and the modules you opened through one from an LMS",
    tables: ["lms_packages", "lms_package_launches"],
    query: (u) => sql`
      select 'package you downloaded' as kind, p.organization_id, p.format,
        coalesce(m.title, pw.title) as detail, p.revoked_at is not null as withdrawn, p.created_at as at
      from lms_packages p left join modules m on m.id = p.module_id left join pathways pw on pw.id = p.pathway_id
      where p.created_by = ${u.id}
      union all
      select 'launch from your LMS', p.organization_id, p.format, m.title, p.revoked_at is not null, l.launched_at
      from lms_package_launches l join lms_packages p on p.id = l.package_id join modules m on m.id = l.module_id
      where l.user_id = ${u.id}
      order by at`,
  },
  {
    // Issue 24 item 1: the PIVOT player sessions an LMS launch opened for you (their keys are not included).
    file: "lms-player-sessions",
    title: "Modules you opened in the PIVOT player from a learning management system (their keys are not included)",
    tables: ["lms_player_sessions"],
    query: (u) => sql`
      select s.id, s.organization_id, s.module_id, m.title as module_title, s.package_id, s.format, s.created_at, s.last_used_at
      from lms_player_sessions s join modules m on m.id = s.module_id
      where s.user_id = ${u.id} order by s.created_at`,
  },
  {
    // Issue 24 item 2: launches from an LMS through LTI (where scores go back), and the LTI work you did for an organisation.
    file: "lti",
    title:
      "Your launches from learning management systems through LTI, and LMS registrations and course syncs you made",
    tables: ["lti_launches", "lti_registrations", "lti_member_syncs", "lti_frame_tickets", "lti_registration_links"],
    query: (u) => sql`
      select 'launch' as kind, l.organization_id, r.name as lms, l.module_id::text as detail, l.last_launch_at as at
      from lti_launches l join lti_registrations r on r.id = l.registration_id where l.user_id = ${u.id}
      union all
      select 'launch inside the LMS page', r.organization_id, r.name, f.module_id::text, f.created_at
      from lti_frame_tickets f join lti_registrations r on r.id = f.registration_id where f.user_id = ${u.id}
      union all
      select 'registration you added', organization_id, name, issuer, created_at from lti_registrations where created_by = ${u.id}
      union all
      select 'registration link you made', organization_id, 'Dynamic Registration',
        case when used_at is null then 'not used' else 'used' end, created_at
      from lti_registration_links where created_by = ${u.id}
      union all
      select 'course member sync you asked for', s.organization_id, r.name, coalesce(c.title, c.context_id), s.created_at
      from lti_member_syncs s join lti_contexts c on c.id = s.context_id join lti_registrations r on r.id = c.registration_id
      where s.requested_by = ${u.id}
      order by at`,
  },
  {
    file: "webhooks-and-learning-record-stores",
    title: "Organisations' webhook endpoints you added and learning record stores you last set",
    tables: ["webhook_endpoints", "learning_record_stores"],
    query: (u) => sql`
      select 'webhook endpoint' as kind, organization_id, url as address, created_at as at from webhook_endpoints where created_by = ${u.id}
      union all
      select 'learning record store' as kind, organization_id, endpoint as address, updated_at as at from learning_record_stores where updated_by = ${u.id}`,
  },
  {
    // Issue 25: survey answers are anonymous and never linked to anyone, so only unanswered invitations show.
    file: "jedi-organisation-surveys-and-assessments",
    title: "Inclusion surveys you are invited to and have not answered, and organisation readiness assessments",
    tables: ["jedi_survey_tokens", "jedi_org_assessments", "jedi_org_assessment_answers"],
    query: (u) => sql`
      select 'survey invitation not answered' as kind, s.organization_id, s.title as detail, s.closes_on::text as at
      from jedi_survey_tokens t join jedi_surveys s on s.id = t.survey_id where t.user_id = ${u.id}
      union all
      select 'readiness round you started', organization_id, 'started', started_on::text
      from jedi_org_assessments where created_by = ${u.id}
      union all
      select 'your readiness answers', a.organization_id, coalesce(x.overall_score::text, 'not answered'), x.answered_at::text
      from jedi_org_assessment_answers x join jedi_org_assessments a on a.id = x.assessment_id where x.user_id = ${u.id}`,
  },
  {
    // Issue 25 item 4: the B Corp workbench items you own and the evidence files you uploaded.
    file: "b-corp-workbench",
    title: "B Corp workbench items you own and evidence files you uploaded",
    tables: ["bcorp_workbench_items", "bcorp_evidence_files"],
    query: (u) => sql`
      select 'item you own' as kind, organization_id, requirement_id as detail, status, due_on::text as due_on, updated_at as at
      from bcorp_workbench_items where owner_id = ${u.id}
      union all
      select 'evidence you uploaded', f.organization_id, f.file_name, i.requirement_id, null, f.created_at
      from bcorp_evidence_files f join bcorp_workbench_items i on i.id = f.item_id where f.uploaded_by = ${u.id}`,
  },
  {
    // Issue 49: equality action plans you started, versions you approved or wrote, actions you own.
    file: "equality-action-plans",
    title: "Equality action plans you started, approved or own actions in",
    tables: ["equality_action_plans", "equality_action_plan_versions", "equality_plan_actions"],
    query: (u) => sql`
      select 'plan you started' as kind, p.organization_id, p.title as detail, null as version, p.created_at as at
      from equality_action_plans p where p.created_by = ${u.id}
      union all
      select case when v.approved_by = ${u.id} then 'version you approved' else 'version you wrote' end,
        p.organization_id, p.title, v.version, coalesce(v.approved_at, v.created_at)
      from equality_action_plan_versions v join equality_action_plans p on p.id = v.plan_id
      where v.approved_by = ${u.id} or v.created_by = ${u.id}
      union all
      select 'action you own', p.organization_id, a.menu_item_id, v.version, v.updated_at
      from equality_plan_actions a join equality_action_plan_versions v on v.id = a.version_id
      join equality_action_plans p on p.id = v.plan_id where a.owner_id = ${u.id}`,
  },
  {
    // Issue 24 item 3: imported SCORM courses — your attempts (status, score, time), courses assigned to
    // you or by you, and packages you uploaded. The CMI the course stored is its own data and stays out.
    file: "scorm-courses",
    title: "Imported SCORM courses: your attempts, assignments and uploads",
    tables: ["scorm_attempts", "scorm_course_assignments", "scorm_courses"],
    query: (u) => sql`
      select 'your attempt' as kind, c.organization_id, c.title, a.status, a.score_raw::text as score,
        a.total_time_seconds::text as seconds, a.updated_at as at
      from scorm_attempts a join scorm_courses c on c.id = a.course_id where a.user_id = ${u.id}
      union all
      select 'assigned to you', s.organization_id, c.title, coalesce(s.due_date::text, ''), null, null, s.assigned_at
      from scorm_course_assignments s join scorm_courses c on c.id = s.course_id where s.user_id = ${u.id}
      union all
      select 'you assigned', s.organization_id, c.title, coalesce(s.due_date::text, ''), null, null, s.assigned_at
      from scorm_course_assignments s join scorm_courses c on c.id = s.course_id where s.assigned_by = ${u.id}
      union all
      select 'package you uploaded', organization_id, title, version, null, size_bytes::text, created_at
      from scorm_courses where created_by = ${u.id}
      order by at`,
  },
  {
    file: "podcast-uploads",
    title: "Podcast files you uploaded",
    tables: ["podcast_uploads"],
    query: (u) => sql`
      select id, module_id, content_type, size_bytes, duration_seconds, created_at
      from podcast_uploads where uploaded_by = ${u.id} order by created_at`,
  },
];

export type ExportRow = Record<string, unknown>;

/** One section's rows, read. */
export async function readSection(db: Db, section: ExportSection, person: PersonRef): Promise<ExportRow[]> {
  const rows = await queryRows<ExportRow>(db, section.query(person));
  return section.map ? rows.map(section.map) : rows;
}
