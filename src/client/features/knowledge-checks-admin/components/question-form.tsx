import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { MAX_QUESTION_OPTIONS, type QuestionInput, questionInputSchema } from "../../../../contracts/knowledge-check";

type QuestionFormValues = z.input<typeof questionInputSchema>;

export const TYPE_LABELS: Record<QuestionInput["type"], string> = {
  single: "Single choice",
  multiple: "Multiple choice",
  true_false: "True/false",
};

const TRUE_FALSE = [
  { text: "True", correct: true },
  { text: "False", correct: false },
];

export const EMPTY_QUESTION: QuestionFormValues = {
  type: "single",
  text: "",
  options: [
    { text: "", correct: true },
    { text: "", correct: false },
    { text: "", correct: false },
  ],
  feedback: "",
};

/**
 * The bank editor's question form (issue 22 item 4): type, text, options with their right answers,
 * feedback. The contract's schema (the domain's bank rules) validates it here and on the server, so a
 * bad shape (two right answers to a single-choice question, say) is explained before it is sent.
 */
export function QuestionForm({
  defaultValues = EMPTY_QUESTION,
  submitLabel,
  pending = false,
  onSubmit,
  onCancel,
}: {
  defaultValues?: QuestionFormValues;
  submitLabel: string;
  pending?: boolean;
  /** Resolves when saved; a thrown error's message is shown above the buttons by the caller's toast. */
  onSubmit: (question: QuestionInput) => Promise<void> | void;
  onCancel?: () => void;
}) {
  const form = useForm<QuestionFormValues, unknown, QuestionInput>({
    resolver: zodResolver(questionInputSchema),
    defaultValues,
  });
  const options = useFieldArray({ control: form.control, name: "options" });
  const type = form.watch("type");
  const optionsError = form.formState.errors.options;
  const optionsMessage = optionsError?.message ?? optionsError?.root?.message;

  const changeType = (next: QuestionInput["type"]) => {
    form.setValue("type", next);
    if (next === "true_false") options.replace(TRUE_FALSE);
  };

  const markRight = (index: number, checked: boolean) => {
    if (type === "multiple") {
      form.setValue(`options.${index}.correct`, checked, { shouldValidate: form.formState.isSubmitted });
      return;
    }
    form.getValues("options").forEach((_, i) => {
      form.setValue(`options.${i}.correct`, i === index, { shouldValidate: form.formState.isSubmitted });
    });
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => onSubmit(values))} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <label htmlFor="question-type" className="text-sm font-medium">
            Question type
          </label>
          <NativeSelect
            id="question-type"
            value={type}
            onChange={(event) => changeType(event.target.value as QuestionInput["type"])}
          >
            {Object.entries(TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <TextField control={form.control} name="text" label="Question" required rows={2} />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">
            Options{" "}
            <span className="font-normal text-muted-foreground">
              (tick the right answer{type === "multiple" ? "s" : ""})
            </span>
          </legend>
          {options.fields.map((field, index) => {
            const correct = form.watch(`options.${index}.correct`);
            const textError = form.formState.errors.options?.[index]?.text?.message;
            return (
              <div key={field.id} className="grid gap-1">
                <div className="flex items-center gap-2">
                  <input
                    type={type === "multiple" ? "checkbox" : "radio"}
                    name="right-answer"
                    className="size-4 shrink-0"
                    checked={correct}
                    onChange={(event) => markRight(index, event.target.checked)}
                    aria-label={`Option ${index + 1} is right`}
                  />
                  <Input
                    aria-label={`Option ${index + 1}`}
                    aria-invalid={textError ? true : undefined}
                    readOnly={type === "true_false"}
                    {...form.register(`options.${index}.text`)}
                  />
                  {type !== "true_false" && options.fields.length > 2 && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove option ${index + 1}`}
                      onClick={() => options.remove(index)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  )}
                </div>
                {textError && <p className="text-sm text-destructive">{textError}</p>}
              </div>
            );
          })}
          {type !== "true_false" && options.fields.length < MAX_QUESTION_OPTIONS && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => options.append({ text: "", correct: false })}
            >
              <Plus className="size-4" aria-hidden="true" /> Add option
            </Button>
          )}
          {optionsMessage && (
            <p role="alert" className="text-sm text-destructive">
              {optionsMessage}
            </p>
          )}
        </fieldset>
        <TextField
          control={form.control}
          name="feedback"
          label="Feedback (explains the right answer)"
          required
          rows={3}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            {pending ? "Saving..." : submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </Form>
  );
}
