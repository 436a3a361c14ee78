ALTER TABLE "compliance_assignments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
-- issue 44 item 1 (decision 360): each compliance assignment keeps when its pathway was completed, so the
-- report reads one column instead of recomputing every person's pathway. The moment is
-- db/completion-evidence.ts's pathwayDoneAt: every module of the rule's pathway completed (a first
-- completion in user_progress, or a passed knowledge check) at or after the assignment's completion_since,
-- the last of them; null while any is outstanding or the pathway has no modules. The triggers below
-- recompute it after every write it depends on: progress, knowledge-check attempts, a pathway's modules,
-- and a new assignment.
CREATE FUNCTION public.compliance_pathway_done_at(p_user text, p_pathway integer, p_since timestamptz)
    RETURNS timestamptz
    LANGUAGE plpgsql STABLE
    AS $$
BEGIN
  RETURN (
    SELECT CASE WHEN count(*) > 0 AND count(d.done_at) = count(*) THEN max(d.done_at) END
    FROM (
      SELECT (
        SELECT min(e.t) FROM (
          SELECT up.completed_at AS t FROM user_progress up
          WHERE up.user_id = p_user AND up.module_id = pm.module_id AND up.is_completed
            AND (p_since IS NULL OR up.completed_at >= p_since)
          UNION ALL
          SELECT k.submitted_at FROM knowledge_check_attempts k
          WHERE k.user_id = p_user AND k.module_id = pm.module_id AND k.passed AND k.submitted_at IS NOT NULL
            AND (p_since IS NULL OR k.submitted_at >= p_since)
        ) e
      ) AS done_at
      FROM pathway_modules pm WHERE pm.pathway_id = p_pathway
    ) d
  );
END
$$;--> statement-breakpoint
-- The assignments of these people on pathways holding these modules (pairs by position), recomputed.
CREATE FUNCTION public.compliance_assignments_recompute(p_users text[], p_modules integer[])
    RETURNS void
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF p_users IS NULL OR cardinality(p_users) = 0 THEN RETURN; END IF;
  UPDATE compliance_assignments ca SET completed_at = d.done_at
    FROM (
      SELECT ca2.rule_id, ca2.cycle, ca2.user_id,
        compliance_pathway_done_at(ca2.user_id, r.pathway_id, ca2.completion_since) AS done_at
      FROM (SELECT DISTINCT c.user_id, c.module_id FROM unnest(p_users, p_modules) AS c(user_id, module_id)) c
      JOIN compliance_assignments ca2 ON ca2.user_id = c.user_id
      JOIN compliance_rules r ON r.id = ca2.rule_id
      WHERE EXISTS (SELECT 1 FROM pathway_modules pm WHERE pm.pathway_id = r.pathway_id AND pm.module_id = c.module_id)
      GROUP BY ca2.rule_id, ca2.cycle, ca2.user_id, r.pathway_id, ca2.completion_since
    ) d
    WHERE ca.rule_id = d.rule_id AND ca.cycle = d.cycle AND ca.user_id = d.user_id
      AND ca.completed_at IS DISTINCT FROM d.done_at;
END
$$;--> statement-breakpoint
-- The same moment for many assignments at once, set-based (a rule's fan-out, a pathway's modules
-- changed): the assignments of these rules, of these people only unless p_users is null.
CREATE FUNCTION public.compliance_assignments_refresh(p_rules integer[], p_users text[])
    RETURNS void
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF p_rules IS NULL OR cardinality(p_rules) = 0 THEN RETURN; END IF;
  UPDATE compliance_assignments ca SET completed_at = f.done_at
    FROM (
      SELECT c.rule_id, c.cycle, c.user_id, c.completed_at,
        CASE WHEN count(pm.module_id) > 0 AND count(pm.module_id) = count(least(up.completed_at, kc.t))
          THEN max(least(up.completed_at, kc.t)) END AS done_at
      FROM compliance_assignments c
      JOIN compliance_rules r ON r.id = c.rule_id
      LEFT JOIN pathway_modules pm ON pm.pathway_id = r.pathway_id
      LEFT JOIN user_progress up ON up.user_id = c.user_id AND up.module_id = pm.module_id AND up.is_completed
        AND (c.completion_since IS NULL OR up.completed_at >= c.completion_since)
      LEFT JOIN LATERAL (
        SELECT min(k.submitted_at) AS t FROM knowledge_check_attempts k
        WHERE k.user_id = c.user_id AND k.module_id = pm.module_id AND k.passed AND k.submitted_at IS NOT NULL
          AND (c.completion_since IS NULL OR k.submitted_at >= c.completion_since)
      ) kc ON true
      WHERE c.rule_id = ANY (p_rules) AND (p_users IS NULL OR c.user_id = ANY (p_users))
      GROUP BY c.rule_id, c.cycle, c.user_id, c.completed_at
    ) f
    WHERE ca.rule_id = f.rule_id AND ca.cycle = f.cycle AND ca.user_id = f.user_id
      AND f.completed_at IS DISTINCT FROM f.done_at;
END
$$;--> statement-breakpoint
-- Progress: a row that is or was a completion (the hot path's time-only updates change nothing here).
CREATE FUNCTION public.compliance_progress_after_write() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  users text[];
  mods integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id), array_agg(module_id) INTO users, mods FROM new_rows WHERE is_completed;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(c.user_id), array_agg(c.module_id) INTO users, mods FROM (
      SELECT n.user_id, n.module_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.user_id, n.module_id, n.is_completed, n.completed_at) IS DISTINCT FROM (o.user_id, o.module_id, o.is_completed, o.completed_at)
      UNION
      SELECT o.user_id, o.module_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.user_id, n.module_id) IS DISTINCT FROM (o.user_id, o.module_id) AND o.is_completed
    ) c;
  ELSE
    SELECT array_agg(user_id), array_agg(module_id) INTO users, mods FROM old_rows WHERE is_completed;
  END IF;
  PERFORM compliance_assignments_recompute(users, mods);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Knowledge-check attempts: a submission that is or was a pass.
CREATE FUNCTION public.compliance_attempts_after_write() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  users text[];
  mods integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id), array_agg(module_id) INTO users, mods FROM new_rows
    WHERE passed AND submitted_at IS NOT NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(c.user_id), array_agg(c.module_id) INTO users, mods FROM (
      SELECT n.user_id, n.module_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.user_id, n.module_id, n.passed, n.submitted_at) IS DISTINCT FROM (o.user_id, o.module_id, o.passed, o.submitted_at)
      UNION
      SELECT o.user_id, o.module_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.user_id, n.module_id) IS DISTINCT FROM (o.user_id, o.module_id) AND o.passed
    ) c;
  ELSE
    SELECT array_agg(user_id), array_agg(module_id) INTO users, mods FROM old_rows WHERE passed;
  END IF;
  PERFORM compliance_assignments_recompute(users, mods);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A pathway's modules changed (a catalogue sync that adds or drops one, a module deleted): every
-- assignment on it. The sync rewrites only what changed, so a start-up without changes costs nothing.
CREATE FUNCTION public.compliance_pathway_modules_after_write() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT pathway_id) INTO changed FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT pathway_id) INTO changed FROM (
      (SELECT pathway_id, module_id FROM new_rows EXCEPT SELECT pathway_id, module_id FROM old_rows)
      UNION
      (SELECT pathway_id, module_id FROM old_rows EXCEPT SELECT pathway_id, module_id FROM new_rows)
    ) c;
  ELSE
    SELECT array_agg(DISTINCT pathway_id) INTO changed FROM old_rows;
  END IF;
  IF changed IS NULL THEN RETURN NULL; END IF;
  PERFORM compliance_assignments_refresh(
    (SELECT array_agg(id) FROM compliance_rules WHERE pathway_id = ANY (changed)), NULL);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- New assignments: those already done (a first cycle counts earlier completions).
CREATE FUNCTION public.compliance_assignments_after_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM compliance_assignments_refresh(
    (SELECT array_agg(DISTINCT rule_id) FROM new_rows), (SELECT array_agg(DISTINCT user_id) FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_progress_compliance_insert AFTER INSERT ON public.user_progress REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.compliance_progress_after_write();--> statement-breakpoint
CREATE TRIGGER user_progress_compliance_update AFTER UPDATE ON public.user_progress REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.compliance_progress_after_write();--> statement-breakpoint
CREATE TRIGGER user_progress_compliance_delete AFTER DELETE ON public.user_progress REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.compliance_progress_after_write();--> statement-breakpoint
CREATE TRIGGER knowledge_check_attempts_compliance_insert AFTER INSERT ON public.knowledge_check_attempts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.compliance_attempts_after_write();--> statement-breakpoint
CREATE TRIGGER knowledge_check_attempts_compliance_update AFTER UPDATE ON public.knowledge_check_attempts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.compliance_attempts_after_write();--> statement-breakpoint
CREATE TRIGGER knowledge_check_attempts_compliance_delete AFTER DELETE ON public.knowledge_check_attempts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.compliance_attempts_after_write();--> statement-breakpoint
CREATE TRIGGER pathway_modules_compliance_insert AFTER INSERT ON public.pathway_modules REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.compliance_pathway_modules_after_write();--> statement-breakpoint
CREATE TRIGGER pathway_modules_compliance_update AFTER UPDATE ON public.pathway_modules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.compliance_pathway_modules_after_write();--> statement-breakpoint
CREATE TRIGGER pathway_modules_compliance_delete AFTER DELETE ON public.pathway_modules REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.compliance_pathway_modules_after_write();--> statement-breakpoint
CREATE TRIGGER compliance_assignments_completion AFTER INSERT ON public.compliance_assignments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.compliance_assignments_after_insert();--> statement-breakpoint
SELECT compliance_assignments_refresh((SELECT array_agg(id) FROM compliance_rules), NULL);
