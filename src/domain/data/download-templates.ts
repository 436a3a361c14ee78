import { MONTH_NAMES } from "../calendar";
import type { DownloadTemplate } from "../downloads";
import { isPillar, type Pillar } from "../pillars";

/**
 * Text of the four download templates (spec 3 §2 "Resources tab downloads": framework,
 * checklist, template, generic), kept as data so each format's renderer lays it out its own way.
 * Strings may hold the placeholders {moduleTitle}, {pillar}, {pillarFocus}, {date} and
 * {resourceTitle}; `downloadContent` fills them.
 */
export interface DocumentSection {
  heading: string;
  items: readonly string[];
}

export interface DocumentTemplate {
  /** Used as {resourceTitle} when the caller does not pass one. */
  defaultResourceTitle: string;
  title: string;
  intro: string;
  sections: readonly DocumentSection[];
}

export interface DownloadDocument {
  title: string;
  intro: string;
  /** spec 3 §2: each file names the module, its pillar and the date. */
  details: readonly { label: string; value: string }[];
  sections: readonly DocumentSection[];
}

export interface DownloadContext {
  moduleTitle: string;
  /** The module's pivotPillar; a value outside PILLARS is shown as given, with generic focus text. */
  pillar: string;
  /** A Date is shown as e.g. '27 June 2025' in local time; a string is shown as given. */
  date: Date | string;
  /** The resource being downloaded, e.g. 'ROI Calculation Spreadsheet'. */
  resourceTitle?: string;
}

const PILLAR_FOCUS: Record<Pillar, string> = {
  Purpose: "connecting everyday work to a clear mission and shared values",
  Innovation: "making room for new ideas and learning from safe-to-fail experiments",
  Value: "creating and evidencing value for every stakeholder",
  Optimization: "improving processes and measuring what matters",
  Transformation: "leading lasting change in culture and ways of working",
};
const UNKNOWN_PILLAR_FOCUS = "putting the PIVOT framework into everyday practice";

export interface RoiSpreadsheetRow {
  /** Column B cell holding the value; column A holds the label. */
  cell: string;
  label: string;
  kind: "input" | "formula";
  /** Example input, matching the worked example in the module's ROI Calculator. */
  example?: number;
  excelFormula?: string;
  explanation: string;
}

// spec 3 §9: the same formulas as the Tool dialog's ROI Calculator (src/domain/roi.ts).
export const ROI_SPREADSHEET_ROWS: readonly RoiSpreadsheetRow[] = [
  { cell: "B2", label: "Training investment (£)", kind: "input", example: 10000, explanation: "Total programme cost" },
  { cell: "B3", label: "Number of participants", kind: "input", example: 10, explanation: "People taking part" },
  { cell: "B4", label: "Average hourly rate (£)", kind: "input", example: 25, explanation: "Average pay per hour" },
  {
    cell: "B5",
    label: "Expected productivity increase (%)",
    kind: "input",
    example: 10,
    explanation: "Estimated gain per participant",
  },
  {
    cell: "B6",
    label: "Expected retention improvement (%)",
    kind: "input",
    example: 5,
    explanation: "Estimated reduction in staff turnover",
  },
  {
    cell: "B7",
    label: "Annual cost per person (£)",
    kind: "formula",
    excelFormula: "=B4*40*52",
    explanation: "Average hourly rate × 40 hours × 52 weeks",
  },
  {
    cell: "B8",
    label: "Annual productivity gain (£)",
    kind: "formula",
    excelFormula: "=B7*B5/100*B3",
    explanation: "Annual cost per person × productivity increase % × participants",
  },
  {
    cell: "B9",
    label: "Retention savings (£)",
    kind: "formula",
    excelFormula: "=B7*0.3*B6/100*B3",
    explanation: "Annual cost per person × 30% replacement cost × retention improvement % × participants",
  },
  {
    cell: "B10",
    label: "Total annual benefit (£)",
    kind: "formula",
    excelFormula: "=B8+B9",
    explanation: "Productivity gain + retention savings",
  },
  {
    cell: "B11",
    label: "ROI (%)",
    kind: "formula",
    excelFormula: '=IF(B2>0,ROUND((B10-B2)/B2*100,1),"Enter an investment above 0")',
    explanation: "(Total benefit − investment) ÷ investment × 100, to 1 decimal place",
  },
  {
    cell: "B12",
    label: "Payback period (months)",
    kind: "formula",
    excelFormula: '=IF(B10>0,B2/(B10/12),"No payback: benefit is 0")',
    explanation: "Investment ÷ (total benefit ÷ 12)",
  },
];

const roiRowText = (row: RoiSpreadsheetRow): string =>
  row.kind === "input"
    ? `${row.label}: enter a value (${row.explanation.toLowerCase()})`
    : `${row.label} = ${row.explanation}`;

export const DOCUMENT_TEMPLATES: Record<DownloadTemplate, DocumentTemplate> = {
  framework: {
    defaultResourceTitle: "Complete Implementation Framework",
    title: "{resourceTitle}: {moduleTitle}",
    intro:
      'A 16-week plan for putting "{moduleTitle}" into practice across your organisation, in five phases that each end with a decision point. It is anchored in the {pillar} pillar of the PIVOT framework: {pillarFocus}.',
    sections: [
      {
        heading: "How to use this framework",
        items: [
          "Appoint an executive sponsor and a programme lead before week 1.",
          "Adapt the timings to your organisation's size, but keep the order of the phases.",
          "Review progress at the end of each phase before moving on.",
          "Use the Quick Start Checklist alongside this framework during the first two weeks.",
        ],
      },
      {
        heading: "Phase 1: Discover and align (weeks 1-2)",
        items: [
          "Week 1: Agree the programme's objectives and two or three success measures with the sponsor.",
          "Week 1: Decide which teams and participants are in scope.",
          "Week 2: Run the Organizational Readiness Assessment and note the lowest-scoring areas.",
          "Week 2: Ask participants to complete the module's Self Assessment Quiz to set a baseline.",
          "Decision point: the sponsor approves scope, budget and measures.",
        ],
      },
      {
        heading: "Phase 2: Design (weeks 3-4)",
        items: [
          'Week 3: Map how "{moduleTitle}" applies to each participating team\'s work.',
          "Week 3: Choose two or three priority practices to introduce.",
          "Week 4: Plan the learning sessions using the Team Discussion Guide and the Workshop Facilitation Kit.",
          "Week 4: Prepare communications that explain why the programme matters and what will change.",
          "Decision point: the sponsor and team leads sign off the design.",
        ],
      },
      {
        heading: "Phase 3: Pilot (weeks 5-8)",
        items: [
          "Week 5: Launch with one or two pilot teams.",
          "Weeks 5-6: Participants complete the module and hold a team discussion.",
          "Weeks 6-7: Pilot teams apply the priority practices in their daily work.",
          "Week 8: Gather feedback and early measures, and compare them with the baseline.",
          "Decision point: adjust the approach, then scale, pause or stop.",
        ],
      },
      {
        heading: "Phase 4: Scale (weeks 9-12)",
        items: [
          "Week 9: Refine materials and sessions using the pilot's lessons.",
          "Weeks 9-10: Extend the programme to the remaining teams in planned waves.",
          "Week 10: Train internal champions to facilitate sessions.",
          "Weeks 11-12: Track participation and completion weekly with the Progress Tracking Dashboard.",
          "Decision point: confirm every team is engaged and has what it needs.",
        ],
      },
      {
        heading: "Phase 5: Embed and review (weeks 13-16)",
        items: [
          "Week 13: Build the practices into routines such as team meetings, one-to-ones and objectives.",
          "Week 14: Update the policies and processes the practices touch.",
          "Week 15: Repeat the readiness assessment and self-assessments, and measure change against the baseline.",
          "Week 16: Report results to leadership, recognise progress and agree a plan for the next six months.",
        ],
      },
      {
        heading: "Roles",
        items: [
          "Executive sponsor: owns the objectives, removes obstacles and protects time for learning.",
          "Programme lead: runs the plan, reports progress and coordinates champions.",
          "Team leads: hold team sessions and make the practices part of everyday work.",
          "Champions: facilitate sessions and collect feedback.",
          "Participants: complete the module, apply what they learn and share what works.",
        ],
      },
      {
        heading: "Success measures",
        items: [
          "Participation: share of target participants who complete the module.",
          "Confidence: average change in self-assessment confidence from the baseline.",
          "Application: share of participants who applied at least one practice.",
          "Outcomes: change in the measures chosen in Phase 1, such as engagement or retention.",
        ],
      },
      {
        heading: "Risks and mitigations",
        items: [
          "Competing priorities: the sponsor visibly protects time for learning and team sessions.",
          "Low engagement: link every session to a real challenge the team faces.",
          "Initiative fatigue: show how the programme supports existing strategy rather than adding to it.",
          "Measuring too much: keep to a few measures and review them regularly.",
        ],
      },
    ],
  },
  checklist: {
    defaultResourceTitle: "Quick Start Checklist",
    title: "{resourceTitle}: {moduleTitle}",
    intro:
      'Practical actions to get "{moduleTitle}" working in your first four weeks. Tick each item when it is done. Focus pillar: {pillar}, {pillarFocus}.',
    sections: [
      {
        heading: "Before you start",
        items: [
          "Name a sponsor who will support the work.",
          "Write one clear objective linked to the {pillar} pillar.",
          "Choose who will take part.",
          "Book time in calendars for learning and a team discussion.",
          "Record your baseline measures, such as engagement or confidence.",
        ],
      },
      {
        heading: "Week 1: Learn",
        items: [
          "Complete the module content.",
          "Take the Self Assessment Quiz.",
          "Write down three ideas you could apply.",
          "Share the module with your team and explain why it matters.",
        ],
      },
      {
        heading: "Week 2: Apply",
        items: [
          "Hold a 60-minute session using the Team Discussion Guide.",
          "Agree one practice to try as a team.",
          "Decide who does what, by when.",
          "Tell the people affected what you are trying and why.",
        ],
      },
      {
        heading: "Weeks 3-4: Review and embed",
        items: [
          "Review with the team what happened and what you learned.",
          "Record progress against your baseline.",
          "Decide whether to keep, adapt or drop the practice.",
          "Plan your next step: another module or the Complete Implementation Framework.",
        ],
      },
    ],
  },
  template: {
    defaultResourceTitle: "Business Case Template",
    title: "{resourceTitle}: {moduleTitle}",
    intro:
      'A business case for investing in "{moduleTitle}". Replace the prompts in each section with your organisation\'s details, and keep the case to two pages or ten slides.',
    sections: [
      {
        heading: "1. Executive summary",
        items: [
          "The decision you are asking for, in one sentence.",
          "The investment required and the expected return.",
          "Why now: the cost of doing nothing.",
        ],
      },
      {
        heading: "2. Strategic context",
        items: [
          "How the programme supports the organisation's strategy and the {pillar} pillar: {pillarFocus}.",
          "Links to existing commitments, such as B Corp Certification, ESG reporting or the people strategy.",
          "Evidence from the module that supports the approach.",
        ],
      },
      {
        heading: "3. Problem or opportunity",
        items: [
          "The current situation, with data such as engagement scores, staff turnover or customer feedback.",
          "Who is affected, and how.",
          "What happens if nothing changes.",
        ],
      },
      {
        heading: "4. Proposed programme",
        items: [
          'Scope: the participants, the teams and the module "{moduleTitle}".',
          "Delivery: self-paced learning, team discussions and workshops.",
          "Timeline: 16 weeks, following the Complete Implementation Framework.",
        ],
      },
      {
        heading: "5. Costs",
        items: [
          "Programme and licence fees.",
          "Participants' time: hours × average hourly rate.",
          "Facilitation and internal project time.",
          "Any external support.",
        ],
      },
      {
        heading: "6. Benefits",
        items: [
          "Productivity gains from new skills and practices.",
          "Retention savings from lower staff turnover.",
          "Non-financial benefits: engagement, inclusion, reputation and stakeholder trust.",
        ],
      },
      {
        heading: "7. ROI calculation (see the ROI Calculation Spreadsheet)",
        items: ROI_SPREADSHEET_ROWS.map(roiRowText),
      },
      {
        heading: "8. Risks and mitigations",
        items: [
          "Low participation: sponsor communication and protected learning time.",
          "Benefits slower than expected: a pilot with early measures before scaling.",
          "Change fatigue: link the programme to existing priorities.",
        ],
      },
      {
        heading: "9. Measures of success",
        items: [
          "Completion and participation rates.",
          "Change in self-assessment confidence.",
          "Change in engagement and retention against the baseline.",
        ],
      },
      {
        heading: "10. Recommendation and next steps",
        items: [
          "The option you recommend, and why.",
          "The decision needed, from whom, and by when.",
          "The first three actions after approval.",
        ],
      },
    ],
  },
  generic: {
    defaultResourceTitle: "Organizational Readiness Assessment",
    title: "{resourceTitle}: {moduleTitle}",
    intro:
      'Use the readiness criteria before implementing "{moduleTitle}", scoring each from 1 (not in place) to 5 (fully in place), and the dashboard measures to track progress afterwards. Focus pillar: {pillar}.',
    sections: [
      {
        heading: "Readiness: leadership commitment",
        items: [
          'Senior leaders can explain why "{moduleTitle}" matters to the organisation.',
          "A named sponsor has time and budget for the programme.",
          "Leaders model the behaviours the programme asks of others.",
        ],
      },
      {
        heading: "Readiness: culture",
        items: [
          "People feel safe to raise concerns and try new approaches.",
          "Previous change initiatives were followed through.",
          "Teams make time to reflect on how they work.",
        ],
      },
      {
        heading: "Readiness: capacity and resources",
        items: [
          "Time for learning is protected in workloads.",
          "Facilitators or champions have been identified.",
          "A budget has been agreed.",
        ],
      },
      {
        heading: "Readiness: systems and data",
        items: [
          "Baseline data is available, such as engagement, turnover or customer feedback.",
          "Objectives, policies and processes can be updated to reflect new practices.",
          "Progress can be reported regularly to leadership.",
        ],
      },
      {
        heading: "Readiness: alignment with the {pillar} pillar",
        items: [
          "The programme's goals clearly support the {pillar} pillar: {pillarFocus}.",
          "Success measures are agreed before launch.",
        ],
      },
      {
        heading: "Interpreting your readiness score",
        items: [
          "Average 4 or more: ready to start. Follow the Complete Implementation Framework.",
          "Average 3 to 3.9: ready, with gaps. Address the lowest-scoring criteria in Phase 1.",
          "Average below 3: build foundations first. Secure sponsorship and capacity before launching.",
        ],
      },
      {
        heading: "Progress dashboard: participation",
        items: [
          "Participants enrolled against target.",
          "Module completion rate (%).",
          "Average learning hours per participant.",
          "Active learners this month.",
        ],
      },
      {
        heading: "Progress dashboard: learning",
        items: [
          "Average self-assessment confidence (1-10): baseline and now.",
          "Team discussions and workshops held.",
          "Practices applied at work.",
        ],
      },
      {
        heading: "Progress dashboard: impact",
        items: [
          "Change in engagement score.",
          "Voluntary staff turnover.",
          "Outcome measures linked to the {pillar} pillar.",
        ],
      },
      {
        heading: "Review rhythm",
        items: [
          "Update the dashboard monthly and review it with the sponsor every quarter.",
          "Green: 90% or more of target. Amber: 70-89%. Red: below 70%.",
        ],
      },
    ],
  },
};

/** '27 June 2025', from the date's local calendar day; built by hand so it does not depend on ICU data. */
export const formatDocumentDate = (date: Date): string =>
  `${date.getDate()} ${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`;

export function downloadContent(template: DownloadTemplate, context: DownloadContext): DownloadDocument {
  const source = DOCUMENT_TEMPLATES[template];
  const date = typeof context.date === "string" ? context.date : formatDocumentDate(context.date);
  const values: Record<string, string> = {
    moduleTitle: context.moduleTitle,
    pillar: context.pillar,
    pillarFocus: isPillar(context.pillar) ? PILLAR_FOCUS[context.pillar] : UNKNOWN_PILLAR_FOCUS,
    date,
    resourceTitle: context.resourceTitle ?? source.defaultResourceTitle,
  };
  // One pass, so placeholder-like text inside a module title is left as typed.
  const fill = (text: string): string => text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

  return {
    title: fill(source.title),
    intro: fill(source.intro),
    details: [
      { label: "Module", value: context.moduleTitle },
      { label: "PIVOT pillar", value: context.pillar },
      { label: "Date", value: date },
    ],
    sections: source.sections.map((section) => ({ heading: fill(section.heading), items: section.items.map(fill) })),
  };
}
