import { and, eq, inArray, sql } from "drizzle-orm";
import { daysUntilDue, ukToday } from "../../../domain/due-dates";
import type { Db } from "../../db/client";
import { pathwayAssignments, pathways } from "../../db/schema";
import { badRequest } from "../../errors";
import { wakeMails } from "../mail/queue-mail";
import { assignmentNotice } from "./assignment-reminders";
import { storeNotifications } from "./notify";

export interface AssignmentInput {
  organizationId: string;
  pathwayId: number;
  memberIds: readonly string[];
  /** YYYY-MM-DD, or undefined: no due date (an earlier one is kept). */
  dueDate?: string;
  assignedBy: string | null;
  now: Date;
}

/** A due date before today (UK) is refused: nobody can meet it. */
export function checkDueDate(dueDate: string | undefined, now: Date): void {
  if (dueDate !== undefined && daysUntilDue(dueDate, ukToday(now)) < 0) {
    const message = "Due date cannot be in the past";
    throw badRequest(`dueDate: ${message}`, [{ path: "dueDate", message }]);
  }
}

/**
 * Records an employer's assignment (with its due date) and tells each member: a notification in the
 * bell and an e-mail with the due date as an .ics file and a calendar link. Assigning again with a new
 * due date moves it (and its reminders); without one, the earlier due date stays.
 */
export async function recordAssignments(db: Db, input: AssignmentInput): Promise<void> {
  await wakeMails(db, await storeAssignments(db, input));
}

/**
 * `recordAssignments` inside the caller's transaction: answers the stored e-mails, to wake with
 * `wakeMails` once the transaction has committed.
 */
export async function storeAssignments(db: Db, input: AssignmentInput): Promise<number[]> {
  if (input.memberIds.length === 0) return [];
  await db
    .insert(pathwayAssignments)
    .values(
      input.memberIds.map((userId) => ({
        userId,
        pathwayId: input.pathwayId,
        organizationId: input.organizationId,
        assignedBy: input.assignedBy,
        dueDate: input.dueDate ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [pathwayAssignments.userId, pathwayAssignments.pathwayId],
      set: {
        organizationId: input.organizationId,
        assignedBy: input.assignedBy,
        dueDate: input.dueDate === undefined ? sql`${pathwayAssignments.dueDate}` : input.dueDate,
      },
    });
  const [pathway] = await db.select({ title: pathways.title }).from(pathways).where(eq(pathways.id, input.pathwayId));
  const rows = await db
    .select({ userId: pathwayAssignments.userId, dueDate: pathwayAssignments.dueDate })
    .from(pathwayAssignments)
    .where(
      and(eq(pathwayAssignments.pathwayId, input.pathwayId), inArray(pathwayAssignments.userId, [...input.memberIds])),
    );
  const { mailIds } = await storeNotifications(
    db,
    rows.map((r) =>
      assignmentNotice(
        db,
        { user_id: r.userId, pathway_id: input.pathwayId, title: pathway?.title ?? "A pathway", due_date: r.dueDate },
        null,
        input.now,
      ),
    ),
  );
  return mailIds;
}
