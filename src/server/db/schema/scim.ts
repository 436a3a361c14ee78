import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { ORGANIZATION_ROLES } from "../../../domain/organization-roles";
import { user, userRef } from "./accounts";
import { createdAt, oneOf, setNullOnly, updatedAt } from "./columns";
import { departments, organizationRef } from "./organizations";

/**
 * SCIM 2.0 provisioning per organisation (issue 21 item 2, decision 290): the bearer tokens an owner
 * hands to the identity provider, the people it provisioned and the departments it names as groups.
 */

/** A bearer token of one organisation's SCIM endpoint; only its SHA-256 is stored, shown once when created. */
export const scimTokens = pgTable(
  "scim_tokens",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    name: text("name").notNull(),
    /** hex SHA-256 of the whole token. */
    tokenHash: text("token_hash").notNull().unique(),
    /** The token's first characters, so the owner can tell tokens apart on the settings page. */
    prefix: text("prefix").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /** Set when revoked: refused from the next request on. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("scim_tokens_org_idx").on(t.organizationId, t.createdAt)],
);

/**
 * A person the organisation's identity provider provisioned (the SCIM User resource; its id is this
 * row's). While `active` the person is a member; deactivated, the membership is gone (the seat free)
 * and `role` and `department` keep what reactivation restores.
 */
export const scimUsers = pgTable(
  "scim_users",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    userId: userRef(),
    externalId: text("external_id"),
    userName: text("user_name").notNull(),
    active: boolean("active").notNull().default(true),
    /** The organisation role the membership had (restored on reactivation). */
    role: text("role").notNull().default("member"),
    /**
     * The department the membership had. Like member.department, a composite foreign key
     * (scim_users_department_fk) follows renames and deletions.
     */
    department: text("department"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("scim_users_org_user_idx").on(t.organizationId, t.userId),
    uniqueIndex("scim_users_org_external_idx")
      .on(t.organizationId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    uniqueIndex("scim_users_org_user_name_idx").on(t.organizationId, sql`lower(${t.userName})`),
    index("scim_users_user_idx").on(t.userId),
    foreignKey({
      name: "scim_users_department_fk",
      columns: [t.organizationId, t.department],
      foreignColumns: [departments.organizationId, departments.name],
    })
      .onUpdate("cascade")
      .onDelete(setNullOnly("department")),
    check("scim_users_role_check", oneOf(t.role, ORGANIZATION_ROLES)),
  ],
);

/**
 * A department the identity provider manages as a group: the SCIM Group's id is the department's id;
 * this row holds the provider's externalId. Departments without a row are groups too.
 */
export const scimGroups = pgTable(
  "scim_groups",
  {
    departmentId: integer("department_id")
      .primaryKey()
      .references(() => departments.id, { onDelete: "cascade" }),
    organizationId: organizationRef(),
    externalId: text("external_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("scim_groups_org_external_idx")
      .on(t.organizationId, t.externalId)
      .where(sql`${t.externalId} is not null`),
  ],
);
