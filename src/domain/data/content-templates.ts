import type { Pillar } from "../pillars";

/**
 * The deterministic content generator's wording (spec 3 "AI Content Generator"; issue 14: readable,
 * pillar-aware prose a learner would accept). Strings may hold {title}, {category}, {pillar},
 * {duration} and {format}; `generateModuleContent` fills them from the module's metadata.
 */
export interface SectionTemplate {
  title: string;
  content: string;
  keyPoints: readonly string[];
}

export interface PillarTemplate {
  /** What the pillar asks of an organisation, completing "…which is about …". */
  focus: string;
  /** Why the topic matters through this pillar's lens. */
  why: string;
  objectives: readonly string[];
  sections: readonly SectionTemplate[];
  takeaways: readonly string[];
  reflection: string;
  scenario: string;
}

export const PILLAR_TEMPLATES: Readonly<Record<Pillar, PillarTemplate>> = {
  Purpose: {
    focus: "connecting everyday work to a clear mission and to the people it serves",
    why: "Purpose only changes behaviour when people can see it in the decisions made around them. {title} takes a topic many organisations treat as a side project and ties it back to why the organisation exists, who it is for and what it promises to its stakeholders.",
    objectives: [
      "Explain how {title} connects to your organisation's stated purpose and values",
      "Identify the stakeholders most affected by this area of {category} and what they need",
      "Describe two or three practices that turn good intentions into visible, everyday behaviour",
      "Plan one purposeful action you can take in your own role within the next month",
    ],
    sections: [
      {
        title: "Why purpose matters here",
        content:
          "A purpose statement on a wall changes little; a purpose that shapes budgets, meetings and priorities changes a great deal. In {category}, the gap between what an organisation says and what it does is noticed quickly by employees, customers and communities. Start by asking what your organisation exists to do, and whether the way this work is done today supports or undermines that promise.",
        keyPoints: [
          "Purpose is judged by decisions, not statements",
          "People notice quickly when words and actions diverge",
          "Ask whether today's practice supports the organisation's promise",
        ],
      },
      {
        title: "Putting people at the centre",
        content:
          "Every initiative in this area affects real people differently. Map who is involved, who benefits, who carries the cost and whose voice is missing. Involve the people closest to the work early, be open about trade-offs, and check that the approach is accessible to everyone regardless of role, location or working pattern.",
        keyPoints: [
          "Map who benefits, who carries the cost and who is not yet heard",
          "Involve the people closest to the work before decisions are fixed",
          "Check that participation is open to every role and working pattern",
        ],
      },
      {
        title: "From commitment to everyday practice",
        content:
          "Commitments last when they become routine. Agree a small number of concrete behaviours, make someone accountable for each, and review them on a regular rhythm. Share what you learn, including what did not work, so that colleagues can see the commitment is real and improving.",
        keyPoints: [
          "Agree a few concrete behaviours rather than many aspirations",
          "Give each commitment an owner and a review date",
          "Report progress honestly, including what did not work",
        ],
      },
    ],
    takeaways: [
      "Purpose becomes credible when it shapes real decisions about {category}",
      "The people affected should help design the approach, not just receive it",
      "Small, owned and reviewed commitments outlast ambitious statements",
    ],
    reflection:
      "Which decision in your team this quarter best shows your organisation's purpose in action, and which one does not?",
    scenario:
      "A colleague says the organisation's values are 'just words'. Using what you learned in {title}, what one change would you propose to show otherwise?",
  },
  Innovation: {
    focus: "making room for new ideas and learning quickly from safe-to-fail experiments",
    why: "Innovation is less about sudden breakthroughs than about giving more people permission and a method to try things. {title} shows how to frame a real challenge, widen the range of voices that shape the answer and test ideas cheaply before committing.",
    objectives: [
      "Frame a challenge in {category} as a clear question worth testing",
      "Explain why diverse perspectives produce better ideas and fewer blind spots",
      "Design a small, safe-to-fail experiment with a clear measure of success",
      "Decide, from evidence, whether to scale, adapt or stop an idea",
    ],
    sections: [
      {
        title: "Framing the right challenge",
        content:
          "Good ideas start with a well-framed problem. Describe the situation from the point of view of the people affected, state what you would like to be different and by when, and separate what you know from what you are assuming. A sharp question such as 'How might we…?' keeps the team focused on outcomes rather than favourite solutions.",
        keyPoints: [
          "Describe the problem from the point of view of the people affected",
          "Separate what you know from what you assume",
          "Use a 'How might we…?' question to focus on outcomes",
        ],
      },
      {
        title: "Widening the circle of ideas",
        content:
          "Teams that look and think alike tend to miss the same risks. Invite people from different roles, backgrounds and levels, including those who use the service, and use structured methods such as silent brainstorming so that the loudest voices do not dominate. Record every idea before judging any of them.",
        keyPoints: [
          "Invite different roles, backgrounds and the people who use the service",
          "Use structured methods so quieter voices are heard",
          "Generate before you judge",
        ],
      },
      {
        title: "Testing small and learning fast",
        content:
          "Choose the most promising idea and test it in the smallest way that could teach you something: a prototype, a one-week pilot or a conversation with ten users. Agree beforehand what result would make you continue, change course or stop. Share the results openly so the next experiment starts from what you learned.",
        keyPoints: [
          "Test in the smallest way that could teach you something",
          "Agree success measures before the experiment starts",
          "Share results, including failures, so learning compounds",
        ],
      },
    ],
    takeaways: [
      "A well-framed question is the most valuable part of any innovation effort",
      "Diverse teams generate better ideas and spot risks earlier",
      "Small, measured experiments reduce risk and speed up learning",
    ],
    reflection:
      "What assumption about {category} in your organisation has never been tested, and how could you test it cheaply?",
    scenario:
      "Your pilot from {title} produced mixed results after four weeks. What evidence would you look at before deciding whether to scale, adapt or stop it?",
  },
  Value: {
    focus: "creating and evidencing value for every stakeholder, not only shareholders",
    why: "Organisations are increasingly asked to show, not tell, the value they create. {title} helps you identify the outcomes that matter to each stakeholder, measure them credibly and use the evidence to make better decisions.",
    objectives: [
      "Identify the stakeholders who gain or lose from work in {category}",
      "Distinguish outputs from outcomes and choose measures for each",
      "Build a simple, credible evidence base that others can check",
      "Use the evidence to prioritise where to invest effort next",
    ],
    sections: [
      {
        title: "Who gains and who pays",
        content:
          "Value looks different depending on where you stand. Employees, customers, suppliers, communities and investors each care about different outcomes. List your stakeholders, note what each would count as a good result and where their interests conflict. This map becomes the basis for honest decisions about trade-offs.",
        keyPoints: [
          "List stakeholders and what each counts as a good result",
          "Note where interests conflict",
          "Use the map to make trade-offs openly",
        ],
      },
      {
        title: "Measuring outcomes, not just activity",
        content:
          "Counting activity — hours, events, policies written — is easy but says little about change. Pair each activity measure with an outcome measure: what is different for people as a result? Use a baseline, keep the number of measures small, and combine figures with short stories that explain them.",
        keyPoints: [
          "Pair each activity measure with an outcome measure",
          "Start from a baseline so change can be shown",
          "Combine numbers with the stories that explain them",
        ],
      },
      {
        title: "Making the evidence credible",
        content:
          "Evidence persuades when others can check it. Record where each figure comes from, be open about limitations and avoid overclaiming. Where possible, invite the people affected to review your conclusions. Credible evidence supports certification, reporting and, most importantly, better decisions.",
        keyPoints: [
          "Record the source of every figure",
          "Be open about limitations; never overclaim",
          "Let the people affected review the conclusions",
        ],
      },
    ],
    takeaways: [
      "Value in {category} must be defined for each stakeholder, not assumed",
      "Outcome measures show change; activity measures only show effort",
      "Transparent, checkable evidence builds trust and improves decisions",
    ],
    reflection:
      "Which outcome in {category} does your organisation currently claim without evidence, and what would credible evidence look like?",
    scenario:
      "A board member asks for proof that the work covered in {title} is worth the investment. Which two measures would you present, and why?",
  },
  Optimization: {
    focus: "improving processes fairly and measuring what matters",
    why: "Processes quietly decide who gets opportunities, who is delayed and who is left out. {title} looks at how to examine a process step by step, find where it creates unfair or wasteful outcomes and improve it without losing what works.",
    objectives: [
      "Map a process in {category} from start to finish, including hand-offs",
      "Spot the points where bias, delay or waste are most likely to enter",
      "Choose a small set of measures that show whether the process is fair and effective",
      "Plan and review an improvement using a simple plan-do-check-act cycle",
    ],
    sections: [
      {
        title: "Seeing the whole process",
        content:
          "Most problems sit between steps rather than within them. Walk through the process as the people using it experience it, writing down every step, decision and hand-off. Note how long each takes and who decides. The map often reveals duplicated effort, unclear ownership and points where judgement is applied without criteria.",
        keyPoints: [
          "Map the process as users experience it",
          "Record every decision point and who makes it",
          "Look for duplicated effort and unclear ownership",
        ],
      },
      {
        title: "Finding where fairness breaks down",
        content:
          "Look at outcomes for different groups at each stage. Where do some people drop out, wait longer or receive different results? Structured criteria, consistent information and diverse decision-makers reduce the room for bias. Simplifying a step often makes it fairer and faster at the same time.",
        keyPoints: [
          "Compare outcomes for different groups at each stage",
          "Use structured criteria wherever judgement is applied",
          "Simplification often improves fairness and speed together",
        ],
      },
      {
        title: "Improving in cycles",
        content:
          "Change one thing at a time and measure the effect. Plan the change, try it on a small scale, check the results against your baseline and act on what you find: adopt, adapt or abandon. Keep measures few and meaningful so that the team looks at them regularly rather than once a year.",
        keyPoints: [
          "Change one thing at a time and measure the effect",
          "Use plan-do-check-act to decide what to keep",
          "Review a few meaningful measures regularly",
        ],
      },
    ],
    takeaways: [
      "A step-by-step map exposes problems that sit between steps",
      "Fairness can be measured stage by stage and improved deliberately",
      "Small, measured cycles of change beat large one-off redesigns",
    ],
    reflection: "Which step of a process you use in {category} relies on judgement without clear criteria?",
    scenario:
      "After mapping a process as described in {title}, you find one group waits twice as long as others at one step. What would your first improvement cycle test?",
  },
  Transformation: {
    focus: "leading lasting change in culture and ways of working",
    why: "Change succeeds when people understand it, can influence it and are supported through it. {title} focuses on the leadership behaviours that help teams move through uncertainty without losing trust, wellbeing or momentum.",
    objectives: [
      "Explain what is changing, why, and what it means for the people affected",
      "Recognise common reactions to change and respond to them with empathy",
      "Use small, reversible steps to make progress while the picture is still unclear",
      "Sustain the change by building it into routines, roles and measures",
    ],
    sections: [
      {
        title: "Making sense of the change",
        content:
          "People cannot support what they do not understand. Explain what is changing, why now, what will stay the same and what is still unknown. Be honest about uncertainty: saying 'we do not know yet, and we will tell you by Friday' builds more trust than false confidence. Repeat the message through different channels and check that it has been understood.",
        keyPoints: [
          "Explain what changes, why now and what stays the same",
          "Be honest about what is not yet known",
          "Repeat key messages and check understanding",
        ],
      },
      {
        title: "Supporting people through it",
        content:
          "Reactions to change vary with people's circumstances, and the same change can feel very different to different groups. Create regular, safe opportunities for questions and concerns, and act on what you hear. Watch workload and wellbeing, and make reasonable adjustments so that change does not fall hardest on those with the least power.",
        keyPoints: [
          "Expect varied reactions and make it safe to raise concerns",
          "Act visibly on feedback",
          "Protect wellbeing and check who carries the heaviest load",
        ],
      },
      {
        title: "Making it stick",
        content:
          "Lasting change is built into how work is done. Take small, reversible steps, learn from each and celebrate progress. Update roles, processes and measures so that the new way becomes the normal way, and keep listening after launch: the first months show whether the change is working for everyone.",
        keyPoints: [
          "Prefer small, reversible steps while uncertainty is high",
          "Build the change into roles, processes and measures",
          "Keep listening after launch",
        ],
      },
    ],
    takeaways: [
      "Clear, honest communication is the foundation of change in {category}",
      "Support and fairness determine whether people can move with the change",
      "Change lasts when it is built into routines, roles and measures",
    ],
    reflection:
      "Think of a recent change at work: what helped you understand and accept it, and what would have helped more?",
    scenario:
      "Halfway through a change covered in {title}, a team says it feels unheard. What would you do in the next week?",
  },
};

/** How each module format is introduced. */
export const FORMAT_PHRASES: Readonly<Record<string, string>> = {
  video: "this video module",
  audio: "this audio session",
  podcast: "this podcast episode",
  interactive: "this interactive module",
  guide: "this guide",
  checklist: "this checklist",
  reading: "this reading",
};

export const DIFFICULTY_PHRASES: Readonly<Record<string, string>> = {
  beginner: "No previous knowledge is needed.",
  intermediate: "It assumes some familiarity with the basics and focuses on applying them.",
  advanced: "It is designed for people who already lead work in this area and want to go further.",
};
