import { plural } from "./plural";

/**
 * Issue 45 item 3: the guided start an owner or admin sees on /organization. Six steps, each done or
 * not from the organisation's own data (server/features/guided-start), in the order a new owner takes
 * them. Pure: the server gives the facts, these rules say what each step reads.
 */
export const SETUP_STEPS = ["branding", "invite", "departments", "pathway", "sso", "payGap"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** What the server counts about the organisation, once per request. */
export interface SetupFacts {
  hasLogo: boolean;
  hasBrandColour: boolean;
  /** Invitations ever sent that were not revoked (pending or accepted). */
  invitations: number;
  /** Members, the owner included. */
  members: number;
  departments: number;
  /** Members with a line manager. */
  membersWithManager: number;
  /** Pathways assigned to members by the organisation (compliance rules included). */
  assignedPathways: number;
  ssoConfigured: boolean;
  /** Employee records held in the organisation's pay-gap workspace, over every reporting year. */
  payGapRecords: number;
}

export interface SetupStepState {
  step: SetupStep;
  title: string;
  /** Why the step matters, before it is done; what was done, after. */
  description: string;
  done: boolean;
}

const TITLES: Record<SetupStep, string> = {
  branding: "Add your branding",
  invite: "Invite your people",
  departments: "Set departments and line managers",
  pathway: "Assign the first pathway",
  sso: "Connect single sign-on",
  payGap: "Upload your pay-gap data",
};

/** Each step's state, in SETUP_STEPS order. */
export function setupSteps(facts: SetupFacts): SetupStepState[] {
  const others = Math.max(facts.members - 1, 0);
  const states: Record<SetupStep, Omit<SetupStepState, "step" | "title">> = {
    branding: {
      done: facts.hasLogo || facts.hasBrandColour,
      description:
        facts.hasLogo || facts.hasBrandColour
          ? `Your ${[facts.hasLogo && "logo", facts.hasBrandColour && "brand colour"].filter(Boolean).join(" and ")} appear in the header, on certificates and in e-mails.`
          : "Add your logo and colour: your people see them in the header, on certificates and in e-mails.",
    },
    invite: {
      done: facts.invitations > 0 || others > 0,
      description:
        facts.invitations > 0 || others > 0
          ? `${plural(others, "person has", "people have")} joined; ${plural(facts.invitations, "invitation", "invitations")} sent.`
          : "Invite colleagues by e-mail, one at a time or from a CSV file.",
    },
    departments: {
      done: facts.departments > 0 && facts.membersWithManager > 0,
      description:
        facts.departments > 0 || facts.membersWithManager > 0
          ? `${plural(facts.departments, "department", "departments")}; ${plural(facts.membersWithManager, "member has", "members have")} a line manager.`
          : "Add departments and give members their line managers, so managers see their teams.",
    },
    pathway: {
      done: facts.assignedPathways > 0,
      description:
        facts.assignedPathways > 0
          ? `${plural(facts.assignedPathways, "pathway assignment", "pathway assignments")} so far.`
          : "Give your people a pathway to follow, with a due date if you need one.",
    },
    sso: {
      done: facts.ssoConfigured,
      description: facts.ssoConfigured
        ? "Your people can sign in through your identity provider."
        : "Let people sign in through your identity provider (SAML or OpenID Connect).",
    },
    payGap: {
      done: facts.payGapRecords > 0,
      description:
        facts.payGapRecords > 0
          ? `${plural(facts.payGapRecords, "employee record", "employee records")} held, encrypted.`
          : "Upload your payroll extract to calculate the six statutory gender pay gap figures.",
    },
  };
  return SETUP_STEPS.map((step) => ({ step, title: TITLES[step], ...states[step] }));
}

/** The progress in words, for the heading and for screen readers: "3 of 6 done". */
export const setupProgress = (steps: readonly Pick<SetupStepState, "done">[]): string =>
  `${steps.filter((s) => s.done).length} of ${steps.length} done`;
