import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { type RecoveryCodeInput, recoveryCodeSchema, type TotpCodeInput, totpCodeSchema } from "../../contracts/auth";

/**
 * Issue 43: one code box for a second factor, on the sign-in page, when adding an app and before a
 * sensitive action. WCAG 2.2 §3.3.8: one ordinary text box that takes paste and a password manager's
 * fill (autocomplete "one-time-code", a numeric keyboard, no split boxes, no copy block).
 */
export function SecondFactorForm({
  submitLabel,
  pendingLabel,
  onCode,
  allowRecoveryCode = false,
  label = "Authentication code",
  secondaryAction,
}: {
  submitLabel: string;
  pendingLabel: string;
  /** Sends the code (6 digits, or a recovery code); its error is shown under the box. */
  onCode: (code: string, kind: "totp" | "recovery") => Promise<unknown>;
  /** Offers "Use a recovery code" instead of the app's code. */
  allowRecoveryCode?: boolean;
  label?: string;
  /** A button beside the submit one (Cancel, Back). */
  secondaryAction?: React.ReactNode;
}) {
  const [recovery, setRecovery] = useState(false);
  return recovery ? (
    <RecoveryCodeForm
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      onCode={(code) => onCode(code, "recovery")}
      onBack={() => setRecovery(false)}
      secondaryAction={secondaryAction}
    />
  ) : (
    <TotpForm
      label={label}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      onCode={(code) => onCode(code, "totp")}
      onRecovery={allowRecoveryCode ? () => setRecovery(true) : undefined}
      secondaryAction={secondaryAction}
    />
  );
}

function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-destructive-surface p-3 text-sm text-destructive">
      {message}
    </p>
  );
}

function TotpForm({
  label,
  submitLabel,
  pendingLabel,
  onCode,
  onRecovery,
  secondaryAction,
}: {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  onCode: (code: string) => Promise<unknown>;
  onRecovery?: () => void;
  secondaryAction?: React.ReactNode;
}) {
  const form = useForm<TotpCodeInput, unknown, { code: string }>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: "" },
  });
  const [formError, setFormError] = useState<string>();
  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFormError(undefined);
    try {
      await onCode(code);
    } catch (error) {
      const issues = fieldErrors(error);
      if (issues.code) form.setError("code", { message: issues.code });
      else setFormError(errorMessage(error, "Something went wrong. Please try again."));
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Code from your authenticator app">
        <TextField
          control={form.control}
          name="code"
          label={label}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={20}
          hint="The 6-digit code your authenticator app shows now."
        />
        <FormError message={formError} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? pendingLabel : submitLabel}
          </Button>
          {secondaryAction}
        </div>
        {onRecovery && (
          <button type="button" onClick={onRecovery} className="justify-self-start text-sm text-primary underline">
            Use a recovery code
          </button>
        )}
      </form>
    </Form>
  );
}

function RecoveryCodeForm({
  submitLabel,
  pendingLabel,
  onCode,
  onBack,
  secondaryAction,
}: {
  submitLabel: string;
  pendingLabel: string;
  onCode: (code: string) => Promise<unknown>;
  onBack: () => void;
  secondaryAction?: React.ReactNode;
}) {
  const form = useForm<RecoveryCodeInput, unknown, { code: string }>({
    resolver: zodResolver(recoveryCodeSchema),
    defaultValues: { code: "" },
  });
  const [formError, setFormError] = useState<string>();
  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFormError(undefined);
    try {
      await onCode(code);
    } catch (error) {
      const issues = fieldErrors(error);
      if (issues.code) form.setError("code", { message: issues.code });
      else setFormError(errorMessage(error, "Something went wrong. Please try again."));
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Code from your saved recovery codes">
        <TextField
          control={form.control}
          name="code"
          label="Recovery code"
          required
          autoComplete="off"
          maxLength={40}
          hint="One of the ten codes you saved when you set up two-factor sign-in. Each works once."
        />
        <FormError message={formError} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? pendingLabel : submitLabel}
          </Button>
          {secondaryAction}
        </div>
        <button type="button" onClick={onBack} className="justify-self-start text-sm text-primary underline">
          Use the code from your authenticator app
        </button>
      </form>
    </Form>
  );
}
