import { Badge } from "@/components/ui/badge";
import { Textarea } from "@/components/ui/input";
import { Radio } from "@/components/ui/radio-group";
import { cn } from "@/lib/cn";

export interface QuestionView {
  id: string;
  question: string;
  type: "scale" | "multiple-choice" | "text";
  required: boolean;
  choices?: readonly string[];
}

/** One survey question as a fieldset: a 1-5 scale, a list of choices or a text box (spec 2 §3). */
export function SurveyQuestionField({
  question,
  value,
  onChange,
  error,
  disabled = false,
}: {
  question: QuestionView;
  value: string;
  onChange?: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const name = `q-${question.id}`;
  const errorId = `${name}-error`;
  const options = question.type === "scale" ? ["1", "2", "3", "4", "5"] : [...(question.choices ?? [])];
  return (
    <fieldset
      className="grid gap-2 rounded-lg border p-4"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="flex flex-wrap items-center gap-2 px-1 text-sm font-medium">
        <span>{question.question}</span>
        {question.required && <Badge variant="secondary">Required</Badge>}
      </legend>
      {question.type === "text" ? (
        <Textarea
          aria-label={question.question}
          value={value}
          disabled={disabled}
          maxLength={2000}
          rows={3}
          onChange={(e) => onChange?.(e.target.value)}
        />
      ) : (
        <div className={cn("flex flex-wrap gap-2", question.type === "multiple-choice" && "flex-col sm:flex-row")}>
          {options.map((option) => (
            <label
              key={option}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm",
                value === option ? "border-selected bg-primary-surface" : "hover:bg-muted",
                disabled && "cursor-default opacity-80",
              )}
            >
              <Radio
                name={name}
                value={option}
                checked={value === option}
                disabled={disabled}
                onChange={() => onChange?.(option)}
              />
              {option}
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
