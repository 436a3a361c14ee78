import { cn } from "@/lib/cn";
import { formatLongDate } from "@/lib/format";
import { weekActivity } from "./week-activity";

/** spec 1 §9: 7 streak dots, one per day of the last week, filled on days with learning activity. */
export function StreakDots({
  activeDays,
  today = new Date(),
  tone = "light",
}: {
  activeDays: readonly string[];
  today?: Date;
  tone?: "light" | "dark";
}) {
  const days = weekActivity(activeDays, today);
  const count = days.filter((d) => d.active).length;
  return (
    <ul className="flex gap-1.5" aria-label={`Active on ${count} of the last 7 days`}>
      {days.map((d) => (
        <li
          key={d.day}
          title={formatLongDate(`${d.day}T00:00:00Z`)}
          className={cn(
            "size-2.5 rounded-full",
            d.active ? "bg-highlight" : tone === "light" ? "bg-white/30" : "bg-neutral-tint",
          )}
        >
          <span className="sr-only">{`${d.weekday}: ${d.active ? "active" : "no activity"}`}</span>
        </li>
      ))}
    </ul>
  );
}
