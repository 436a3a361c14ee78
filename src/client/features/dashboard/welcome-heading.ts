/**
 * spec 1 §2 greets "Welcome back, {first name or Learner}!"; issue 26: someone with no learning
 * activity yet (their first sign-in, as far as the dashboard knows) is not "back": "Welcome, Sam!".
 */
export const welcomeHeading = (firstName: string | null | undefined, lastActivityDate: string | null): string =>
  `${lastActivityDate === null ? "Welcome" : "Welcome back"}, ${firstName || "Learner"}!`;
