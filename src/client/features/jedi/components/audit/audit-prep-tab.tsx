import { Download } from "lucide-react";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label, Textarea } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { NativeSelect } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/cn";
import {
  AUDIT_CHECKLIST,
  type AuditProfile,
  auditTimeline,
  BUDGET_LABELS,
  BUDGET_RANGES,
  CHECKLIST_ADVISED_PERCENT,
  CHECKLIST_MINIMUM_PERCENT,
  canGeneratePlan,
  canLeaveProfileStep,
  canLeaveVendorStep,
  checklistPercent,
  emptyAuditProfile,
  INDUSTRIES,
  INDUSTRY_LABELS,
  implementationPlan,
  ORGANIZATION_SIZE_LABELS,
  ORGANIZATION_SIZES,
  TIMELINE_LABELS,
  TIMELINE_PREFERENCES,
  vendorsForIndustry,
} from "../../../../../domain/jedi-audit";
import { reportFileName } from "../../../../../domain/jedi-pay-report";
import { downloadJson } from "../../download";
import { isObject, isStringArray, useLocalState } from "../../local-state";

interface AuditState {
  step: number;
  profile: AuditProfile;
  vendorIds: string[];
  ticked: string[];
  planGenerated: boolean;
}

const initialAudit = (): AuditState => ({
  step: 0,
  profile: emptyAuditProfile(),
  vendorIds: [],
  ticked: [],
  planGenerated: false,
});
const isAuditState = (v: unknown): v is AuditState =>
  isObject(v) &&
  typeof v.step === "number" &&
  v.step >= 0 &&
  v.step <= 3 &&
  isObject(v.profile) &&
  (TIMELINE_PREFERENCES as readonly unknown[]).includes(v.profile.timelinePreference) &&
  isStringArray(v.vendorIds) &&
  isStringArray(v.ticked) &&
  typeof v.planGenerated === "boolean";

// spec 2 §2: the four steps.
const STEPS = ["Organization Assessment", "Vendor Selection", "Audit Preparation", "Implementation Plan"] as const;

/** spec 2 §2, §4, §5: four steps forward with their gates, Back allowed, later tabs disabled. */
export function AuditPrepTab({ userId }: { userId: string }) {
  const [audit, setAudit] = useLocalState(userId, "audit", initialAudit, isAuditState);
  const update = (patch: Partial<AuditState>) => setAudit((a) => ({ ...a, ...patch }));
  const setProfile = (patch: Partial<AuditProfile>) => setAudit((a) => ({ ...a, profile: { ...a.profile, ...patch } }));
  const percent = checklistPercent(audit.ticked);
  const vendors = vendorsForIndustry(audit.profile.industry);

  return (
    <Tabs value={String(audit.step)} onValueChange={(v) => Number(v) <= audit.step && update({ step: Number(v) })}>
      <TabsList aria-label="Audit preparation steps">
        {STEPS.map((name, i) => (
          <TabsTrigger key={name} value={String(i)} disabled={i > audit.step}>
            {i + 1}. {name}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="0">
        <SectionCard title="Organization Assessment" headingId="audit-org-heading">
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              id="audit-size"
              label="Organization size"
              value={audit.profile.organizationSize}
              options={ORGANIZATION_SIZES.map((s) => [s, ORGANIZATION_SIZE_LABELS[s]])}
              onChange={(v) => setProfile({ organizationSize: v as AuditProfile["organizationSize"] })}
            />
            <Select
              id="audit-industry"
              label="Industry"
              value={audit.profile.industry}
              options={INDUSTRIES.map((s) => [s, INDUSTRY_LABELS[s]])}
              onChange={(v) => {
                const industry = v as AuditProfile["industry"];
                const matching = vendorsForIndustry(industry).map((x) => x.id);
                setAudit((a) => ({
                  ...a,
                  profile: { ...a.profile, industry },
                  vendorIds: a.vendorIds.filter((id) => matching.includes(id)),
                }));
              }}
            />
            <Select
              id="audit-timeline"
              label="Timeline"
              value={audit.profile.timelinePreference}
              options={TIMELINE_PREFERENCES.map((s) => [s, TIMELINE_LABELS[s]])}
              onChange={(v) => setProfile({ timelinePreference: v as AuditProfile["timelinePreference"] })}
            />
            <Select
              id="audit-budget"
              label="Budget (optional)"
              value={audit.profile.budgetRange}
              options={BUDGET_RANGES.map((s) => [s, BUDGET_LABELS[s]])}
              onChange={(v) => setProfile({ budgetRange: v as AuditProfile["budgetRange"] })}
              required={false}
            />
            <div className="grid gap-1.5 sm:col-span-2">
              <Label htmlFor="audit-concerns">Specific concerns (optional)</Label>
              <Textarea
                id="audit-concerns"
                rows={3}
                value={audit.profile.specificConcerns}
                onChange={(e) => setProfile({ specificConcerns: e.target.value })}
              />
            </div>
          </div>
          <StepButtons
            back={null}
            next={{
              label: "Continue",
              disabled: !canLeaveProfileStep(audit.profile),
              onClick: () => update({ step: 1 }),
            }}
            hint={
              canLeaveProfileStep(audit.profile) ? undefined : "Choose the organization size and industry to continue."
            }
          />
        </SectionCard>
      </TabsContent>
      <TabsContent value="1">
        <SectionCard
          title="Vendor Selection"
          headingId="audit-vendor-heading"
          description={`Sample vendors whose specialisations match ${audit.profile.industry ? INDUSTRY_LABELS[audit.profile.industry] : "your industry"}. Contact details are examples.`}
        >
          {vendors.length === 0 ? (
            <p className="text-sm text-body">
              No vendor in the directory specialises in this industry yet. Go back and choose "Other".
            </p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2">
              {vendors.map((v) => {
                const chosen = audit.vendorIds.includes(v.id);
                return (
                  <li
                    key={v.id}
                    className={cn("rounded-lg border p-4", chosen && "border-selected bg-primary-surface")}
                  >
                    <label className="flex cursor-pointer items-start gap-3">
                      <Checkbox
                        checked={chosen}
                        onChange={() =>
                          update({
                            vendorIds: chosen
                              ? audit.vendorIds.filter((id) => id !== v.id)
                              : [...audit.vendorIds, v.id],
                          })
                        }
                        className="mt-1"
                      />
                      <span className="grid gap-1 text-sm">
                        <span className="font-semibold text-foreground">{v.name}</span>
                        <span>{v.expertise.join(", ")}</span>
                        <span className="text-body">
                          {v.priceRange} · {v.experience} · {v.regions.join(", ")} · {v.languages.join(", ")}
                        </span>
                        <span className="text-body">{v.certifications.join(", ")}</span>
                        <span className="text-body">
                          {v.contact.email} · {v.contact.phone}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
          <StepButtons
            back={() => update({ step: 0 })}
            next={{
              label: "Continue",
              disabled: !canLeaveVendorStep(audit.vendorIds),
              onClick: () => update({ step: 2 }),
            }}
            hint={canLeaveVendorStep(audit.vendorIds) ? undefined : "Choose at least one vendor to continue."}
          />
        </SectionCard>
      </TabsContent>
      <TabsContent value="2">
        <SectionCard
          title="Audit Preparation"
          headingId="audit-checklist-heading"
          description={`Tick what is ready. At least ${CHECKLIST_MINIMUM_PERCENT}% is needed to generate the plan; ${CHECKLIST_ADVISED_PERCENT}% is advised before the audit starts.`}
        >
          <div className="grid gap-4">
            <div className="grid gap-1">
              <p className="text-sm font-medium">{percent}% complete</p>
              <Progress value={percent} aria-label="Checklist completion" />
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              {AUDIT_CHECKLIST.map((c) => (
                <fieldset key={c.category} className="grid gap-1.5">
                  <legend className="mb-1 font-semibold">{c.category}</legend>
                  {c.items.map((item) => {
                    const ticked = audit.ticked.includes(item.id);
                    return (
                      <Checkbox
                        key={item.id}
                        checked={ticked}
                        onChange={() =>
                          update({
                            ticked: ticked ? audit.ticked.filter((id) => id !== item.id) : [...audit.ticked, item.id],
                          })
                        }
                        className="mt-0.5"
                        labelClassName="items-start"
                        label={item.label}
                      />
                    );
                  })}
                </fieldset>
              ))}
            </div>
          </div>
          <StepButtons
            back={() => update({ step: 1 })}
            next={{
              label: "Generate Implementation Plan",
              disabled: !canGeneratePlan(audit.ticked),
              onClick: () => update({ step: 3, planGenerated: true }),
            }}
            hint={
              canGeneratePlan(audit.ticked)
                ? percent < CHECKLIST_ADVISED_PERCENT
                  ? `You can continue; reaching ${CHECKLIST_ADVISED_PERCENT}% first is advised.`
                  : undefined
                : `Tick at least ${CHECKLIST_MINIMUM_PERCENT}% of the checklist to generate the plan.`
            }
          />
        </SectionCard>
      </TabsContent>
      <TabsContent value="3">
        <Plan audit={audit} onBack={() => update({ step: 2 })} />
      </TabsContent>
    </Tabs>
  );
}

function Plan({ audit, onBack }: { audit: AuditState; onBack: () => void }) {
  const plan = implementationPlan(audit.profile, audit.vendorIds, audit.ticked);
  const timeline = auditTimeline(audit.profile.timelinePreference);
  return (
    <SectionCard
      title="Implementation Plan"
      headingId="audit-plan-heading"
      description={`${TIMELINE_LABELS[audit.profile.timelinePreference]} timeline: ${timeline.prepWeeks} weeks preparation, ${timeline.auditWeeks} weeks audit, ${timeline.followUpWeeks} weeks follow-up.`}
    >
      <div className="mb-4">
        <Button
          variant="outline"
          onClick={() => downloadJson(reportFileName("equity-audit-plan", new Date(), "json"), plan)}
        >
          <Download aria-hidden="true" />
          Download JSON
        </Button>
      </div>
      <ol className="grid gap-3">
        {plan.phases.map((p) => (
          <li key={p.name} className="rounded-lg border p-3">
            <p className="font-semibold">
              {p.name}: weeks {p.startWeek}-{p.endWeek}
            </p>
            <ul className="mt-1 list-disc pl-5 text-sm text-body">
              {p.activities.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-body">
        Vendors: {plan.vendors.join(", ")}. Checklist {plan.checklistPercent}% complete
        {plan.openItems.length > 0 && `; still open: ${plan.openItems.join("; ")}`}.
      </p>
      <StepButtons back={onBack} next={null} />
    </SectionCard>
  );
}

function Select({
  id,
  label,
  value,
  options,
  onChange,
  required = true,
}: {
  id: string;
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
  required?: boolean;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-required={required || undefined}
      >
        {value === "" || !required ? <option value="">Select...</option> : null}
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function StepButtons({
  back,
  next,
  hint,
}: {
  back: (() => void) | null;
  next: { label: string; disabled: boolean; onClick: () => void } | null;
  hint?: string;
}) {
  return (
    <div className="mt-5 grid gap-2">
      {hint && (
        <p role="status" className="text-sm text-body">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        {back ? (
          <Button variant="outline" onClick={back}>
            Back
          </Button>
        ) : (
          <span />
        )}
        {next && (
          <Button disabled={next.disabled} onClick={next.onClick}>
            {next.label}
          </Button>
        )}
      </div>
    </div>
  );
}
