import { Users, UserX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import { useAuth } from "@/lib/use-auth";
import { loginHref, paths } from "../../../contracts/routes";
import { useJoinLink } from "./api/get-join-link";
import { useJoinOrganization } from "./api/join-organization";

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-lg gap-4 px-4 py-10">
      <title>Join an organisation · PIVOT Learning</title>
      {children}
    </div>
  );
}

/**
 * /join/:token (issue 20 item 3), signed in or out: the organisation's shareable join link. Signed
 * out, sign in or create an account first (and come back here); signed in, join as a member while a
 * seat is free. A link the owner turned off says so.
 */
export default function JoinPage() {
  const { token = "" } = useParams();
  const auth = useAuth();
  const link = useJoinLink(token);
  const join = useJoinOrganization(token);
  const [joined, setJoined] = useState(false);

  if (link.isPending || auth.status === "loading") {
    return (
      <Frame>
        <div role="status" aria-label="Loading the join link" className="grid gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-32" />
        </div>
      </Frame>
    );
  }
  if (link.isError) {
    return (
      <Frame>
        <Card>
          <CardHeader>
            <h1 className="flex items-center gap-2 text-xl font-semibold">
              <UserX className="size-5 text-destructive" aria-hidden="true" />
              This join link cannot be used
            </h1>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p role="alert">{errorMessage(link.error, "This join link is no longer active")}</p>
            <p className="text-sm text-muted-foreground">Ask the organisation for a new link or an invitation.</p>
          </CardContent>
        </Card>
      </Frame>
    );
  }

  const { organizationName, seatsAvailable, alreadyMember } = link.data;
  const here = paths.join(token);
  const onJoin = () =>
    join.mutate(undefined, {
      onSuccess: () => {
        setJoined(true);
        window.location.assign(paths.organization);
      },
    });

  return (
    <Frame>
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-xl font-semibold">
            <Users className="size-5 text-primary" aria-hidden="true" />
            Join {organizationName}
          </h1>
          <CardDescription>
            Learn with {organizationName} on PIVOT Learning: its plan, its pathways and its team.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {alreadyMember ? (
            <>
              <p>You are already a member of {organizationName}.</p>
              <Button asChild variant="outline" className="justify-self-start">
                <a href={paths.organization}>Go to your organisation</a>
              </Button>
            </>
          ) : !seatsAvailable ? (
            <p role="alert" className="rounded-md bg-warning-surface p-3 text-sm text-warning-foreground">
              {organizationName} has no free seats at the moment. Ask its owner to add seats, then open this link again.
            </p>
          ) : auth.status === "signed-in" ? (
            <>
              <p>You will join as a member, signed in as {auth.user.email}.</p>
              <Button onClick={onJoin} disabled={join.isPending || joined} className="justify-self-start">
                {join.isPending || joined ? "Joining..." : `Join ${organizationName}`}
              </Button>
              {join.isError && (
                <p role="alert" className="rounded-md bg-destructive-surface p-3 text-sm text-destructive">
                  {errorMessage(join.error)}
                </p>
              )}
            </>
          ) : (
            <>
              <p>Sign in, or create your free account, to join {organizationName}. You will come back here.</p>
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <a href={loginHref(here)}>Sign in</a>
                </Button>
                <Button asChild variant="outline">
                  <a href={`${paths.login}?mode=signup&returnTo=${encodeURIComponent(here)}`}>Create an account</a>
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </Frame>
  );
}
