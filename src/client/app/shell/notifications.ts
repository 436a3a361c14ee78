/** spec 1 §2: the bell carries a fixed badge of 3; these are the three notices behind it (sample content). */
export interface ShellNotification {
  id: string;
  title: string;
  body: string;
  to: string;
}

export const SHELL_NOTIFICATIONS: ShellNotification[] = [
  {
    id: "weekly-goal",
    title: "Weekly goal",
    body: "Check how close you are to this week's learning goal.",
    to: "/progress",
  },
  {
    id: "new-modules",
    title: "New in the library",
    body: "Fresh modules on B-Corp readiness and JEDI practice.",
    to: "/library",
  },
  { id: "team-activity", title: "Team activity", body: "See what your colleagues completed this week.", to: "/team" },
];
