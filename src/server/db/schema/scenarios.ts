import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { ScenarioNode } from "../../../domain/scenarios";
import { userRef } from "./accounts";
import { modules } from "./catalogue";
import { createdAt, updatedAt } from "./columns";

// ---- Branching scenarios (issue 46 item 3) ----

/**
 * A branching scenario of an interactive module, loaded from content/modules/NN-slug.scenarios.json by
 * the catalogue sync (upsert by `key`). One gone from its file is retired, never deleted, so the
 * choices learners made keep pointing at what they were shown.
 */
export const moduleScenarios = pgTable(
  "module_scenarios",
  {
    id: serial("id").primaryKey(),
    /** The file's id, e.g. "ethical-decision-making-s1"; what the API calls the scenario's id. */
    key: text("key").notNull().unique(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    situation: text("situation").notNull(),
    /** The decision nodes, the first being the start (a graph domain/scenarios.ts checked at load). */
    nodes: jsonb("nodes").$type<ScenarioNode[]>().notNull(),
    /** Order in the file. */
    position: integer("position").notNull().default(0),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("module_scenarios_module_idx").on(t.moduleId).where(sql`${t.retiredAt} is null`)],
);

/**
 * One choice a learner made in a scenario: the node, the choice, its quality as the scenario stood then,
 * and whether it ended the scenario. A scenario's first ending adds its share to the module's progress.
 */
export const scenarioChoices = pgTable(
  "scenario_choices",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    scenarioId: integer("scenario_id")
      .notNull()
      .references(() => moduleScenarios.id, { onDelete: "cascade" }),
    nodeId: text("node_id").notNull(),
    choiceId: text("choice_id").notNull(),
    quality: text("quality").notNull(),
    ended: boolean("ended").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("scenario_choices_user_scenario_idx").on(t.userId, t.scenarioId),
    index("scenario_choices_scenario_idx").on(t.scenarioId),
    // Decision 241: closed value sets are CHECK constraints.
    check("scenario_choices_quality_check", sql`${t.quality} in ('best', 'acceptable', 'poor')`),
  ],
);
