import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { type FieldValues, type Path, type UseFormReturn, useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { type SignInInput, type SignUpInput, safeReturnTo, signInSchema, signUpSchema } from "../../../contracts/auth";
import { Logo } from "../../components/logo";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Form } from "../../components/ui/form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { errorMessage, fieldErrors } from "../../lib/api-request";
import { useAuth } from "../../lib/use-auth";
import { CredentialFields, NameFields } from "./account-fields";
import { signIn, signUp } from "./api/sign-in";

/** Sends a valid form to the server; its field errors go under the fields, anything else above the button. */
function useServerSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  send: (values: T) => Promise<unknown>,
  onDone: () => void,
) {
  const [formError, setFormError] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await send(values);
      onDone();
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
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-destructive">
      {message}
    </p>
  );
}

function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { onSubmit, formError } = useServerSubmit(form, signIn, onSignedIn);
  const { isSubmitting } = form.formState;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign in">
        <CredentialFields control={form.control} />
        <FormAlert message={formError} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Signing in..." : "Sign in"}
        </Button>
      </form>
    </Form>
  );
}

function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { onSubmit, formError } = useServerSubmit(form, signUp, onSignedIn);
  const { isSubmitting } = form.formState;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create account">
        <NameFields control={form.control} />
        <CredentialFields control={form.control} newPassword />
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
  // A full navigation, so every cached read starts again as the signed-in user.
  const goBack = () => window.location.assign(returnTo);
  useEffect(() => {
    if (auth.status === "signed-in") window.location.replace(returnTo);
  }, [auth.status, returnTo]);

  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-brand-50 to-white px-4 py-10">
      <title>Sign in · PIVOT Learning</title>
      <meta name="description" content="Sign in to PIVOT Learning or create your account." />
      <header className="mb-8">
        <Logo />
      </header>
      <main className="w-full max-w-md">
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold">Welcome to PIVOT Learning</h1>
            <CardDescription>Sign in to continue your learning, or create a free account.</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs defaultValue={params.get("mode") === "signup" ? "signup" : "signin"}>
              <TabsList className="mb-2 grid w-full grid-cols-2">
                <TabsTrigger value="signin">Sign in</TabsTrigger>
                <TabsTrigger value="signup">Create account</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <SignInForm onSignedIn={goBack} />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm onSignedIn={goBack} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          <a href="/" className="underline">
            Back to the home page
          </a>
        </p>
      </main>
    </div>
  );
}
