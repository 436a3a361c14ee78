import type {
  AnalyticsTool,
  ImplementationGuide,
  InteractiveTool,
  TeamResource,
  TopicContent,
} from "../module-resource-types";

/**
 * Content of the module page's tool, guide, team and analytics lists (spec 3 §2 "Per-module
 * tool, guide and team lists"). Titles, minutes, durations, group sizes and step counts are the
 * spec's; descriptions, steps and agendas are ours.
 */

export const INTERACTIVE_TOOLS: TopicContent<InteractiveTool> = {
  base: [
    {
      id: "self-assessment-quiz",
      title: "Self Assessment Quiz",
      minutes: 10,
      description:
        "Four quick questions on your confidence, experience, challenges and goals, with strengths and development areas drawn from your answers.",
    },
    {
      id: "progress-tracker",
      title: "Progress Tracker",
      minutes: 5,
      description: "Record what you applied this week and see how your confidence changes over time.",
    },
  ],
  leadership: [
    {
      id: "leadership-style-diagnostic",
      title: "Leadership Style Diagnostic",
      minutes: 15,
      description:
        "Rate your team on leadership effectiveness, collaboration and innovation culture to see where your leadership has most effect.",
    },
    {
      id: "purpose-alignment-calculator",
      title: "Purpose Alignment Calculator",
      minutes: 12,
      description: "Estimate the return of a purpose-led development programme from productivity and retention gains.",
    },
    {
      id: "team-psychological-safety-meter",
      title: "Team Psychological Safety Meter",
      minutes: 20,
      description:
        "Gauge how safe your team feels to speak up, take risks and admit mistakes, by category and overall.",
    },
  ],
  impact: [
    {
      id: "b-corp-readiness-assessment",
      title: "B-Corp Readiness Assessment",
      minutes: 25,
      description:
        "Reflect on your organisation's readiness across governance, workers, community, environment and customers before starting the B Impact Assessment.",
    },
    {
      id: "stakeholder-impact-analyzer",
      title: "Stakeholder Impact Analyzer",
      minutes: 18,
      description: "Identify who your decisions affect and where you could create more value for each stakeholder.",
    },
    {
      id: "jedi-progress-tracker",
      title: "JEDI Progress Tracker",
      minutes: 15,
      description: "Track your justice, equity, diversity and inclusion commitments and the actions behind them.",
    },
  ],
  innovation: [
    {
      id: "innovation-readiness-gauge",
      title: "Innovation Readiness Gauge",
      minutes: 12,
      description: "Check how ready you and your team are to generate, test and adopt new ideas.",
    },
    {
      id: "decision-quality-analyzer",
      title: "Decision Quality Analyzer",
      minutes: 15,
      description:
        "Review a live decision for clear options, reliable information, diverse input and an explicit trade-off.",
    },
  ],
  marketing: [
    {
      id: "inclusive-language-checker",
      title: "Inclusive Language Checker",
      minutes: 8,
      description: "Reflect on how your messages land with different audiences and where wording may exclude people.",
    },
    {
      id: "brand-authenticity-meter",
      title: "Brand Authenticity Meter",
      minutes: 10,
      description:
        "Test whether your brand's claims are backed by evidence and practice, to avoid purpose-washing and greenwashing.",
    },
  ],
};

export const IMPLEMENTATION_GUIDES: TopicContent<ImplementationGuide> = {
  base: [
    {
      id: "quick-start-guide",
      title: "Quick Start Guide",
      duration: "1 week",
      description: "Turn this module into one practical change at work within a week.",
      steps: [
        {
          title: "Set your intention (Day 1)",
          detail: "Read the module overview and write down one outcome you want from it within the next month.",
        },
        {
          title: "Work through the core content (Days 1-2)",
          detail: "Complete the Content tab and note three ideas you could apply in your own role.",
        },
        {
          title: "Take the Self Assessment Quiz (Day 3)",
          detail: "Record your starting confidence and experience so you can see your progress later.",
        },
        {
          title: "Apply one idea (Days 4-5)",
          detail:
            "Choose the most practical idea and try it in a real meeting, decision or conversation. Keep it small enough to finish this week.",
        },
        {
          title: "Reflect and share (Days 6-7)",
          detail:
            "Note what worked and what you would change. Share one insight with your team or manager and set your next step.",
        },
      ],
    },
  ],
  leadership: [
    {
      id: "leadership-transformation-program",
      title: "Leadership Transformation Program",
      duration: "12 weeks",
      description: "A week-by-week programme to build purpose-driven, inclusive leadership habits that last.",
      steps: [
        {
          title: "Week 1: Establish your baseline",
          detail:
            "Complete the Leadership Style Diagnostic and ask at least five colleagues for 360-degree feedback on your leadership.",
        },
        {
          title: "Week 2: Clarify your leadership purpose",
          detail:
            "Write a short leadership purpose statement that links your personal values to the organisation's mission.",
        },
        {
          title: "Week 3: Set development goals",
          detail:
            "Agree two or three measurable goals with your manager or a coach, based on the themes in your feedback.",
        },
        {
          title: "Week 4: Build psychological safety",
          detail:
            "Open team meetings by inviting challenge, and thank people publicly when they raise a concern or a mistake.",
        },
        {
          title: "Week 5: Make decisions inclusively",
          detail:
            "Use a structured process where everyone contributes before you give your own view, so quieter voices are heard.",
        },
        {
          title: "Week 6: Coach rather than tell",
          detail:
            "Run your one-to-ones with open questions, for example with the GROW model, instead of supplying answers.",
        },
        {
          title: "Week 7: Delegate for growth",
          detail:
            "Hand over one meaningful responsibility with a clear outcome, the authority to act and agreed check-in points.",
        },
        {
          title: "Week 8: Review at the midpoint",
          detail: "Ask for short pulse feedback, compare it with your baseline and adjust your goals.",
        },
        {
          title: "Week 9: Lead through change",
          detail:
            "Plan a change your team faces: explain why it matters, involve people in how it happens and address concerns early.",
        },
        {
          title: "Week 10: Connect the work to stakeholder value",
          detail:
            "Show your team how its work creates value for customers, communities and the environment, with real examples.",
        },
        {
          title: "Week 11: Embed the habits",
          detail:
            "Turn the practices that worked into team routines such as retrospectives, rotating facilitation and regular feedback.",
        },
        {
          title: "Week 12: Measure and plan ahead",
          detail:
            "Repeat the diagnostic and 360-degree feedback, share your progress with your sponsor and set a six-month development plan.",
        },
      ],
    },
    {
      id: "team-psychological-safety-initiative",
      title: "Team Psychological Safety Initiative",
      duration: "6 weeks",
      description: "Make it safe for your team to speak up, take sensible risks and learn from mistakes.",
      steps: [
        {
          title: "Week 1: Measure the baseline",
          detail:
            "Run the Team Psychological Safety Meter anonymously. Amy Edmondson's seven-item team survey is a well-tested alternative.",
        },
        {
          title: "Week 2: Share the results and frame the work",
          detail:
            "Present the results openly, frame the team's work as a learning challenge, and acknowledge your own fallibility as the leader.",
        },
        {
          title: "Week 3: Agree team norms",
          detail:
            "Co-create meeting norms, such as challenging ideas rather than people and hearing from everyone before deciding.",
        },
        {
          title: "Week 4: Respond productively",
          detail:
            "When someone raises a problem or a mistake, thank them and ask a forward-looking question instead of looking for blame.",
        },
        {
          title: "Week 5: Learn from a setback",
          detail:
            "Hold a blameless review of a recent setback that focuses on systems, decisions and what to try next.",
        },
        {
          title: "Week 6: Re-measure and sustain",
          detail:
            "Repeat the survey, compare it with week 1, recognise progress and choose one norm to reinforce next quarter.",
        },
      ],
    },
  ],
  impact: [
    {
      id: "b-corp-certification-journey",
      title: "B-Corp Certification Journey",
      duration: "18 months",
      description:
        "From first commitment to B Corp Certification with B Lab, built around the B Impact Assessment and its 80-point minimum.",
      steps: [
        {
          title: "Secure leadership commitment (Months 1-2)",
          detail:
            "Agree with the board why you are pursuing certification and what it will cost in time and fees. B Lab is rolling out updated standards, so confirm which requirements apply when you start.",
        },
        {
          title: "Form a cross-functional B Corp team (Month 2)",
          detail:
            "Appoint a lead and owners from finance, HR, operations and sustainability. Each owner takes one or more impact areas.",
        },
        {
          title: "Complete a baseline B Impact Assessment (Months 2-3)",
          detail:
            "Use B Lab's free online B Impact Assessment across its five impact areas: Governance, Workers, Community, Environment and Customers. Many companies score well below 80 on their first attempt.",
        },
        {
          title: "Close the gap to 80 points (Months 3-4)",
          detail:
            "Use the assessment's improvement tools to plan quick wins and larger projects. Aim for a buffer above 80, because scores often fall during verification.",
        },
        {
          title: "Meet the legal requirement (Months 4-6)",
          detail:
            "Amend your governing documents so directors must consider all stakeholders, not only shareholders. For a UK company this means changing the articles of association.",
        },
        {
          title: "Strengthen governance and workers practices (Months 4-9)",
          detail:
            "Write your mission into governance, adopt an ethics and whistleblowing policy, and review pay, benefits, training and wellbeing.",
        },
        {
          title: "Improve community, environment and customer impact (Months 6-12)",
          detail:
            "Introduce a supplier code of conduct, measure your carbon footprint and set reduction targets, and gather customer feedback on your products' impact.",
        },
        {
          title: "Gather the evidence (Months 9-12)",
          detail:
            "Collect policies, records and data for every answer that earns points. Verification will ask for documents to support your answers.",
        },
        {
          title: "Submit for verification (Month 12)",
          detail:
            "Submit the assessment and disclosure questionnaire and pay the submission fee. Expect to wait in B Lab's evaluation queue before review starts.",
        },
        {
          title: "Complete the verification review (Months 13-17)",
          detail:
            "Work with B Lab's analyst to answer questions and provide documents. Your verified score must stay at 80 points or more.",
        },
        {
          title: "Certify and communicate (Month 18)",
          detail:
            "Sign the B Corp Agreement, pay the annual certification fee and publish your public profile. Announce the certification with evidence, avoiding overclaiming.",
        },
        {
          title: "Improve continuously and recertify",
          detail:
            "Set annual impact targets and track them. Certification must be renewed every three years, so start preparing well ahead.",
        },
      ],
    },
    {
      id: "jedi-integration-strategy",
      title: "JEDI Integration Strategy",
      duration: "8 weeks",
      description:
        "Build justice, equity, diversity and inclusion into your organisation's systems, not only its training.",
      steps: [
        {
          title: "Week 1: Commit and define",
          detail:
            "Agree with senior leaders what justice, equity, diversity and inclusion mean for your organisation, and name an accountable sponsor.",
        },
        {
          title: "Week 2: Gather the data",
          detail:
            "Review voluntary, anonymised workforce data, pay gaps, inclusion survey results and exit-interview themes.",
        },
        {
          title: "Week 3: Listen to lived experience",
          detail:
            "Hold confidential listening sessions with under-represented colleagues and employee networks, and report back what you heard.",
        },
        {
          title: "Week 4: Audit your systems",
          detail:
            "Check recruitment, promotion, pay, policies and accessibility for points where bias can enter decisions.",
        },
        {
          title: "Week 5: Set priorities and measurable goals",
          detail: "Choose three to five priorities, each with a measurable goal, an owner and a deadline.",
        },
        {
          title: "Week 6: Build capability",
          detail:
            "Train leaders in inclusive leadership and add bias checks to hiring, such as structured interviews and diverse panels.",
        },
        {
          title: "Week 7: Embed in processes and partnerships",
          detail:
            "Add JEDI goals to leaders' objectives, and extend your commitments to suppliers and community partners.",
        },
        {
          title: "Week 8: Launch, report and review",
          detail:
            "Share the plan and baseline openly, publish progress measures, and review them every quarter with the sponsor.",
        },
      ],
    },
  ],
};

export const TEAM_RESOURCES: TopicContent<TeamResource> = {
  base: [
    {
      id: "team-discussion-guide",
      title: "Team Discussion Guide",
      groupSize: "5-12 people",
      duration: "60 min",
      durationMinutes: 60,
      description: "A structured conversation that turns the module's ideas into shared team actions.",
      agenda: [
        { minutes: 5, activity: "Welcome, purpose of the session and ground rules" },
        { minutes: 10, activity: "Individual reflection: the idea from the module that matters most to our work" },
        { minutes: 20, activity: "Small groups: where do we already do this well, and where do we fall short?" },
        { minutes: 15, activity: "Whole group: share patterns, agreements and disagreements" },
        { minutes: 10, activity: "Commitments: each person names one action; agree a follow-up date" },
      ],
      facilitatorNotes: [
        "Share the module a week ahead so everyone arrives prepared.",
        "Invite quieter members to speak first in each round, so the loudest voices do not set the direction.",
        "Park off-topic issues visibly and agree when they will be picked up.",
        "Write the actions where everyone can see them and send them out the same day.",
      ],
    },
    {
      id: "workshop-facilitation-kit",
      title: "Workshop Facilitation Kit",
      groupSize: "8-20 people",
      duration: "3 hours",
      durationMinutes: 180,
      description: "A half-day workshop plan for applying the module to a real organisational challenge.",
      agenda: [
        { minutes: 15, activity: "Welcome, objectives and working agreements" },
        { minutes: 20, activity: "Context: why this topic matters for our organisation now" },
        { minutes: 30, activity: "Key concepts from the module, with examples" },
        { minutes: 15, activity: "Break" },
        { minutes: 40, activity: "Small groups apply the concepts to a real challenge" },
        { minutes: 30, activity: "Gallery walk: groups review and build on each other's work" },
        { minutes: 20, activity: "Action planning: 30-, 60- and 90-day actions with owners" },
        { minutes: 10, activity: "Close: commitments and a quick evaluation" },
      ],
      facilitatorNotes: [
        "Agree the real challenge with the sponsor beforehand so the work is useful afterwards.",
        "Mix groups across teams and levels to bring in different perspectives.",
        "Keep to time; a visible timer helps groups pace themselves.",
        "Book a 30-minute follow-up within a month to review the actions.",
      ],
    },
  ],
  leadership: [
    {
      id: "purpose-mapping-exercise",
      title: "Purpose Mapping Exercise",
      groupSize: "6-15 people",
      duration: "90 min",
      durationMinutes: 90,
      description: "Surface what gives the team's work meaning and turn it into a shared purpose statement.",
      agenda: [
        { minutes: 10, activity: "Opening round: a moment when your work felt most meaningful" },
        { minutes: 20, activity: "Individual mapping: what we do, for whom, and why it matters" },
        { minutes: 25, activity: "Pairs, then the whole group: cluster the themes on a wall" },
        { minutes: 20, activity: "Draft a one-sentence team purpose statement" },
        {
          minutes: 15,
          activity: "Connect the purpose to current priorities and agree what to stop, start or continue",
        },
      ],
      facilitatorNotes: [
        "Ask for stories rather than slogans; concrete examples make the purpose credible.",
        "Check the draft against the organisation's mission so the two support each other.",
        "Leave the statement as a draft for a week and invite comments before finalising it.",
      ],
    },
    {
      id: "leadership-circle-process",
      title: "Leadership Circle Process",
      groupSize: "4-8 people",
      duration: "2 hours",
      durationMinutes: 120,
      description: "Peers help each other with live leadership challenges through structured listening and questions.",
      agenda: [
        { minutes: 10, activity: "Check-in and confidentiality agreement" },
        { minutes: 10, activity: "First case: a member describes a live leadership challenge" },
        { minutes: 10, activity: "Clarifying questions only, no advice yet" },
        { minutes: 20, activity: "Circle discussion while the presenter listens without replying" },
        { minutes: 10, activity: "Presenter responds: what landed and what they will try" },
        { minutes: 10, activity: "Break" },
        { minutes: 40, activity: "Second case, using the same four stages" },
        { minutes: 10, activity: "Closing round: one learning each and the date of the next circle" },
      ],
      facilitatorNotes: [
        "Rotate who presents so every member brings a case over a series of circles.",
        "Hold firmly to 'questions before advice'; it is what makes the process work.",
        "Nothing said in the circle is repeated outside it without permission.",
      ],
    },
  ],
  impact: [
    {
      id: "impact-ideation-workshop",
      title: "Impact Ideation Workshop",
      groupSize: "10-25 people",
      duration: "4 hours",
      durationMinutes: 240,
      description: "Generate and prioritise ideas that raise your social and environmental impact.",
      agenda: [
        { minutes: 15, activity: "Welcome and framing: our impact goals and the five B Impact Assessment areas" },
        { minutes: 30, activity: "Insight: review impact data, assessment results and stakeholder feedback" },
        { minutes: 30, activity: "Frame 'How might we...?' questions for each impact area" },
        { minutes: 15, activity: "Break" },
        { minutes: 45, activity: "Ideation in mixed teams, using brainwriting and rapid sketching" },
        { minutes: 30, activity: "Prioritise ideas on an impact-versus-effort matrix" },
        { minutes: 10, activity: "Break" },
        {
          minutes: 40,
          activity: "Develop the top ideas into one-page concepts with an owner, a first step and a measure",
        },
        { minutes: 15, activity: "Pitch the concepts and gather feedback" },
        { minutes: 10, activity: "Close: commitments and next steps" },
      ],
      facilitatorNotes: [
        "Invite people from outside the usual sustainability team, including frontline staff.",
        "Bring real data; ideas grounded in evidence are easier to fund.",
        "Protect idea generation from early criticism; evaluate only in the prioritisation stage.",
        "Agree who will take the chosen concepts to decision-makers, and when.",
      ],
    },
    {
      id: "stakeholder-mapping-session",
      title: "Stakeholder Mapping Session",
      groupSize: "8-15 people",
      duration: "2 hours",
      durationMinutes: 120,
      description: "Map who your organisation affects and plan how to engage them.",
      agenda: [
        {
          minutes: 10,
          activity: "Introduction: workers, customers, communities, the environment, suppliers and investors",
        },
        { minutes: 20, activity: "Brainstorm every stakeholder group the organisation affects or depends on" },
        { minutes: 25, activity: "Place each group on an influence-versus-impact grid" },
        { minutes: 10, activity: "Break" },
        { minutes: 25, activity: "For the key groups: their needs, how we affect them, and how we engage them today" },
        { minutes: 20, activity: "Engagement plan: actions, owners and channels" },
        { minutes: 10, activity: "Close and agree a review date" },
      ],
      facilitatorNotes: [
        "Include stakeholders with little influence but high impact; they are the easiest to overlook.",
        "Where possible, check assumptions with stakeholders themselves after the session.",
        "Keep the map as a living document and revisit it at least once a year.",
      ],
    },
  ],
};

export const ANALYTICS_TOOLS: TopicContent<AnalyticsTool> = {
  base: [
    {
      id: "learning-progress-dashboard",
      title: "Learning Progress Dashboard",
      description: "See how far you have come in this module and across the PIVOT pillars.",
      metrics: ["Module completion", "Time spent learning", "Learning streak", "Progress by PIVOT pillar"],
    },
    {
      id: "knowledge-retention-tracker",
      title: "Knowledge Retention Tracker",
      description: "Check what has stuck and what needs a refresher.",
      metrics: [
        "Assessment scores over time",
        "Confidence change since the first self-assessment",
        "Review sessions completed",
        "Ideas applied at work",
      ],
    },
  ],
  leadership: [
    {
      id: "leadership-growth-tracker",
      title: "Leadership Growth Tracker",
      description: "Follow the effect of your leadership development on you and your team.",
      metrics: [
        "360-degree feedback scores",
        "Team psychological safety score",
        "Team engagement",
        "Coaching conversations held",
      ],
    },
  ],
  impact: [
    {
      id: "b-corp-impact-tracker",
      title: "B-Corp Impact Tracker",
      description: "Track your progress towards B Corp Certification and your wider impact goals.",
      metrics: [
        "B Impact Assessment score by impact area",
        "Points still needed to reach 80",
        "Evidence documents collected",
        "JEDI goals on track",
      ],
    },
  ],
};
