import { Info } from "lucide-react";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { SectionCard } from "@/components/section-card";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Progress } from "@/components/ui/progress";
import {
  IMPACT_CHECK_IDS,
  IMPACT_TOPICS,
  SAMPLE_IMPACT_AREAS,
  STANDARDS_TIP,
  topicReadiness,
} from "../../../../domain/jedi-bcorp";
import { isStringArray, useLocalState } from "../local-state";
import { EvidenceWorkbench } from "./bcorp-workbench/evidence-workbench";
import { ModuleLinks } from "./module-links";
import { TopicProgress } from "./topic-progress";

const noneTicked = (): string[] => [];
const isTicked = (v: unknown): v is string[] => isStringArray(v);

/**
 * spec 2 §2 B-Corp Impact, worded for B Lab's 2026 standards. A person acting in an organisation sees
 * only the organisation's evidence workbench, held on the server (issue 25 item 4): never sample scores
 * on their own organisation, nor a browser-only checklist beside the real one (issue 45 item 6). An
 * individual gets the sample scores, labelled so, and a readiness checklist kept in their browser.
 */
export function BCorpImpactTab({ userId }: { userId: string }) {
  const { active } = useActiveOrganization();
  if (active) {
    return (
      <div className="grid gap-6">
        <StandardsNote />
        <EvidenceWorkbench organizationId={active.id} />
      </div>
    );
  }
  return <PersonalReadiness userId={userId} />;
}

function StandardsNote({ withSamples = false }: { withSamples?: boolean }) {
  return (
    <div className="flex gap-3 rounded-lg border border-info-border bg-info-surface p-3 text-sm text-info-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p>{STANDARDS_TIP.history}</p>
        <p>{STANDARDS_TIP.now}</p>
        {withSamples && <p>{STANDARDS_TIP.samples}</p>}
      </div>
    </div>
  );
}

function PersonalReadiness({ userId }: { userId: string }) {
  const [ticked, setTicked] = useLocalState(userId, "bcorp.checks", noneTicked, isTicked);
  const done = ticked.filter((id) => IMPACT_CHECK_IDS.includes(id)).length;
  const toggle = (id: string) =>
    setTicked((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  return (
    <div className="grid gap-6">
      <SectionCard
        title="Impact areas"
        headingId="impact-areas-heading"
        description="Sample scores (B Impact Assessment style)."
      >
        <ul className="grid gap-3">
          {SAMPLE_IMPACT_AREAS.map((a) => (
            <li key={a.area} className="grid gap-1">
              <div className="flex justify-between text-sm">
                <span className="font-medium">{a.area}</span>
                <span>{a.score}</span>
              </div>
              <Progress value={a.score} aria-label={`${a.area} sample score`} />
            </li>
          ))}
        </ul>
        <div className="mt-4">
          <StandardsNote withSamples />
        </div>
      </SectionCard>
      <SectionCard
        title="Readiness by Impact Topic"
        headingId="impact-topics-heading"
        description={`${done} of ${IMPACT_CHECK_IDS.length} checks done. Ticks are kept in this browser.`}
      >
        <ul className="grid gap-4 lg:grid-cols-2">
          {IMPACT_TOPICS.map((topic) => {
            const readiness = topicReadiness(topic, ticked);
            return (
              <li key={topic.id}>
                <Card className="grid h-full gap-3 p-4">
                  <TopicProgress
                    topic={topic}
                    progress={readiness}
                    doneWord="ready"
                    progressLabel={`${topic.name} readiness`}
                  />
                  <fieldset className="grid gap-1.5">
                    <legend className="sr-only">{topic.name} checks</legend>
                    {topic.checks.map((c) => (
                      <Checkbox
                        key={c.id}
                        checked={ticked.includes(c.id)}
                        onChange={() => toggle(c.id)}
                        className="mt-0.5"
                        labelClassName="items-start"
                        label={c.label}
                      />
                    ))}
                  </fieldset>
                  <ModuleLinks slugs={topic.moduleSlugs} label="Modules that help" />
                </Card>
              </li>
            );
          })}
        </ul>
      </SectionCard>
    </div>
  );
}
