import { pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { user } from "./accounts";
import { organization } from "./organizations";

// ---- Data processing agreement acceptances (issue 45 item 5, decision 402) ----

/**
 * An owner's acceptance of a version of the data processing agreement for their organisation: who
 * accepted (the account, and the name and role they typed, kept if the account goes), when and from
 * which address. One row per organisation and version; a new version is accepted afresh.
 */
export const dpaAcceptances = pgTable(
  "dpa_acceptances",
  {
    id: serial("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    version: text("version").notNull(),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    signatoryName: text("signatory_name").notNull(),
    signatoryRole: text("signatory_role").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
  },
  (t) => [unique("dpa_acceptances_organization_version_unique").on(t.organizationId, t.version)],
);
