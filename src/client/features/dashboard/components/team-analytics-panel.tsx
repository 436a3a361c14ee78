import { BarChart3, Users } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

/** spec 1 §2, §6: the employer's Team Analytics panel; the figures live in the Employer Dashboard view. */
export function TeamAnalyticsPanel() {
  return (
    <Card id="team-analytics-panel" className="border-brand-200 bg-brand-50">
      <section
        aria-labelledby="team-analytics-heading"
        className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="team-analytics-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
            <BarChart3 className="size-5" aria-hidden="true" /> Team Analytics
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Team analytics open in the Employer Dashboard view: pick Employer Dashboard in the view switcher at the top
            of the page to see your team's completion rate, learning hours and PIVOT progress.
          </p>
        </div>
        <Button asChild className="shrink-0">
          <Link to={paths.team}>
            <Users aria-hidden="true" /> Open Team Hub
          </Link>
        </Button>
      </section>
    </Card>
  );
}
