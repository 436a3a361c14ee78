import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, type Path, type UseFormSetError, useForm } from "react-hook-form";
import { TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { formatLongDate } from "@/lib/format";
import { useAuth } from "@/lib/use-auth";
import {
  type ChangePasswordInput,
  type CurrentUser,
  changePasswordSchema,
  type UpdateProfileInput,
  updateProfileSchema,
} from "../../../contracts/auth";
import { paths } from "../../../contracts/routes";
import { DAY_MS } from "../../../domain/calendar";
import { NameFields, NewPasswordField } from "./account-fields";
import { useAccountDeletion, useChangePassword, useUpdateProfile } from "./api/update-account";
import { DataExportCard } from "./components/data-export-card";
import { PasskeysCard } from "./components/passkeys-card";
import { SignedInDevices } from "./components/signed-in-devices";
import { TwoFactorCard } from "./components/two-factor-card";
import { WeeklyGoalCard } from "./components/weekly-goal-card";
import { EmailPreferencesCard } from "./email-preferences-card";

const DELETION_GRACE_DAYS = 30;

function showServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  for (const [path, message] of Object.entries(fieldErrors(error))) setError(path as Path<T>, { message });
  toast({ title: "Error", description: errorMessage(error), variant: "destructive" });
}

function NameForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => toast({ title: "Profile updated", description: "Your name has been saved." }),
      onError: (error) => showServerErrors(error, form.setError),
    }),
  );
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Your name">
        <NameFields control={form.control} />
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save name"}
          </Button>
        </div>
      </form>
    </Form>
  );
}

function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast({ title: "Password changed", description: "Other devices have been signed out." });
      },
      onError: (error) => showServerErrors(error, form.setError),
    }),
  );
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
        <TextField
          control={form.control}
          name="currentPassword"
          label="Current password"
          required
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordField control={form.control} />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Changing..." : "Change password"}
          </Button>
        </div>
      </form>
    </Form>
  );
}

function AccountDeletion({ user }: { user: CurrentUser }) {
  const deletion = useAccountDeletion();
  const requestedAt = user.deletionRequestedAt ? new Date(user.deletionRequestedAt) : null;
  const deleteOn = requestedAt ? new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS) : null;
  const onError = (error: unknown) =>
    toast({ title: "Error", description: errorMessage(error), variant: "destructive" });
  if (deleteOn) {
    return (
      <div className="grid gap-3">
        <p className="text-sm">
          Your account and learning records will be deleted on <strong>{formatLongDate(deleteOn)}</strong>. Until then
          you can keep learning, and you can change your mind.
        </p>
        <div>
          <Button variant="outline" disabled={deletion.isPending} onClick={() => deletion.mutate(false, { onError })}>
            Keep my account
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        We delete your account, progress and certificates {DELETION_GRACE_DAYS} days after you ask, as our terms
        promise. You can withdraw the request until then.
      </p>
      <div>
        <Button
          variant="destructive"
          disabled={deletion.isPending}
          onClick={() => {
            if (window.confirm(`Delete your account in ${DELETION_GRACE_DAYS} days?`)) {
              deletion.mutate(true, {
                onSuccess: () =>
                  toast({
                    title: "Deletion requested",
                    description: `Your account will be deleted in ${DELETION_GRACE_DAYS} days.`,
                  }),
                onError,
              });
            }
          }}
        >
          Request account deletion
        </Button>
      </div>
    </div>
  );
}

export default function ProfilePage() {
  const auth = useAuth();
  if (auth.status !== "signed-in") return null;
  const { user } = auth;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <title>Your profile · PIVOT Learning</title>
      <div>
        <h1 className="text-3xl font-bold text-heading">Your profile</h1>
        <p className="mt-1 text-muted-foreground">{user.email}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Name</CardTitle>
          <CardDescription>How your name appears in the app and on your certificates.</CardDescription>
        </CardHeader>
        <CardContent>
          <NameForm user={user} />
        </CardContent>
      </Card>
      <WeeklyGoalCard />
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
        </CardHeader>
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
      <TwoFactorCard email={user.email} />
      <PasskeysCard />
      <SignedInDevices />
      <EmailPreferencesCard />
      <DataExportCard />
      <Card>
        <CardHeader>
          <CardTitle>Sign out</CardTitle>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <a href={paths.apiLogout}>Sign Out</a>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Delete account</CardTitle>
        </CardHeader>
        <CardContent>
          <AccountDeletion user={user} />
        </CardContent>
      </Card>
    </div>
  );
}
