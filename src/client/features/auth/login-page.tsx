import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { type FieldValues, type Path, type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { useSearchParams } from "react-router";
import { TextField } from "@/components/form-fields";
import { PasswordField } from "@/components/password-field";
import { SecondFactorForm } from "@/components/second-factor-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form } from "@/components/ui/form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError, errorMessage, fieldErrors, statusOf } from "@/lib/api-request";
import { clearSignedOutNotice, signedOutNotice } from "@/lib/session-activity";
import { destinationAfterSignIn, rememberSetupIntent } from "@/lib/setup-intent";
import { useAuth } from "@/lib/use-auth";
import { type SignInInput, type SignUpInput, safeReturnTo, signInSchema, signUpSchema } from "../../../contracts/auth";
import type { DeviceLimitRefusal } from "../../../contracts/device-limit";
import { type ForgotPasswordInput, forgotPasswordSchema } from "../../../contracts/notifications";
import { paths } from "../../../contracts/routes";
import { CredentialFields, NameFields } from "./account-fields";
import { deviceLimitRefusal, endDeviceSession } from "./api/end-device-session";
import { requestPasswordReset, resendVerification } from "./api/password-reset";
import { signIn, signUp } from "./api/sign-in";
import { fetchTwoFactorStatus, verifyRecoveryCode, verifyTotp } from "./api/two-factor";
import { AuthCardPage } from "./components/auth-card-page";
import { DeviceLimitChoice, OLDEST_DEVICE } from "./components/device-limit-choice";
import { PasskeySignIn } from "./components/passkey-sign-in";
import { SsoSignIn, ssoFailureMessage, useSsoFor } from "./components/sso-sign-in";
import { TwoFactorSetup } from "./components/two-factor-setup";

/** Sends a valid form to the server; its field errors go under the fields, anything else above the button. */
function useServerSubmit<T extends FieldValues, R = unknown>(
  form: UseFormReturn<T>,
  send: (values: T) => Promise<R>,
  onDone: (result: R) => void,
) {
  const [formError, setFormError] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      onDone(await send(values));
    } catch (error) {
      for (const [path, message] of Object.entries(fieldErrors(error))) form.setError(path as Path<T>, { message });
      setFormError(errorMessage(error, "Something went wrong. Please try again."));
    }
  });
  return { onSubmit, formError };
}

function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-destructive-surface p-3 text-sm text-destructive">
      {message}
    </p>
  );
}

/** Better Auth answers 403 "Email not verified" (and mails a new link) to an unconfirmed account. */
const UNVERIFIED = "Confirm your e-mail address first: we have sent you a new link. Open it, then sign in.";

function SignInForm({
  onSignedIn,
  onForgot,
  returnTo,
  email = "",
}: {
  onSignedIn: () => void;
  /** With the address typed so far: "Forgot password?" does not ask for it again (WCAG 3.3.7). */
  onForgot: (email: string) => void;
  returnTo?: string;
  email?: string;
}) {
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email, password: "" },
  });
  // Issue 21: an address whose organisation signs in with single sign-on gets its button; where the
  // organisation requires it, the password is hidden (an owner may still ask for it).
  const sso = useSsoFor(useWatch({ control: form.control, name: "email" }));
  const [passwordInstead, setPasswordInstead] = useState(false);
  const passwordHidden = Boolean(sso?.lookup.sso && sso.lookup.required) && !passwordInstead;
  // Issue 43: the password was right and a code is asked for; or a rule requires a second factor first.
  const [step, setStep] = useState<"password" | "code" | "setup">("password");
  // Issue 29: a sign-in refused at the device limit, with the devices to choose from.
  const [refusal, setRefusal] = useState<{ values: SignInInput; answer: DeviceLimitRefusal }>();
  const [ending, setEnding] = useState<string>();
  const [endError, setEndError] = useState<string>();
  /** Whether the person is signed in; false when the device limit asks them to choose a device first. */
  const send = async (values: SignInInput) => {
    setRefusal(undefined);
    setEndError(undefined);
    try {
      return afterPassword(await signIn(values));
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && /not verified/i.test(error.serverMessage)) {
        throw new ApiError(403, JSON.stringify({ message: UNVERIFIED }));
      }
      const answer = deviceLimitRefusal(error);
      if (!answer) throw error;
      setRefusal({ values, answer });
      return false;
    }
  };
  /** Whether the password step signed the person in, or (false) the next step is on screen. */
  async function afterPassword(answer: { twoFactorRedirect?: boolean } | undefined) {
    if (answer?.twoFactorRedirect) {
      setStep("code");
      return false;
    }
    if ((await fetchTwoFactorStatus()).setupRequired) {
      setStep("setup");
      return false;
    }
    return true;
  }
  const { onSubmit, formError } = useServerSubmit(form, send, (signedIn) => signedIn && onSignedIn());
  const { isSubmitting } = form.formState;
  /**
   * Signs the chosen device out (or, without one, the least recently used) with the refusal's proof,
   * then signs in here with the same details.
   */
  const endAndContinue = async (sessionId?: string) => {
    if (!refusal) return;
    setEnding(sessionId ?? OLDEST_DEVICE);
    setEndError(undefined);
    try {
      await endDeviceSession({ proof: refusal.answer.proof, sessionId }).catch((error: unknown) => {
        // Already signed out elsewhere: there is room now all the same.
        if (statusOf(error) !== 404) throw error;
      });
      if (await afterPassword(await signIn(refusal.values))) onSignedIn();
      setRefusal(undefined);
    } catch (error) {
      const again = deviceLimitRefusal(error);
      setRefusal(again ? { values: refusal.values, answer: again } : undefined);
      if (!again) setEndError(errorMessage(error, "Something went wrong. Please try again."));
    } finally {
      setEnding(undefined);
    }
  };
  if (step === "code") {
    return (
      <SecondFactorStep
        onSignedIn={onSignedIn}
        onBack={() => {
          form.setValue("password", "");
          setStep("password");
        }}
      />
    );
  }
  if (step === "setup") return <RequiredTwoFactorSetup email={form.getValues("email")} onDone={onSignedIn} />;
  return (
    <Form {...form}>
      <form
        onSubmit={passwordHidden ? (event) => event.preventDefault() : onSubmit}
        noValidate
        className="grid gap-4"
        aria-label="Sign in"
      >
        {/* CredentialFields' two fields, apart: the e-mail box keeps its focus as the password comes and goes. */}
        {/* "username": how password managers recognise a sign-in form's account field (WCAG 3.3.8). */}
        <TextField control={form.control} name="email" label="Email" required type="email" autoComplete="username" />
        {sso?.lookup.sso && <SsoSignIn email={sso.email} lookup={sso.lookup} returnTo={returnTo} />}
        {passwordHidden ? (
          <button
            type="button"
            onClick={() => setPasswordInstead(true)}
            className="justify-self-start text-sm text-primary underline"
          >
            Sign in with a password instead
          </button>
        ) : (
          <>
            <PasswordField control={form.control} />
            <FormAlert message={formError ?? endError} />
            {refusal && <DeviceLimitChoice refusal={refusal.answer} pendingId={ending} onEnd={endAndContinue} />}
            <Button
              type="submit"
              variant={sso?.lookup.sso ? "outline" : "default"}
              disabled={isSubmitting || ending !== undefined}
            >
              {isSubmitting ? "Signing in..." : "Sign in"}
            </Button>
            <button
              type="button"
              onClick={() => onForgot(form.getValues("email"))}
              className="justify-self-start text-sm text-primary underline"
            >
              Forgot password?
            </button>
          </>
        )}
        <PasskeySignIn onSignedIn={onSignedIn} />
      </form>
    </Form>
  );
}

/**
 * Issue 43: the second step of signing in, after a right password: a code from the authenticator app,
 * or one of the recovery codes ("Use a recovery code").
 */
function SecondFactorStep({ onSignedIn, onBack }: { onSignedIn: () => void; onBack: () => void }) {
  return (
    <section className="grid gap-4" aria-labelledby="second-factor-heading">
      <div className="grid gap-1">
        <h2 id="second-factor-heading" className="text-lg font-semibold">
          Enter your authentication code
        </h2>
        <p className="text-sm text-muted-foreground">
          Open your authenticator app and enter the code it shows for PIVOT Learning.
        </p>
      </div>
      <SecondFactorForm
        submitLabel="Verify and sign in"
        pendingLabel="Signing in..."
        allowRecoveryCode
        onCode={async (code, kind) => {
          await (kind === "totp" ? verifyTotp(code) : verifyRecoveryCode(code));
          onSignedIn();
        }}
        secondaryAction={
          <Button type="button" variant="outline" onClick={onBack}>
            Back
          </Button>
        }
      />
    </section>
  );
}

/**
 * Issue 43: a rule (an organisation's policy after its grace period, or the site's for its
 * administrators) requires a second factor: the person signed in with their password sets one up
 * here before the rest of the site opens to them.
 */
function RequiredTwoFactorSetup({ email, onDone }: { email: string; onDone: () => void }) {
  return (
    <section className="grid gap-4" aria-labelledby="required-setup-heading">
      <div className="grid gap-1">
        <h2 id="required-setup-heading" className="text-lg font-semibold">
          Set up two-factor sign-in
        </h2>
        <p role="status" className="rounded-md bg-primary-surface p-3 text-sm">
          Your account needs two-factor sign-in before you can continue. Add an authenticator app: it takes a minute.
        </p>
      </div>
      <TwoFactorSetup email={email} onDone={onDone} />
      <a href={paths.apiLogout} className="justify-self-start text-sm text-primary underline">
        Sign out
      </a>
    </section>
  );
}

/** "Forgot password?": the same answer whether or not the address has an account. */
function ForgotPasswordForm({ email = "", onBack }: { email?: string; onBack: (email: string) => void }) {
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email },
  });
  const [sentTo, setSentTo] = useState<string>();
  const { onSubmit, formError } = useServerSubmit(
    form,
    async (values: ForgotPasswordInput) => {
      await requestPasswordReset(values.email);
      setSentTo(values.email);
    },
    () => {},
  );
  if (sentTo) {
    return (
      <div className="grid gap-4" role="status">
        <p>
          If an account exists for {sentTo}, we have sent it a link to choose a new password. The link works once and
          expires in one hour.
        </p>
        <Button type="button" variant="outline" onClick={() => onBack(sentTo)}>
          Back to sign in
        </Button>
      </div>
    );
  }
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reset your password">
        <p className="text-sm text-muted-foreground">
          Enter the e-mail address of your account and we will send you a link to choose a new password.
        </p>
        <TextField control={form.control} name="email" label="Email" required type="email" autoComplete="email" />
        <FormAlert message={formError} />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Sending..." : "Send reset link"}
        </Button>
        <button
          type="button"
          onClick={() => onBack(form.getValues("email"))}
          className="justify-self-start text-sm text-primary underline"
        >
          Back to sign in
        </button>
      </form>
    </Form>
  );
}

function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  // REQUIRE_EMAIL_VERIFICATION: the account exists but has no session until its address is confirmed.
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<string>();
  // Issue 45 item 3: setting PIVOT up for an organisation leads on to creating it.
  const [forOrganisation, setForOrganisation] = useState(false);
  const send = async (values: SignUpInput) => {
    rememberSetupIntent(forOrganisation);
    const answer = (await signUp(values)) as { token?: string | null } | undefined;
    if (answer && answer.token === null) setAwaitingConfirmation(values.email);
    else onSignedIn();
  };
  const { onSubmit, formError } = useServerSubmit(form, send, () => {});
  const { isSubmitting } = form.formState;
  if (awaitingConfirmation) {
    return (
      <div className="grid gap-4" role="status">
        <p>
          We have sent a link to {awaitingConfirmation}. Open it to confirm your address and start learning. The link
          expires in 24 hours.
        </p>
        <Button type="button" variant="outline" onClick={() => void resendVerification(awaitingConfirmation)}>
          Send the link again
        </Button>
      </div>
    );
  }
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create account">
        <NameFields control={form.control} />
        <CredentialFields control={form.control} newPassword />
        <Checkbox
          checked={forOrganisation}
          onChange={(event) => setForOrganisation(event.currentTarget.checked)}
          label="I'm setting up PIVOT for my organisation"
        />
        {forOrganisation && (
          <p className="-mt-2 text-sm text-muted-foreground">
            Next you name your organisation; you become its owner and can invite your people.
          </p>
        )}
        <FormAlert message={formError} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Creating account..." : "Create account"}
        </Button>
      </form>
    </Form>
  );
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get("returnTo"));
  const auth = useAuth();
  const [forgot, setForgot] = useState(params.get("forgot") === "1");
  // WCAG 3.3.7: the address typed in one of sign-in and "Forgot password?" fills the other.
  const [email, setEmail] = useState("");
  const verified = params.get("verified") === "1";
  const verifyError = verified && params.get("error") !== null;
  const ssoFailure = ssoFailureMessage(params);
  // Issue 26: after an idle sign-out, why (shown once: the notice is cleared as the page shows it).
  const [idleNotice] = useState(signedOutNotice);
  useEffect(clearSignedOutNotice, []);
  // A full navigation, so every cached read starts again as the signed-in user.
  const goBack = () => window.location.assign(destinationAfterSignIn(returnTo));
  // Issue 43: signed in, but a rule requires a second factor first: the set-up, not the page they came from.
  const [setupDue, setSetupDue] = useState(false);
  useEffect(() => {
    if (auth.status !== "signed-in") return;
    let live = true;
    void fetchTwoFactorStatus()
      .then((status) => status.setupRequired)
      .catch(() => false)
      .then((due) => {
        if (!live) return;
        if (due) setSetupDue(true);
        else window.location.replace(destinationAfterSignIn(returnTo));
      });
    return () => {
      live = false;
    };
  }, [auth.status, returnTo]);

  return (
    <AuthCardPage
      documentTitle="Sign in · PIVOT Learning"
      meta={<meta name="description" content="Sign in to PIVOT Learning or create your account." />}
      heading="Welcome to PIVOT Learning"
      description="Sign in to continue your learning, or create a free account."
      after={
        <p className="mt-6 text-center text-sm text-muted-foreground">
          <a href="/" className="underline">
            Back to the home page
          </a>
        </p>
      }
    >
      {idleNotice && !verified && (
        <p role="status" className="mb-4 rounded-md bg-primary-surface p-3 text-sm">
          {idleNotice}
        </p>
      )}
      {ssoFailure && (
        <p role="alert" className="mb-4 rounded-md bg-destructive-surface p-3 text-sm text-destructive">
          {ssoFailure}
        </p>
      )}
      {verified && (
        <p role="status" className="mb-4 rounded-md bg-primary-surface p-3 text-sm">
          {verifyError
            ? "This confirmation link is no longer valid. Sign in to get a new one."
            : "Your e-mail address is confirmed. Sign in to start learning."}
        </p>
      )}
      {setupDue && auth.user ? (
        <RequiredTwoFactorSetup email={auth.user.email} onDone={goBack} />
      ) : forgot ? (
        <ForgotPasswordForm
          email={email}
          onBack={(typed) => {
            setEmail(typed);
            setForgot(false);
          }}
        />
      ) : (
        <Tabs defaultValue={params.get("mode") === "signup" ? "signup" : "signin"}>
          <TabsList className="mb-2 grid w-full grid-cols-2">
            <TabsTrigger value="signin">Sign in</TabsTrigger>
            <TabsTrigger value="signup">Create account</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm
              onSignedIn={goBack}
              email={email}
              onForgot={(typed) => {
                setEmail(typed);
                setForgot(true);
              }}
              returnTo={params.get("returnTo") ? returnTo : undefined}
            />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm onSignedIn={goBack} />
          </TabsContent>
        </Tabs>
      )}
    </AuthCardPage>
  );
}
