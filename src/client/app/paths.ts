/** Every route path, defined once (STYLE). */
export const paths = {
  home: "/",
  login: "/login",
  profile: "/profile",
  mobile: "/mobile",
  library: "/library",
  pathways: "/pathways",
  progress: "/progress",
  analytics: "/analytics",
  aiDashboard: "/ai-dashboard",
  credentials: "/credentials",
  jedi: "/jedi",
  aiRecommendations: "/ai-recommendations",
  advancedAnalytics: "/advanced-analytics",
  team: "/team",
  contentGenerator: "/content-generator",
  contentProtection: "/content-protection",
  module: (id: number | string) => `/module/${id}`,
  modulePattern: "/module/:moduleId",
  testPayment: "/test-payment",
  subscribe: "/subscribe",
  subscription: "/subscription",
  trainingServices: "/training-services",
  pivotFramework: "/pivot-framework",
  learningLibrary: "/learning-library",
  pilot: "/pilot",
  terms: "/terms",
  privacy: "/privacy",
  admin: "/admin",
  /** Full page navigations handled by the server (spec 1 §2). */
  apiLogin: "/api/login",
  apiLogout: "/api/logout",
} as const;

/** Sign-in that returns to a given path afterwards. */
export const loginHref = (returnTo?: string) =>
  returnTo && returnTo !== "/" ? `${paths.apiLogin}?returnTo=${encodeURIComponent(returnTo)}` : paths.apiLogin;
