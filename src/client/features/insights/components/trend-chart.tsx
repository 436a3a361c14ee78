import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { WeekTrend } from "../../../../domain/advanced-analytics";

const shortDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/**
 * Weekly trends as two small charts that stay readable at 390 px (few ticks, short labels), each
 * with a table of the same figures for screen readers.
 */
export function TrendCharts({ weeks }: { weeks: WeekTrend[] }) {
  const data = weeks.map((w) => ({ ...w, label: shortDate(w.period) }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure className="grid gap-2">
        <figcaption className="text-sm font-medium text-foreground">Modules completed per week</figcaption>
        <div className="h-56 w-full" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={12} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={40} />
              <Tooltip />
              <Bar dataKey="modulesCompleted" name="Modules" fill="#0f5c5c" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <FigureTable weeks={data} field="modulesCompleted" label="Modules completed" />
      </figure>
      <figure className="grid gap-2">
        <figcaption className="text-sm font-medium text-foreground">Hours learned per week</figcaption>
        <div className="h-56 w-full" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={12} />
              <YAxis tick={{ fontSize: 11 }} width={40} />
              <Tooltip />
              <Line dataKey="hoursLearned" name="Hours" stroke="#b45309" strokeWidth={2} dot={{ r: 3 }} />
            </LineChart>
          </ResponsiveContainer>
        </div>
        <FigureTable weeks={data} field="hoursLearned" label="Hours learned" />
      </figure>
    </div>
  );
}

function FigureTable({
  weeks,
  field,
  label,
}: {
  weeks: (WeekTrend & { label: string })[];
  field: "modulesCompleted" | "hoursLearned";
  label: string;
}) {
  return (
    <table className="sr-only">
      <caption>{label} per week</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          <th scope="col">{label}</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((w) => (
          <tr key={w.period}>
            <td>{w.label}</td>
            <td>{w[field]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
