import { daysUntilDue } from "./due-dates";
import { plural } from "./plural";

/**
 * Issue 45 item 3: the learner's assigned work on the dashboard, due dates first: overdue (most overdue
 * first), then due soon (within DUE_SOON_DAYS), then later dates, then work without a due date. Each
 * due date is said in words, so the urgency never rests on colour alone.
 */
export const DUE_SOON_DAYS = 7;

export type DueUrgency = "overdue" | "dueSoon" | "later" | "noDueDate" | "done";

export interface AssignedWorkItem {
  dueDate: string | null;
  completed: boolean;
}

export function dueUrgency(item: AssignedWorkItem, today: string): DueUrgency {
  if (item.completed) return "done";
  if (item.dueDate === null) return "noDueDate";
  const days = daysUntilDue(item.dueDate, today);
  if (days < 0) return "overdue";
  if (days <= DUE_SOON_DAYS) return "dueSoon";
  return "later";
}

/** "Overdue by 3 days", "Due today", "Due tomorrow", "Due in 5 days"; null for later dates and none. */
export function dueInWords(item: AssignedWorkItem, today: string): string | null {
  if (item.completed) return "Completed";
  if (item.dueDate === null) return null;
  const days = daysUntilDue(item.dueDate, today);
  if (days < 0) return `Overdue by ${plural(-days, "day", "days")}`;
  if (days === 0) return "Due today";
  if (days === 1) return "Due tomorrow";
  if (days <= DUE_SOON_DAYS) return `Due in ${plural(days, "day", "days")}`;
  return null;
}

const RANK: Record<DueUrgency, number> = { overdue: 0, dueSoon: 1, later: 2, noDueDate: 3, done: 4 };

/** Overdue, due soon, later, no date, done; earlier due dates first within each. A new array. */
export function orderAssignedWork<T extends AssignedWorkItem>(items: readonly T[], today: string): T[] {
  return [...items].sort((a, b) => {
    const rank = RANK[dueUrgency(a, today)] - RANK[dueUrgency(b, today)];
    if (rank !== 0) return rank;
    if (a.dueDate && b.dueDate && a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
    return 0;
  });
}
