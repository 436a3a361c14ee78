import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../contracts/auth";
import type { ScenarioChoiceResult } from "../../../contracts/learning";
import type { ScenarioChoiceBody } from "../../../contracts/scenarios";
import { isPremiumLocked } from "../../../domain/access";
import { progressAfterScenarioChoice } from "../../../domain/scenarios";
import type { Db } from "../../db/client";
import { scenarioChoices, userProgress } from "../../db/schema";
import { badRequest, forbidden, notFound } from "../../errors";
import { activeScenarios, findActiveModule } from "../../platform/learning/module-content";
import { recordProgress } from "../../platform/learning/record-progress";

/**
 * Issue 46 item 3: a learner's choice in one of a module's branching scenarios is recorded, and counts
 * toward the module's progress (domain/scenarios.ts: a first choice starts the module, a scenario's
 * first ending adds its share), through the one progress write, so an assessed module still completes
 * only by passing its knowledge check. The scenario must be the module's (another module's id is a
 * 404), the node and choice the scenario's.
 */
export async function recordScenarioChoice(
  db: Db,
  user: SessionUser,
  moduleId: number,
  scenarioKey: string,
  body: ScenarioChoiceBody,
  now: Date,
): Promise<ScenarioChoiceResult> {
  const { module } = await findActiveModule(db, moduleId);
  if (isPremiumLocked(module, user)) throw forbidden("Premium Content Access Required");
  const scenarios = await activeScenarios(db, moduleId);
  const scenario = scenarios.find((s) => s.id === scenarioKey);
  if (!scenario) throw notFound("Scenario not found");
  const node = scenario.nodes.find((n) => n.id === body.nodeId);
  if (!node)
    throw badRequest("nodeId is not a step of this scenario", [
      { path: "nodeId", message: "not a step of this scenario" },
    ]);
  const choice = node.choices.find((c) => c.id === body.choiceId);
  if (!choice)
    throw badRequest("choiceId is not a choice of this step", [
      { path: "choiceId", message: "not a choice of this step" },
    ]);
  const ended = choice.next === null;

  const [endedBefore] = ended
    ? await db
        .select({ id: scenarioChoices.id })
        .from(scenarioChoices)
        .where(
          and(
            eq(scenarioChoices.userId, user.id),
            eq(scenarioChoices.scenarioId, scenario.rowId),
            eq(scenarioChoices.ended, true),
          ),
        )
        .limit(1)
    : [];
  await db.insert(scenarioChoices).values({
    userId: user.id,
    moduleId,
    scenarioId: scenario.rowId,
    nodeId: node.id,
    choiceId: choice.id,
    quality: choice.quality,
    ended,
    createdAt: now,
  });

  const [current] = await db
    .select({ progressPercentage: userProgress.progressPercentage, isCompleted: userProgress.isCompleted })
    .from(userProgress)
    .where(and(eq(userProgress.userId, user.id), eq(userProgress.moduleId, moduleId)));
  // A completed module stays completed: its write keeps it at 100 % (record-progress.ts).
  const progress = await recordProgress(
    db,
    user,
    {
      moduleId,
      isCompleted: current?.isCompleted ?? false,
      progressPercentage: current?.isCompleted
        ? 100
        : progressAfterScenarioChoice({
            current: current?.progressPercentage ?? 0,
            scenarioCount: scenarios.length,
            firstFinish: ended && !endedBefore,
          }),
      timeSpent: 0,
    },
    now,
  );
  return { scenarioId: scenario.id, nodeId: node.id, choiceId: choice.id, quality: choice.quality, ended, progress };
}
