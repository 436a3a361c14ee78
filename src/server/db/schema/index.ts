/**
 * The database schema, one file per area (issue 27). `import … from "../db/schema"` reads this index;
 * drizzle.config.ts points drizzle-kit at the folder.
 */
export * from "./accounts";
export * from "./api-keys";
export * from "./assignments";
export * from "./bcorp-workbench";
export * from "./billing";
export * from "./catalogue";
export * from "./content";
export * from "./credentials";
export * from "./data-exports";
export * from "./dpa";
export * from "./equality-action-plans";
export * from "./events";
export * from "./idempotency";
export * from "./jedi-surveys";
export * from "./knowledge-checks";
export * from "./learning";
export * from "./lms";
export * from "./lms-packages";
export * from "./lms-player";
export * from "./lti";
export * from "./messaging";
export * from "./organizations";
export * from "./pay-gap";
export * from "./public-site";
export * from "./scenarios";
export * from "./scim";
export * from "./scorm-courses";
export * from "./security-policies";
export * from "./sso";
export * from "./team";
