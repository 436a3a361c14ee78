-- learner_totals (decision 107): each learner's totals recomputed from user_progress and
-- learning_activity by statement triggers, in the same transaction as every write to those tables.
-- A learner's row is locked (created when missing) before it is recomputed, so a second transaction
-- writing the same learner's facts waits for the first to commit and then counts its rows too;
-- computing and writing in one statement would keep the figures of the snapshot taken before that
-- wait (learner-totals.test.ts, concurrent writers).
CREATE FUNCTION learner_totals_refresh(user_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Deleted accounts get no row (their facts go by cascade in the same statement).
  INSERT INTO learner_totals (user_id)
    SELECT u.id FROM "user" u WHERE u.id = ANY (user_ids) ORDER BY u.id
    ON CONFLICT (user_id) DO NOTHING;
  PERFORM 1 FROM learner_totals t WHERE t.user_id = ANY (user_ids) ORDER BY t.user_id FOR UPDATE;
  UPDATE learner_totals t SET
      modules_started = p.started,
      seconds_spent = p.seconds,
      last_progress_at = p.last_update,
      completed_module_ids = p.completed,
      last_active_day = a.last_day
    FROM unnest(user_ids) AS ids(user_id)
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS started,
        coalesce(sum(up.time_spent), 0)::bigint AS seconds,
        max(up.updated_at) AS last_update,
        coalesce(array_agg(up.module_id ORDER BY up.module_id) FILTER (WHERE up.is_completed), '{}') AS completed
      FROM user_progress up WHERE up.user_id = ids.user_id
    ) p
    CROSS JOIN LATERAL (SELECT max(la.day) AS last_day FROM learning_activity la WHERE la.user_id = ids.user_id) a
    WHERE t.user_id = ids.user_id;
END
$$;
--> statement-breakpoint
CREATE FUNCTION learner_totals_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM learner_totals_refresh(ARRAY(SELECT DISTINCT user_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM learner_totals_refresh(ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM learner_totals_refresh(ARRAY(SELECT DISTINCT user_id FROM old_rows));
  ELSE
    PERFORM learner_totals_refresh(ARRAY(SELECT user_id FROM learner_totals));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The same four triggers on both fact tables: <table>_totals_insert, _update, _delete, _truncate.
DO $$
DECLARE
  fact_table text;
BEGIN
  FOREACH fact_table IN ARRAY ARRAY['user_progress', 'learning_activity'] LOOP
    EXECUTE format('CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION learner_totals_after_write()', fact_table || '_totals_insert', fact_table);
    EXECUTE format('CREATE TRIGGER %1$I AFTER UPDATE ON %2$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION learner_totals_after_write()', fact_table || '_totals_update', fact_table);
    EXECUTE format('CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION learner_totals_after_write()', fact_table || '_totals_delete', fact_table);
    EXECUTE format('CREATE TRIGGER %1$I AFTER TRUNCATE ON %2$I '
      'FOR EACH STATEMENT EXECUTE FUNCTION learner_totals_after_write()', fact_table || '_totals_truncate', fact_table);
  END LOOP;
END
$$;
--> statement-breakpoint
SELECT learner_totals_refresh(ARRAY(SELECT user_id FROM user_progress UNION SELECT user_id FROM learning_activity));
