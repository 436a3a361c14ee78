import { sql } from "drizzle-orm";
import { calendarLink, type DueReminder, dueDateCalendarEvent, reminderFor, ukToday } from "../../../domain/due-dates";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { personPayload, recordEvent, wakeDeliveries } from "../events/record-event";
import { calendarFile } from "../ical";
import { mailLink } from "../mail/queue-mail";
import { formatDueDate } from "./format";
import { type NotificationInput, notify } from "./notify";

interface DueAssignment {
  user_id: string;
  organization_id?: string | null;
  pathway_id: number;
  title: string;
  due_date: string;
}

/**
 * The daily task (server/background-work.ts): a reminder seven days and one day before an assigned pathway
 * is due, and one when it is overdue, for pathways not yet completed. The dedupe key names the due
 * date, so a second run (a restart, a retry) sends nothing again, and a new due date reminds afresh.
 */
export async function sendAssignmentReminders(db: Db, now: Date): Promise<number> {
  const today = ukToday(now);
  const due = rowsOf<DueAssignment>(
    await db.execute(sql`
      select a.user_id, a.organization_id, a.pathway_id, p.title, a.due_date::text as due_date
      from pathway_assignments a
      join pathways p on p.id = a.pathway_id
      where a.due_date is not null
        and a.due_date <= ${today}::date + 7
        and exists (
          select 1 from pathway_modules pm
          left join user_progress up
            on up.module_id = pm.module_id and up.user_id = a.user_id and up.is_completed
            and (a.completion_since is null or up.completed_at >= a.completion_since)
          where pm.pathway_id = a.pathway_id and up.id is null
            -- issue 22: a repeated cycle or a recertification also counts a knowledge check passed since.
            and not exists (
              select 1 from knowledge_check_attempts k
              where k.user_id = a.user_id and k.module_id = pm.module_id and k.passed
                and a.completion_since is not null and k.submitted_at >= a.completion_since
            )
        )
    `),
  );
  const items: { notice: NotificationInput; overdue: DueAssignment | null }[] = [];
  for (const row of due) {
    const reminder = reminderFor(row.due_date, today);
    if (!reminder) continue;
    items.push({ notice: assignmentNotice(db, row, reminder, now), overdue: reminder === "overdue" ? row : null });
  }
  // One insert per learner keeps each e-mail lookup small; dedupe keys make repeats no-ops.
  let sent = 0;
  for (const { notice, overdue } of items) {
    const count = await notify(db, notice);
    sent += count;
    // Issue 23: "assignment.overdue" for the assigning organisation's webhooks, once per due date
    // (the notice's dedupe key: only a first overdue notice counts).
    if (count > 0 && overdue?.organization_id)
      wakeDeliveries(
        db,
        await recordEvent(db, {
          organizationIds: [overdue.organization_id],
          type: "assignment.overdue",
          payload: personPayload(overdue.user_id, {
            organizationId: overdue.organization_id,
            pathwayId: overdue.pathway_id,
            pathwayTitle: overdue.title,
            dueDate: overdue.due_date,
          }),
          now,
        }),
      );
  }
  return sent;
}

const TEXTS: Record<
  DueReminder,
  { kind: string; title: (t: string) => string; body: (t: string, d: string) => string }
> = {
  due_in_7_days: {
    kind: "due_soon",
    title: (t) => `${t} is due in a week`,
    body: (t, d) => `Your assigned pathway "${t}" is due on ${d}.`,
  },
  due_in_1_day: {
    kind: "due_soon",
    title: (t) => `${t} is due tomorrow`,
    body: (t, d) => `Your assigned pathway "${t}" is due on ${d}. Finish its remaining modules to complete it on time.`,
  },
  overdue: {
    kind: "overdue",
    title: (t) => `${t} is overdue`,
    body: (t, d) => `Your assigned pathway "${t}" was due on ${d}. Pick up where you left off.`,
  },
};

/** The bell notice and e-mail for one reminder (or the assignment itself: `reminder` null). */
export function assignmentNotice(
  db: Db,
  row: DueAssignment | (Omit<DueAssignment, "due_date"> & { due_date: string | null }),
  reminder: DueReminder | null,
  now: Date,
): NotificationInput {
  const dueDate = row.due_date;
  const dueText = dueDate ? formatDueDate(dueDate) : null;
  const texts = reminder
    ? {
        kind: TEXTS[reminder].kind,
        title: TEXTS[reminder].title(row.title),
        body: TEXTS[reminder].body(row.title, dueText ?? ""),
      }
    : {
        kind: "pathway_assigned",
        title: `New pathway assigned: ${row.title}`,
        body: dueText
          ? `You have been assigned the pathway "${row.title}", due on ${dueText}.`
          : `You have been assigned the pathway "${row.title}".`,
      };
  const event = dueDate
    ? {
        uid: `assignment-${row.user_id}-${row.pathway_id}@pivotlearning`,
        title: `Due: ${row.title}`,
        description: `Your assigned PIVOT Learning pathway "${row.title}" is due today.`,
        dueDate,
        url: mailLink(db, "/pathways"),
        now,
      }
    : null;
  return {
    userId: row.user_id,
    kind: texts.kind,
    title: texts.title,
    body: texts.body,
    link: "/pathways",
    dedupeKey: `${reminder ?? "assigned"}:${row.pathway_id}:${dueDate ?? "none"}`,
    mail: {
      actionLabel: "Open your pathways",
      notes: event ? [`Add the due date to your calendar: ${calendarLink(event)}`] : undefined,
      attachments:
        event && reminder !== "overdue"
          ? [
              {
                filename: "due-date.ics",
                contentType: "text/calendar; charset=utf-8; method=PUBLISH",
                content: Buffer.from(calendarFile(dueDateCalendarEvent(event))).toString("base64"),
              },
            ]
          : undefined,
    },
  };
}
