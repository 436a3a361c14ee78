import { Copy } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { linkedInProfileField, type Wallet } from "../../../../contracts/credentials";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FieldError, Input, Label } from "../../../components/ui/input";
import { Switch } from "../../../components/ui/switch";
import { toast } from "../../../components/ui/use-toast";
import { copyText } from "../../../lib/copy-text";
import { useUpdateWallet } from "../api/update-wallet";

/** The profile is saved once typing pauses this long, not on every keystroke (issue 11). */
export const PROFILE_SAVE_DELAY_MS = 800;

/** spec 2 §2: Wallet Settings: Public Portfolio switch, profile field, public address with copy. */
export function WalletSettingsTab({ wallet }: { wallet: Wallet }) {
  const update = useUpdateWallet();
  const switchId = useId();
  const profileId = useId();
  const urlId = useId();
  const [profile, setProfile] = useState(wallet.linkedInProfile);
  const [profileError, setProfileError] = useState<string | undefined>();
  const saved = useRef(wallet.linkedInProfile);
  const mutate = update.mutate;

  useEffect(() => {
    if (profile.trim() === saved.current) {
      setProfileError(undefined);
      return;
    }
    const parsed = linkedInProfileField.safeParse(profile);
    if (!parsed.success) {
      setProfileError(parsed.error.issues[0]?.message);
      return;
    }
    setProfileError(undefined);
    const timer = window.setTimeout(() => {
      saved.current = parsed.data;
      mutate({ linkedInProfile: parsed.data });
    }, PROFILE_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [profile, mutate]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Wallet Settings</CardTitle>
        <CardDescription>Choose who can see your certificates and link your professional profile.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <Label htmlFor={switchId}>Public Portfolio</Label>
            <p className="text-sm text-muted-foreground">
              Anyone with the address can see your active certificates. Verification pages work either way.
            </p>
          </div>
          <Switch
            id={switchId}
            checked={wallet.isPublic}
            disabled={update.isPending}
            onCheckedChange={(isPublic) => update.mutate({ isPublic })}
          />
        </div>

        <div className="grid gap-1.5">
          <Label htmlFor={profileId}>LinkedIn profile</Label>
          <Input
            id={profileId}
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/your-name"
            value={profile}
            aria-invalid={profileError ? true : undefined}
            aria-describedby={profileError ? `${profileId}-error` : `${profileId}-hint`}
            onChange={(e) => setProfile(e.target.value)}
          />
          {profileError ? (
            <FieldError id={`${profileId}-error`} message={profileError} />
          ) : (
            <p id={`${profileId}-hint`} className="text-sm text-muted-foreground">
              Saved automatically when you stop typing. Shown on your public portfolio.
            </p>
          )}
        </div>

        {wallet.isPublic && (
          <div className="grid gap-1.5">
            <Label htmlFor={urlId}>Public portfolio address</Label>
            <div className="flex gap-2">
              <Input id={urlId} readOnly value={wallet.walletUrl} onFocus={(e) => e.target.select()} />
              <Button
                variant="outline"
                aria-label="Copy public portfolio address"
                onClick={async () => {
                  if (await copyText(wallet.walletUrl))
                    toast({ title: "Copied", description: "Portfolio address copied to clipboard." });
                  else
                    toast({
                      title: "Error",
                      description: "Your browser did not allow copying",
                      variant: "destructive",
                    });
                }}
              >
                <Copy aria-hidden="true" />
                Copy
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
