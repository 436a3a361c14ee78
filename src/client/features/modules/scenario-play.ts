/**
 * Issue 46 item 3: the pure part of playing a branching scenario on the module page, apart from React so
 * it can be tested. A play is the list of choices made so far, from the scenario's first node.
 */
import type { ModuleScenario } from "../../../contracts/scenarios";
import type { ScenarioQuality } from "../../../domain/scenarios";

type Node = ModuleScenario["nodes"][number];
type Choice = Node["choices"][number];

export interface PlayedStep {
  node: Node;
  choice: Choice;
}

export const startNode = (scenario: ModuleScenario): Node => scenario.nodes[0];

export const nodeById = (scenario: ModuleScenario, id: string): Node | undefined =>
  scenario.nodes.find((n) => n.id === id);

/** How the play went: each quality's count, and a line that says it in words. */
export function playSummary(steps: readonly PlayedStep[]): { counts: Record<ScenarioQuality, number>; line: string } {
  const counts: Record<ScenarioQuality, number> = { best: 0, acceptable: 0, poor: 0 };
  for (const step of steps) counts[step.choice.quality] += 1;
  const total = steps.length;
  const decisions = total === 1 ? "decision" : "decisions";
  const line =
    counts.best === total
      ? `You made the best choice at all ${total} ${decisions}.`
      : `You made the best choice at ${counts.best} of ${total} ${decisions}` +
        (counts.acceptable > 0 ? `, an acceptable one at ${counts.acceptable}` : "") +
        (counts.poor > 0 ? `, a poor one at ${counts.poor}` : "") +
        ". Try again to find a better path.";
  return { counts, line };
}
