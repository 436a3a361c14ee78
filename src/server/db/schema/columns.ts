import { timestamp } from "drizzle-orm/pg-core";

/** Timestamps most tables carry. `userRef` sits with the user table, `organizationRef` with the organisation's. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
