/**
 * Issue 46 item 3 ("Practice, not only reading"): branching scenarios of an interactive module. A
 * scenario is a small directed graph: its first node is where it starts, each decision node offers 2-4
 * choices, and a choice leads to another node or ends the scenario. These are the rules a scenario's
 * graph must keep (the catalogue refuses one that breaks them), its learning time and what a learner's
 * choices add to a module's progress.
 */

export const SCENARIO_QUALITIES = ["best", "acceptable", "poor"] as const;
export type ScenarioQuality = (typeof SCENARIO_QUALITIES)[number];

/** How a quality reads on screen: in words, never by colour alone. */
export const SCENARIO_QUALITY_LABELS: Record<ScenarioQuality, string> = {
  best: "Best choice",
  acceptable: "Acceptable choice",
  poor: "Poor choice",
};

export interface ScenarioChoice {
  id: string;
  text: string;
  /** What happens next, 1-3 sentences. */
  consequence: string;
  /** Why it is better or worse: the principle the module teaches. */
  feedback: string;
  quality: ScenarioQuality;
  /** The node this choice leads to; null ends the scenario. */
  next: string | null;
}

export interface ScenarioNode {
  id: string;
  prompt: string;
  choices: ScenarioChoice[];
}

export interface Scenario {
  id: string;
  title: string;
  /** The situation the learner is put in, plain text. */
  situation: string;
  /** Decision nodes; the first is where the scenario starts. */
  nodes: ScenarioNode[];
}

export const MIN_CHOICES = 2;
export const MAX_CHOICES = 4;

/**
 * What is wrong with a scenario's graph, in words an author can act on; empty when it is sound:
 * unique node and choice ids, 2-4 choices a node, every `next` a known node, every node reachable from
 * the first, no cycles (so every play ends), at least one ending, and at least one ending on a "best" choice.
 */
export function scenarioProblems(scenario: Scenario): string[] {
  const problems: string[] = [];
  const where = `scenario ${scenario.id}`;
  if (scenario.nodes.length === 0) return [`${where}: has no decision nodes`];
  const byId = new Map<string, ScenarioNode>();
  for (const node of scenario.nodes) {
    if (byId.has(node.id)) problems.push(`${where}: node id "${node.id}" is used twice`);
    byId.set(node.id, node);
    if (node.choices.length < MIN_CHOICES || node.choices.length > MAX_CHOICES)
      problems.push(`${where}: node "${node.id}" has ${node.choices.length} choices (${MIN_CHOICES}-${MAX_CHOICES})`);
    const choiceIds = new Set<string>();
    for (const choice of node.choices) {
      if (choiceIds.has(choice.id)) problems.push(`${where}: node "${node.id}" uses choice id "${choice.id}" twice`);
      choiceIds.add(choice.id);
    }
  }
  for (const node of scenario.nodes) {
    for (const choice of node.choices) {
      if (choice.next !== null && !byId.has(choice.next))
        problems.push(`${where}: choice "${node.id}.${choice.id}" leads to unknown node "${choice.next}"`);
    }
  }
  if (problems.length > 0) return problems;

  // Depth-first from the start: reachability and cycles (a node met again while still on the path).
  const state = new Map<string, "open" | "done">();
  const visit = (id: string) => {
    state.set(id, "open");
    for (const choice of byId.get(id)?.choices ?? []) {
      if (choice.next === null) continue;
      const seen = state.get(choice.next);
      if (seen === "open")
        problems.push(`${where}: choice "${id}.${choice.id}" leads back to "${choice.next}" (a cycle)`);
      else if (seen === undefined) visit(choice.next);
    }
    state.set(id, "done");
  };
  visit(scenario.nodes[0].id);
  for (const node of scenario.nodes) {
    if (!state.has(node.id)) problems.push(`${where}: node "${node.id}" cannot be reached from the start`);
  }
  const endings = scenario.nodes.flatMap((n) => n.choices.filter((c) => c.next === null));
  if (endings.length === 0) problems.push(`${where}: no choice ends the scenario`);
  else if (!endings.some((c) => c.quality === "best")) problems.push(`${where}: no path ends on a "best" choice`);
  return problems;
}

/** The fewest decisions any play of a sound scenario makes (from the start to an ending). */
export function fewestDecisions(scenario: Scenario): number {
  const byId = new Map(scenario.nodes.map((n) => [n.id, n]));
  const memo = new Map<string, number>();
  const from = (id: string): number => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const fewest = node
      ? 1 + Math.min(...node.choices.map((c) => (c.next === null ? 0 : from(c.next))))
      : Number.POSITIVE_INFINITY;
    memo.set(id, fewest);
    return fewest;
  };
  return scenario.nodes.length === 0 ? 0 : from(scenario.nodes[0].id);
}

/** Deciding at one node: weighing the options before choosing, beyond reading them. */
export const SECONDS_PER_SCENARIO_DECISION = 60;

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const words = (text: string) => text.match(WORD)?.length ?? 0;

/**
 * Decision 375, issue 46 item 3: the time one play of a scenario takes along its longest path: reading
 * the title and situation, then at each decision its prompt and every choice, and the chosen choice's
 * consequence and feedback, at `wordsPerMinute`; plus 60 seconds a decision. A sound graph has no cycle,
 * so the longest path is finite.
 */
export function scenarioSeconds(scenario: Scenario, wordsPerMinute: number): number {
  const byId = new Map(scenario.nodes.map((n) => [n.id, n]));
  const memo = new Map<string, number>();
  const from = (id: string, path: ReadonlySet<string>): number => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    if (!node || path.has(id)) return 0;
    const onPath = new Set(path).add(id);
    const readOptions = words(node.prompt) + node.choices.reduce((sum, c) => sum + words(c.text), 0);
    const longest = Math.max(
      ...node.choices.map(
        (c) =>
          ((words(c.consequence) + words(c.feedback)) * 60) / wordsPerMinute +
          (c.next === null ? 0 : from(c.next, onPath)),
      ),
    );
    const seconds = (readOptions * 60) / wordsPerMinute + SECONDS_PER_SCENARIO_DECISION + longest;
    memo.set(id, seconds);
    return seconds;
  };
  if (scenario.nodes.length === 0) return 0;
  const intro = ((words(scenario.title) + words(scenario.situation)) * 60) / wordsPerMinute;
  return intro + from(scenario.nodes[0].id, new Set());
}

/** What a module's scenarios are worth in its progress, shared equally between them. */
export const SCENARIO_PROGRESS_POINTS = 30;
/** A first choice starts a module not yet started, as the Start button does (spec 3 §4: 10 %). */
export const SCENARIO_START_PERCENT = 10;
/** Scenarios never complete a module: completion is the knowledge check's pass (or Complete without one). */
export const SCENARIO_MAX_PERCENT = 99;

/**
 * The module's progress after a recorded choice: at least started, and the first time the learner ends
 * each scenario its share of SCENARIO_PROGRESS_POINTS is added, never reaching 100.
 */
export function progressAfterScenarioChoice(input: {
  current: number;
  scenarioCount: number;
  /** True when this choice ends a scenario the learner had not ended before. */
  firstFinish: boolean;
}): number {
  const share =
    input.firstFinish && input.scenarioCount > 0 ? Math.round(SCENARIO_PROGRESS_POINTS / input.scenarioCount) : 0;
  const started = Math.max(input.current, SCENARIO_START_PERCENT);
  return Math.max(input.current, Math.min(SCENARIO_MAX_PERCENT, started + share));
}
