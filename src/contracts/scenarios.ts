import { z } from "zod";
import { SCENARIO_QUALITIES } from "../domain/scenarios";
import { idParam } from "./common";

/**
 * Issue 46 item 3: an interactive module's branching scenarios. The same shape is the sidecar file's
 * (content/modules/NN-slug.scenarios.json, read by db/catalogue.ts, whose graph rules are
 * domain/scenarios.ts) and what GET /api/modules/:id/content answers with the module's body.
 */

const SCENARIO_KEY = /^[a-z0-9-]+$/;
const KEY_MESSAGE = "ids are lower-case letters, digits and hyphens";

export const scenarioChoiceSchema = z.object({
  id: z.string().regex(SCENARIO_KEY, KEY_MESSAGE),
  text: z.string().min(1),
  /** What happens next, 1-3 sentences. */
  consequence: z.string().min(1),
  /** Why it is better or worse: the principle. */
  feedback: z.string().min(1),
  quality: z.enum(SCENARIO_QUALITIES),
  /** The next node's id; null (or absent in the file) ends the scenario. */
  next: z.string().regex(SCENARIO_KEY, KEY_MESSAGE).nullable(),
});

export const scenarioNodeSchema = z.object({
  id: z.string().regex(SCENARIO_KEY, KEY_MESSAGE),
  prompt: z.string().min(1),
  choices: z.array(scenarioChoiceSchema).min(2).max(4),
});

export const scenarioSchema = z.object({
  id: z.string().regex(SCENARIO_KEY, KEY_MESSAGE),
  title: z.string().min(1),
  /** Plain text: no markdown. */
  situation: z.string().min(1),
  /** The first node is where the scenario starts. */
  nodes: z.array(scenarioNodeSchema).min(1),
});
export type ModuleScenario = z.infer<typeof scenarioSchema>;

/** POST /api/modules/:id/scenarios/:scenarioId/choices: the learner's choice at one node. */
export const scenarioParamsSchema = z.object({
  id: idParam("id"),
  scenarioId: z.string().min(1).max(100).regex(SCENARIO_KEY, "scenarioId is not a scenario's id"),
});

export const scenarioChoiceBodySchema = z.object({
  nodeId: z
    .string({ error: "nodeId is required" })
    .min(1, "nodeId is required")
    .max(100, "nodeId must be at most 100 characters")
    .regex(SCENARIO_KEY, "nodeId is not a node's id"),
  choiceId: z
    .string({ error: "choiceId is required" })
    .min(1, "choiceId is required")
    .max(100, "choiceId must be at most 100 characters")
    .regex(SCENARIO_KEY, "choiceId is not a choice's id"),
});
export type ScenarioChoiceBody = z.infer<typeof scenarioChoiceBodySchema>;
