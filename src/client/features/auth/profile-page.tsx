import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, type Path, type UseFormSetError, useForm } from "react-hook-form";
import {
  type ChangePasswordInput,
  type CurrentUser,
  changePasswordSchema,
  type UpdateProfileInput,
  updateProfileSchema,
} from "../../../contracts/auth";
import { paths } from "../../app/paths";
import { useAuth } from "../../app/use-auth";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { toast } from "../../components/ui/use-toast";
import { errorMessage, fieldErrors } from "../../lib/api-request";
import { formatLongDate } from "../../lib/format";
import { useAccountDeletion, useChangePassword, useUpdateProfile } from "./api/update-account";
import { FormField } from "./form-field";

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
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Your name">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="profile-first-name"
          label="First name"
          autoComplete="given-name"
          registration={form.register("firstName")}
          error={form.formState.errors.firstName}
        />
        <FormField
          id="profile-last-name"
          label="Last name"
          autoComplete="family-name"
          registration={form.register("lastName")}
          error={form.formState.errors.lastName}
        />
      </div>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save name"}
        </Button>
      </div>
    </form>
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
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
      <FormField
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        registration={form.register("currentPassword")}
        error={form.formState.errors.currentPassword}
      />
      <FormField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        registration={form.register("newPassword")}
        error={form.formState.errors.newPassword}
        hint="At least 8 characters."
      />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Changing..." : "Change password"}
        </Button>
      </div>
    </form>
  );
}

function AccountDeletion({ user }: { user: CurrentUser }) {
  const deletion = useAccountDeletion();
  const requestedAt = user.deletionRequestedAt ? new Date(user.deletionRequestedAt) : null;
  const deleteOn = requestedAt ? new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * 86_400_000) : null;
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
        <h1 className="text-3xl font-bold text-brand-900">Your profile</h1>
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
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
        </CardHeader>
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
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
