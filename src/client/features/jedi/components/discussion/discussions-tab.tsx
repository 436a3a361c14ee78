import { Download } from "lucide-react";
import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input, Label, Textarea } from "@/components/ui/input";
import { Radio } from "@/components/ui/radio-group";
import { NativeSelect } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  addIfNotBlank,
  DISCUSSION_RULES,
  type DiscussionSession,
  emptySession,
  missingSurveyAnswers,
  SESSION_DURATIONS,
  SURVEY_QUESTIONS,
  type SurveyAnswers,
  sessionAgenda,
} from "../../../../../domain/jedi-discussion";
import { reportFileName } from "../../../../../domain/jedi-pay-report";
import { downloadJson } from "../../download";
import { isObject, isStringArray, useLocalState } from "../../local-state";

const isSession = (v: unknown): v is DiscussionSession =>
  isObject(v) &&
  typeof v.facilitator === "string" &&
  typeof v.participants === "string" &&
  SESSION_DURATIONS.includes(v.duration as 60) &&
  typeof v.date === "string" &&
  typeof v.topics === "string" &&
  isStringArray(v.keyInsights) &&
  isStringArray(v.actionItems) &&
  typeof v.anonymousComments === "string";
const isAnswers = (v: unknown): v is Record<string, string> =>
  isObject(v) && Object.values(v).every((x) => typeof x === "string");
const noAnswers = (): Record<string, string> => ({});

/** spec 2 §2 "Workplace discussion framework": four freely switchable tabs, kept in the browser. */
export function DiscussionsTab({ userId }: { userId: string }) {
  const [session, setSession] = useLocalState(userId, "discussion.session", emptySession, isSession);
  const [answers, setAnswers] = useLocalState(userId, "discussion.survey", noAnswers, isAnswers);
  const set = <K extends keyof DiscussionSession>(key: K, value: DiscussionSession[K]) =>
    setSession((s) => ({ ...s, [key]: value }));
  const exportSession = () =>
    downloadJson(reportFileName("discussion-session", new Date(), "json"), {
      exportedAt: new Date().toISOString(),
      session,
      agenda: sessionAgenda(session.duration),
    });

  return (
    <Tabs defaultValue="planning">
      <TabsList aria-label="Discussion framework">
        <TabsTrigger value="planning">Session Planning</TabsTrigger>
        <TabsTrigger value="guide">Facilitation Guide</TabsTrigger>
        <TabsTrigger value="documentation">Documentation</TabsTrigger>
        <TabsTrigger value="survey">Alternative Survey</TabsTrigger>
      </TabsList>
      <TabsContent value="planning">
        <SectionCard
          title="Session Planning"
          headingId="session-planning-heading"
          description={`Hold a discussion at least once a year in organisations of ${DISCUSSION_RULES.minimumWorkers} or more workers, for at least ${DISCUSSION_RULES.minimumMinutes / 60} hour.`}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="facilitator" label="Facilitator">
              <Input
                id="facilitator"
                value={session.facilitator}
                onChange={(e) => set("facilitator", e.target.value)}
              />
            </Field>
            <Field id="participants" label="Participants">
              <Input
                id="participants"
                value={session.participants}
                onChange={(e) => set("participants", e.target.value)}
                placeholder="Names, teams or number of people"
              />
            </Field>
            <Field id="duration" label="Duration">
              <NativeSelect
                id="duration"
                value={session.duration}
                onChange={(e) => set("duration", Number(e.target.value) as DiscussionSession["duration"])}
              >
                {SESSION_DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {d} minutes
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="session-date" label="Date">
              <Input id="session-date" type="date" value={session.date} onChange={(e) => set("date", e.target.value)} />
            </Field>
            <Field id="topics" label="Topics" className="sm:col-span-2">
              <Textarea id="topics" rows={3} value={session.topics} onChange={(e) => set("topics", e.target.value)} />
            </Field>
          </div>
          <div className="mt-4">
            <ExportButton label="Export Session" onClick={exportSession} />
          </div>
        </SectionCard>
      </TabsContent>
      <TabsContent value="guide">
        <SectionCard
          title="Facilitation Guide"
          headingId="facilitation-guide-heading"
          description={`Agenda for a ${session.duration}-minute session. Follow up in ${DISCUSSION_RULES.followUpMonths} months.`}
        >
          <ol className="grid gap-3">
            {sessionAgenda(session.duration).map((item) => (
              <li key={item.title} className="grid gap-1 rounded-lg border p-3 sm:grid-cols-[8rem_1fr]">
                <span className="font-semibold text-primary-strong">
                  {item.startMinute}-{item.endMinute} min
                </span>
                <span>
                  <span className="block font-medium">{item.title}</span>
                  <span className="block text-sm text-body">{item.guidance}</span>
                </span>
              </li>
            ))}
          </ol>
        </SectionCard>
      </TabsContent>
      <TabsContent value="documentation">
        <Documentation session={session} set={set} onExport={exportSession} />
      </TabsContent>
      <TabsContent value="survey">
        <Survey answers={answers} setAnswers={setAnswers} />
      </TabsContent>
    </Tabs>
  );
}

function Field({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`grid gap-1.5 ${className ?? ""}`}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function ExportButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button variant="outline" onClick={onClick} disabled={disabled}>
      <Download aria-hidden="true" />
      {label}
    </Button>
  );
}

function ListEditor({
  id,
  label,
  items,
  onChange,
}: {
  id: string;
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
}) {
  const [text, setText] = useState("");
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onChange(addIfNotBlank(items, text));
          setText("");
        }}
      >
        <Input id={id} value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" variant="outline" disabled={!text.trim()}>
          Add
        </Button>
      </form>
      {items.length === 0 ? (
        <p className="text-sm text-body">None yet.</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {items.map((item, i) => (
            <li key={`${i}-${item}`} className="flex items-center justify-between gap-2 rounded border px-3 py-1.5">
              <span>{item}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${item}`}
                onClick={() => onChange(items.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Documentation({
  session,
  set,
  onExport,
}: {
  session: DiscussionSession;
  set: <K extends keyof DiscussionSession>(key: K, value: DiscussionSession[K]) => void;
  onExport: () => void;
}) {
  return (
    <SectionCard title="Documentation" headingId="documentation-heading">
      <div className="grid gap-5 lg:grid-cols-2">
        <ListEditor
          id="insight"
          label="Key insights"
          items={session.keyInsights}
          onChange={(v) => set("keyInsights", v)}
        />
        <ListEditor
          id="action-item"
          label="Action items"
          items={session.actionItems}
          onChange={(v) => set("actionItems", v)}
        />
        <div className="grid gap-1.5 lg:col-span-2">
          <Label htmlFor="anonymous-comments">Anonymous comments</Label>
          <Textarea
            id="anonymous-comments"
            rows={4}
            value={session.anonymousComments}
            onChange={(e) => set("anonymousComments", e.target.value)}
            placeholder="Record comments without names."
          />
        </div>
      </div>
      <div className="mt-4">
        <ExportButton label="Export Session" onClick={onExport} />
      </div>
    </SectionCard>
  );
}

function Survey({
  answers,
  setAnswers,
}: {
  answers: SurveyAnswers;
  setAnswers: (update: (a: Record<string, string>) => Record<string, string>) => void;
}) {
  const missing = missingSurveyAnswers(answers);
  const exportSurvey = () => {
    if (missing.length > 0) return;
    downloadJson(reportFileName("inclusion-survey", new Date(), "json"), {
      exportedAt: new Date().toISOString(),
      answers: SURVEY_QUESTIONS.map((q) => ({ id: q.id, question: q.question, answer: answers[q.id] ?? "" })),
    });
  };
  return (
    <SectionCard
      title="Alternative Survey"
      headingId="survey-heading"
      description={`Recommended for organisations of ${DISCUSSION_RULES.surveyRecommendedFrom}+ employees; leave at least ${DISCUSSION_RULES.responseWindowDays / 7} weeks for responses.`}
    >
      <div className="grid gap-5">
        {SURVEY_QUESTIONS.map((q) => {
          const unanswered = q.required && missing.includes(q.id);
          const set = (value: string) => setAnswers((a) => ({ ...a, [q.id]: value }));
          return (
            <fieldset key={q.id} className="grid gap-2">
              <legend className="mb-1 flex flex-wrap items-center gap-2 font-medium">
                {q.question}
                {q.required && <Badge variant="outline">Required</Badge>}
              </legend>
              {q.type === "scale" && (
                <div className="flex flex-wrap gap-3">
                  {["1", "2", "3", "4", "5"].map((v) => (
                    <Radio
                      key={v}
                      name={q.id}
                      value={v}
                      checked={answers[q.id] === v}
                      onChange={() => set(v)}
                      labelClassName="gap-1.5"
                      label={v}
                    />
                  ))}
                </div>
              )}
              {q.type === "multiple-choice" && (
                <div className="grid gap-1.5">
                  {q.choices?.map((c) => (
                    <Radio
                      key={c}
                      name={q.id}
                      value={c}
                      checked={answers[q.id] === c}
                      onChange={() => set(c)}
                      label={c}
                    />
                  ))}
                </div>
              )}
              {q.type === "text" && (
                <Textarea
                  aria-label={q.question}
                  rows={3}
                  value={answers[q.id] ?? ""}
                  onChange={(e) => set(e.target.value)}
                />
              )}
              {unanswered && <p className="text-sm text-body">Answer this question to enable the export.</p>}
            </fieldset>
          );
        })}
        <p role="status" className="text-sm text-body">
          {missing.length > 0
            ? `${missing.length} required ${missing.length === 1 ? "question" : "questions"} still to answer before the export.`
            : "All required questions are answered: the survey can be exported."}
        </p>
        <div>
          <ExportButton label="Export Survey" onClick={exportSurvey} disabled={missing.length > 0} />
        </div>
      </div>
    </SectionCard>
  );
}
