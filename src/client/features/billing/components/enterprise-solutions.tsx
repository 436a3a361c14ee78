import { Building2, Check } from "lucide-react";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { formatPlanPrice, PLANS } from "../../../../domain/plans";
import { ENTERPRISE_FEATURE_GROUPS, IMPLEMENTATION_STEPS } from "../content/enterprise";

/** spec 2 §2 Enterprise Solutions: LMS integration, white-label, implementation, Contact Sales Team. */
export function EnterpriseSolutions({ onContactSales }: { onContactSales: () => void }) {
  const plan = PLANS.enterprise_plus;
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        {ENTERPRISE_FEATURE_GROUPS.map((group) => (
          <SectionCard key={group.title} title={group.title} description={group.description}>
            <ul className="grid gap-2 text-sm text-body">
              {group.items.map((item) => (
                <li key={item} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </SectionCard>
        ))}
      </div>
      <SectionCard title="Implementation process">
        <ol className="grid gap-4 md:grid-cols-3">
          {IMPLEMENTATION_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg bg-surface p-4">
              <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-2 font-semibold text-foreground">{step.title}</h3>
              <p className="mt-1 text-sm text-body">{step.description}</p>
            </li>
          ))}
        </ol>
      </SectionCard>
      <div className="flex flex-col items-start gap-3 rounded-xl bg-inverse p-6 text-white sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Building2 className="mt-1 size-6 shrink-0 text-highlight" aria-hidden="true" />
          <div>
            <h2 className="text-lg font-semibold">{plan.name}</h2>
            <p className="text-sm text-slate-200">
              {formatPlanPrice(plan, "monthly")}: {plan.description}
            </p>
          </div>
        </div>
        <Button variant="accent" onClick={onContactSales}>
          Contact Sales Team
        </Button>
      </div>
    </div>
  );
}
