import type { PlayerMessage, PlayerState } from "../../../contracts/lms-player";

/**
 * What the player tells the launch page around it (the LMS launch protocol's step 4, issue 24). The
 * launch page accepts messages from PIVOT's origin only, and maps them to SCORM 1.2 or cmi5.
 */

export function readyMessage(state: Pick<PlayerState, "learnerName" | "module">): PlayerMessage {
  return {
    source: "pivot-lms",
    version: 1,
    type: "ready",
    learnerName: state.learnerName,
    moduleTitle: state.module.title,
  };
}

/**
 * The learner's standing: progress and completion as PIVOT holds them; `passed` and `scoreRaw` (the
 * check's best score, 0–100) only once the module's knowledge check has been taken, else null.
 */
export function progressMessage(
  state: Pick<PlayerState, "progress" | "module">,
  sessionSeconds: number,
): PlayerMessage {
  const check = state.module.knowledgeCheck;
  const taken = check !== null && check.attempts > 0;
  return {
    source: "pivot-lms",
    version: 1,
    type: "progress",
    progressPercentage: state.progress?.progressPercentage ?? 0,
    completed: state.progress?.isCompleted ?? false,
    passed: taken ? check.passed : null,
    scoreRaw: taken ? (check.bestScore ?? 0) : null,
    sessionSeconds: Math.max(0, Math.floor(sessionSeconds)),
  };
}

export const exitMessage: PlayerMessage = { source: "pivot-lms", version: 1, type: "exit" };

/** Posts to the launch page; outside a frame (opened on its own) there is no one to tell. */
export function tellLaunchPage(
  message: PlayerMessage,
  target: Window | null = window.parent,
  self: Window | null = typeof window === "undefined" ? null : window,
) {
  if (!target || target === self) return;
  target.postMessage(message, "*");
}
