import { MailCheck, MailX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import { formatLongDate } from "@/lib/format";
import { useAuth } from "@/lib/use-auth";
import { loginHref, paths } from "../../../contracts/routes";
import { ROLE_IN_A_SENTENCE } from "../../../domain/organization-roles";
import { useAcceptInvitation } from "./api/accept-invitation";
import { useInvitationPreview } from "./api/get-invitation-preview";
import { InvitationSignUpForm } from "./components/invitation-sign-up-form";

/** After joining, a full page load: the shell, the plan and every cached read follow the new organisation. */
const openOrganization = () => window.location.assign(paths.organization);

/** Signs this browser out without leaving the page, so the invited address can sign in. */
async function signOutHere() {
  await fetch(paths.apiLogout, { method: "POST", credentials: "same-origin", redirect: "manual" }).catch(() => {});
  window.location.reload();
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-lg gap-4 px-4 py-10">
      <title>Invitation · PIVOT Learning</title>
      {children}
    </div>
  );
}

/**
 * /invitations/:token (issue 20 item 3), signed in or out: what the invitation is, then accepting it
 * signed in as the invited address, signing in to it, or creating the account with it. Expired,
 * withdrawn, used and unknown links say so.
 */
export default function InvitationAcceptPage() {
  const { token = "" } = useParams();
  const auth = useAuth();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const [joined, setJoined] = useState(false);

  if (preview.isPending || auth.status === "loading") {
    return (
      <Frame>
        <div role="status" aria-label="Loading the invitation" className="grid gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-40" />
        </div>
      </Frame>
    );
  }
  if (preview.isError) {
    return (
      <Frame>
        <Card>
          <CardHeader>
            <h1 className="flex items-center gap-2 text-xl font-semibold">
              <MailX className="size-5 text-destructive" aria-hidden="true" />
              This invitation cannot be used
            </h1>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p role="alert">{errorMessage(preview.error, "This invitation link is not valid.")}</p>
            <Button asChild variant="outline" className="justify-self-start">
              <a href={auth.status === "signed-in" ? paths.organization : paths.home}>
                {auth.status === "signed-in" ? "Go to your organisation" : "Go to the home page"}
              </a>
            </Button>
          </CardContent>
        </Card>
      </Frame>
    );
  }

  const invitation = preview.data;
  const here = paths.invitation(token);
  const signedInAs = auth.status === "signed-in" ? auth.user.email : null;
  const isInvitee = signedInAs !== null && signedInAs.toLowerCase() === invitation.email.toLowerCase();
  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: () => {
        setJoined(true);
        openOrganization();
      },
    });

  return (
    <Frame>
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-xl font-semibold">
            <MailCheck className="size-5 text-primary" aria-hidden="true" />
            Join {invitation.organizationName}
          </h1>
          <CardDescription className="[overflow-wrap:anywhere]">
            {invitation.invitedBy ?? "Someone"} invited <span className="font-medium">{invitation.email}</span> to join{" "}
            {invitation.organizationName} on PIVOT Learning as {ROLE_IN_A_SENTENCE[invitation.role]}. The invitation is
            valid until {formatLongDate(invitation.expiresAt)}.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 break-words [overflow-wrap:anywhere]">
          {isInvitee ? (
            <>
              <Button onClick={onAccept} disabled={accept.isPending || joined}>
                {accept.isPending || joined ? "Joining..." : "Accept invitation"}
              </Button>
              {accept.isError && (
                <p role="alert" className="rounded-md bg-destructive-surface p-3 text-sm text-destructive">
                  {errorMessage(accept.error)}
                </p>
              )}
            </>
          ) : signedInAs ? (
            <div className="grid gap-3">
              <p role="alert" className="rounded-md bg-warning-surface p-3 text-sm text-warning-foreground">
                You are signed in as {signedInAs}, but this invitation is for {invitation.email}. Sign out, then sign in
                or create an account as {invitation.email} to accept it.
              </p>
              <Button variant="outline" onClick={() => void signOutHere()} className="justify-self-start">
                Sign out
              </Button>
            </div>
          ) : invitation.accountExists ? (
            <div className="grid gap-3">
              <p>There is already an account for {invitation.email}. Sign in with it to accept.</p>
              <Button asChild className="justify-self-start">
                <a href={loginHref(here)}>Sign in to accept</a>
              </Button>
            </div>
          ) : (
            <div className="grid gap-4">
              <p>Create your account with {invitation.email} to join.</p>
              <InvitationSignUpForm
                token={token}
                email={invitation.email}
                firstName={invitation.firstName}
                lastName={invitation.lastName}
                onJoined={openOrganization}
              />
            </div>
          )}
        </CardContent>
      </Card>
    </Frame>
  );
}
