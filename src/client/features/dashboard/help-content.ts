import { paths } from "../../../contracts/routes";

/** The dashboard's Quick Start Guide: four steps, each with the page that does it. */
export const QUICK_START_STEPS = [
  {
    title: "Discover your PIVOT profile",
    text: "Take the 10-statement PIVOT Assessment on your dashboard to see where you are strong and where to grow.",
    linkLabel: "Go to your dashboard",
    to: paths.home,
  },
  {
    title: "Find a module",
    text: "Search the Content Library or filter by category, PIVOT pillar or format. Bookmark modules to keep them in Favorites.",
    linkLabel: "Open the library",
    to: paths.library,
  },
  {
    title: "Learn and mark it complete",
    text: "Open a module, select Start Learning Journey, and select Mark as Complete when you finish. Your streak grows with every active day.",
    linkLabel: "Browse pathways",
    to: paths.pathways,
  },
  {
    title: "Track your progress",
    text: "See your streak, weekly goal, achievements and PIVOT pillar progress, and follow the insights to choose what to learn next.",
    linkLabel: "View your progress",
    to: paths.progress,
  },
] as const;

/** The dashboard's Help Centre: answers to the questions learners ask most. */
export const HELP_CENTRE_ARTICLES = [
  {
    question: "How is my PIVOT pillar progress calculated?",
    answer:
      "Each pillar shows the percentage of that pillar's modules you have completed. A pillar with 5 modules moves 20% for every module you complete.",
  },
  {
    question: "What counts towards my streak?",
    answer:
      "Any day on which you make progress in a module counts as an active day. Your streak is the number of active days in a row, and it stays alive until the end of today.",
  },
  {
    question: "What does Premium unlock?",
    answer:
      "Premium opens every module, including the PIVOT framework, B-Corp and JEDI modules, plus custom learning pathways, progress analytics and certificate downloads.",
  },
  {
    question: "How do I save a module for later?",
    answer:
      "Select the bookmark icon on a module card in the Content Library. Bookmarked modules appear in the Favorites tab.",
  },
  {
    question: "How does the weekly goal work?",
    answer:
      "Your weekly goal is 4 completed modules. Progress starts again each time you reach the goal, and the card shows how many times you reached it this week.",
  },
] as const;
