import { Award, LogIn } from "lucide-react";
import { useState } from "react";
import { useAvailableCertificates } from "@/components/api/get-available-certificates";
import { useUserCertificates } from "@/components/api/get-user-certificates";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/lib/use-auth";
import { loginHref, paths } from "../../../contracts/routes";
import { useWallet } from "./api/get-wallet";
import { AvailableTab } from "./components/available-tab";
import { MyCredentialsTab } from "./components/my-credentials-tab";
import { WalletSettingsTab } from "./components/wallet-settings-tab";
import { WalletSummary } from "./components/wallet-summary";

type Tab = "credentials" | "available" | "settings";

/** spec 2 §2: the Digital Credentials page at /credentials. */
export default function CredentialsPage() {
  const auth = useAuth();
  if (auth.status === "loading") return <Skeleton className="m-6 h-40" />;
  if (auth.status === "signed-out") return <SignedOut />;
  return <CredentialsWallet />;
}

/** spec 2 §2, §6: not signed in, Access Your Credentials with a Log In link to /api/login. */
function SignedOut() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <title>Digital Credentials · PIVOT Learning</title>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <Award className="size-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-heading">Access Your Credentials</h1>
          <p className="text-muted-foreground">
            Sign in to see your certificates, claim the ones you have earned and share them.
          </p>
          <Button asChild>
            <a href={loginHref(paths.credentials)}>
              <LogIn aria-hidden="true" />
              Log In
            </a>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function CredentialsWallet() {
  const [tab, setTab] = useState<Tab>("credentials");
  const wallet = useWallet();
  const earned = useUserCertificates();
  const available = useAvailableCertificates();
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">
      <PageHeader
        title="Digital Credentials"
        description="Your certificates, CPD hours and verifiable Open Badges, in one wallet."
      />
      <RegionBoundary name="Wallet summary">
        {wallet.isPending ? (
          <div role="status" aria-label="Loading your wallet" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : wallet.isError ? (
          <QueryError title="Failed to load your wallet" onRetry={() => wallet.refetch()} />
        ) : (
          <WalletSummary wallet={wallet.data} />
        )}
      </RegionBoundary>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList>
          <TabsTrigger value="credentials">My Credentials</TabsTrigger>
          <TabsTrigger value="available">Available</TabsTrigger>
          <TabsTrigger value="settings">Wallet Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="credentials" className="mt-4">
          <RegionBoundary name="My Credentials">
            {earned.isPending ? (
              <Skeleton role="status" aria-label="Loading your certificates" className="h-48" />
            ) : earned.isError ? (
              <QueryError title="Failed to load your certificates" onRetry={() => earned.refetch()} />
            ) : (
              <MyCredentialsTab certificates={earned.data} onBrowseAvailable={() => setTab("available")} />
            )}
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="available" className="mt-4">
          <RegionBoundary name="Available certificates">
            {available.isPending ? (
              <Skeleton role="status" aria-label="Loading available certificates" className="h-48" />
            ) : available.isError ? (
              <QueryError title="Failed to load available certificates" onRetry={() => available.refetch()} />
            ) : (
              <AvailableTab certificates={available.data} />
            )}
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="settings" className="mt-4">
          <RegionBoundary name="Wallet Settings">
            {wallet.isPending ? (
              <Skeleton role="status" aria-label="Loading your wallet settings" className="h-48" />
            ) : wallet.isError ? (
              <QueryError title="Failed to load your wallet" onRetry={() => wallet.refetch()} />
            ) : (
              <WalletSettingsTab wallet={wallet.data} />
            )}
          </RegionBoundary>
        </TabsContent>
      </Tabs>
    </div>
  );
}
