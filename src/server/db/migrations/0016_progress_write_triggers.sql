-- Issue 27 (decision 224): a progress write refreshed its learner's totals four times. An upsert
-- fires both the INSERT and the UPDATE statement triggers of its table, and the progress route writes
-- two tables, so each write ran two empty refreshes and two full recounts. Now a trigger does only the
-- work the change needs: nothing for an upsert's empty INSERT side, nothing when a learning day's
-- seconds grow (the totals read only which days were active), and for progress rows that kept their
-- learner, module and completion and did not move back in time (every progress update the product
-- makes) it adds their seconds and moves the last update forward instead of recounting. Anything else
-- recounts the learner's rows as before. The totals stay exact: every change they read still reaches
-- them in the same transaction, under the learner's row lock (0006), and an addition under that lock
-- re-reads the row a concurrent writer left.
CREATE OR REPLACE FUNCTION learner_totals_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
  added integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT DISTINCT user_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'learning_activity' THEN
    changed := ARRAY(
      SELECT DISTINCT moved.user_id FROM (
        (SELECT user_id, day FROM new_rows EXCEPT SELECT user_id, day FROM old_rows)
        UNION ALL
        (SELECT user_id, day FROM old_rows EXCEPT SELECT user_id, day FROM new_rows)
      ) AS moved
    );
  ELSIF TG_OP = 'UPDATE' THEN
    changed := ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows ORDER BY 1);
    IF NOT EXISTS (
      SELECT 1 FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
      WHERE o.id IS NULL OR n.id IS NULL OR n.user_id <> o.user_id OR n.module_id <> o.module_id
        OR n.is_completed <> o.is_completed OR n.updated_at < o.updated_at
    ) THEN
      PERFORM 1 FROM learner_totals t WHERE t.user_id = ANY (changed) ORDER BY t.user_id FOR UPDATE;
      UPDATE learner_totals t SET
          seconds_spent = t.seconds_spent + d.seconds,
          last_progress_at = greatest(t.last_progress_at, d.last_update)
        FROM (
          SELECT n.user_id, sum(n.time_spent - o.time_spent)::bigint AS seconds, max(n.updated_at) AS last_update
          FROM new_rows n JOIN old_rows o ON o.id = n.id GROUP BY n.user_id
        ) AS d
        WHERE t.user_id = d.user_id;
      GET DIAGNOSTICS added = ROW_COUNT;
      -- A learner without a totals row (removed by hand) is recounted, which creates it.
      IF added = cardinality(changed) THEN
        RETURN NULL;
      END IF;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY(SELECT DISTINCT user_id FROM old_rows);
  ELSE
    changed := ARRAY(SELECT user_id FROM learner_totals);
  END IF;
  IF cardinality(changed) > 0 THEN
    PERFORM learner_totals_refresh(changed);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The catalogue counts each module's learners (user_progress rows). Counting every progress row after
-- each learner's first step cost ~70 ms on PGlite at 150,000 rows; the count is kept per module by
-- statement triggers instead, in the same transaction as the rows it counts, so it cannot drift.
CREATE TABLE "module_learner_counts" (
	"module_id" integer PRIMARY KEY NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "module_learner_counts" ADD CONSTRAINT "module_learner_counts_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION module_learner_counts_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows added count +1 for their module, rows removed -1; an update that keeps every row's module
  -- (all of the product's updates) changes nothing. Modules in ascending order, so two writers lock
  -- the counters in the same order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO module_learner_counts AS c (module_id, learners)
      SELECT module_id, count(*)::int FROM new_rows GROUP BY module_id ORDER BY module_id
      ON CONFLICT (module_id) DO UPDATE SET learners = c.learners + excluded.learners;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO module_learner_counts AS c (module_id, learners)
      SELECT module_id, sum(n)::int FROM (
        SELECT module_id, 1 AS n FROM new_rows UNION ALL SELECT module_id, -1 AS n FROM old_rows
      ) AS changes GROUP BY module_id HAVING sum(n) <> 0 ORDER BY module_id
      ON CONFLICT (module_id) DO UPDATE SET learners = c.learners + excluded.learners;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE module_learner_counts AS c SET learners = c.learners - gone.n
      FROM (SELECT module_id, count(*)::int AS n FROM old_rows GROUP BY module_id) AS gone
      WHERE c.module_id = gone.module_id;
  ELSE
    DELETE FROM module_learner_counts;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_progress_learners_insert AFTER INSERT ON user_progress REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION module_learner_counts_after_write();
--> statement-breakpoint
CREATE TRIGGER user_progress_learners_update AFTER UPDATE ON user_progress REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION module_learner_counts_after_write();
--> statement-breakpoint
CREATE TRIGGER user_progress_learners_delete AFTER DELETE ON user_progress REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION module_learner_counts_after_write();
--> statement-breakpoint
CREATE TRIGGER user_progress_learners_truncate AFTER TRUNCATE ON user_progress
  FOR EACH STATEMENT EXECUTE FUNCTION module_learner_counts_after_write();
--> statement-breakpoint
INSERT INTO module_learner_counts (module_id, learners)
  SELECT module_id, count(*)::int FROM user_progress GROUP BY module_id ORDER BY module_id;
