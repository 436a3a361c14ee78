import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

// ---- Public site ----

export const pilotApplications = pgTable("pilot_applications", {
  id: serial("id").primaryKey(),
  organizationName: text("organization_name").notNull(),
  contactName: text("contact_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  employeeCount: text("employee_count").notNull(),
  industry: text("industry").notNull(),
  currentInitiatives: text("current_initiatives"),
  bCorpTimeline: text("b_corp_timeline").notNull(),
  leadershipCommitment: text("leadership_commitment").notNull(),
  pilotGoals: text("pilot_goals"),
  /** The cohort open when the application arrived (issue 26 item 4). */
  cohortId: integer("cohort_id").references(() => pilotCohorts.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Issue 26 item 4: a pilot cohort's dates, places and price, edited by administrators. */
export const pilotCohorts = pgTable(
  "pilot_cohorts",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    applicationsCloseOn: date("applications_close_on", { mode: "string" }).notNull(),
    places: integer("places").notNull(),
    /** GBP pence, the whole pilot per organisation. */
    pricePence: integer("price_pence").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("pilot_cohorts_dates_check", sql`${t.endsOn} >= ${t.startsOn} and ${t.applicationsCloseOn} <= ${t.startsOn}`),
    check("pilot_cohorts_places_check", sql`${t.places} >= 1`),
    check("pilot_cohorts_price_check", sql`${t.pricePence} >= 0`),
  ],
);

/** Issue 26 item 4: people who asked to hear about the next cohort once applications had closed. */
export const pilotWaitingList = pgTable("pilot_waiting_list", {
  id: serial("id").primaryKey(),
  /** The cohort the page showed as closed; null when there was none. */
  cohortId: integer("cohort_id").references(() => pilotCohorts.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  organizationName: text("organization_name").notNull(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  company: text("company"),
  message: text("message").notNull(),
  createdAt: createdAt(),
});
