import { type ToolKind, toolKindFor } from "../../../../domain/module-resources";
import type { DiagnosticCategory } from "../../../../domain/team-diagnostic";

/**
 * Issue 15: two tools asked questions that did not match their titles when launched by the spec's
 * title rule (spec 3 §2): the "Team Psychological Safety Meter" opened the team diagnostic's
 * leadership, collaboration and innovation statements, and the "Progress Tracker" (every module's
 * weekly check-in) the Self Assessment Quiz. Each now rates its own statements, three categories of
 * three, scored like the diagnostic (spec 3 §9).
 */
export const TOOL_STATEMENT_SETS: Readonly<Record<string, readonly DiagnosticCategory[]>> = {
  "team-psychological-safety-meter": [
    {
      id: "speaking-up",
      title: "Speaking Up",
      statements: [
        { id: "ps-raise-concerns", text: "I can raise a problem or a tough issue in this team without fear of blame." },
        { id: "ps-disagree", text: "People here can disagree with the team lead and be heard, not punished." },
        { id: "ps-ask-questions", text: "Asking a question that might sound obvious is welcomed, not mocked." },
      ],
    },
    {
      id: "taking-risks",
      title: "Taking Risks",
      statements: [
        { id: "ps-safe-to-try", text: "It is safe to try something new in this team, even if it might not work." },
        { id: "ps-ask-for-help", text: "It is easy to ask other members of this team for help." },
        { id: "ps-no-undermining", text: "No one in this team would deliberately act to undermine my efforts." },
      ],
    },
    {
      id: "learning-from-mistakes",
      title: "Learning From Mistakes",
      statements: [
        { id: "ps-mistakes-not-held", text: "If I make a mistake in this team, it is not held against me." },
        { id: "ps-admit-mistakes", text: "People admit their own mistakes openly, including the team lead." },
        {
          id: "ps-learning-reviews",
          text: "When something goes wrong we look at what we can learn, not who to blame.",
        },
      ],
    },
  ],
  "progress-tracker": [
    {
      id: "applying",
      title: "Applying What You Learned",
      statements: [
        { id: "pt-applied", text: "This week I put at least one idea from this module into practice." },
        { id: "pt-shared", text: "I shared something from this module with a colleague or my team." },
        { id: "pt-planned", text: "I know the next action I will take, and when." },
      ],
    },
    {
      id: "confidence",
      title: "Confidence",
      statements: [
        { id: "pt-confident", text: "I feel more confident about this topic than when I started the module." },
        { id: "pt-explain", text: "I could explain the module's main ideas to someone new to them." },
        { id: "pt-handle", text: "I know what to do when the situations in this module come up at work." },
      ],
    },
    {
      id: "support",
      title: "Support and Obstacles",
      statements: [
        { id: "pt-time", text: "I have the time I need to practise what I am learning." },
        { id: "pt-manager", text: "My manager or team supports me in applying it." },
        { id: "pt-obstacles", text: "Obstacles to applying it are being dealt with." },
      ],
    },
  ],
};

export interface ToolLaunch {
  kind: ToolKind;
  /** The statements to rate when the tool is a diagnostic with its own set. */
  statements?: readonly DiagnosticCategory[];
  submitLabel?: string;
}

/** Which tool opens for a catalogue tool: its own statements when it has them, else the spec's title rule. */
export function toolLaunchFor(tool: { id: string; title: string }): ToolLaunch {
  const statements = TOOL_STATEMENT_SETS[tool.id];
  if (statements) {
    return {
      kind: "diagnostic",
      statements,
      submitLabel: tool.id === "progress-tracker" ? "Record Check-in" : "Complete Diagnostic",
    };
  }
  return { kind: toolKindFor(tool.title) };
}
