import { zodResolver } from "@hookform/resolvers/zod";
import { Copy } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input, Label } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { copyText } from "@/lib/copy-text";
import { linkedInProfileField, type Wallet } from "../../../../contracts/credentials";
import { useUpdateWallet } from "../api/update-wallet";

const walletProfileSchema = z.object({ linkedInProfile: linkedInProfileField });
type WalletProfile = z.infer<typeof walletProfileSchema>;

/** The profile is saved once typing pauses this long, not on every keystroke (issue 11). */
export const PROFILE_SAVE_DELAY_MS = 800;

/** spec 2 §2: Wallet Settings: Public Portfolio switch, profile field, public address with copy. */
export function WalletSettingsTab({ wallet }: { wallet: Wallet }) {
  const update = useUpdateWallet();
  const switchId = useId();
  const urlId = useId();
  const form = useForm<WalletProfile>({
    resolver: zodResolver(walletProfileSchema),
    // The reader sees what is wrong with an address while typing it, not only once saving is due.
    mode: "onChange",
    defaultValues: { linkedInProfile: wallet.linkedInProfile },
  });
  const profile = useWatch({ control: form.control, name: "linkedInProfile" });
  const saved = useRef(wallet.linkedInProfile);
  const { handleSubmit } = form;
  const mutate = update.mutate;

  // A debounce: the profile is saved once typing has paused, and only a valid one.
  useEffect(() => {
    if (profile.trim() === saved.current) return;
    const timer = window.setTimeout(
      handleSubmit(({ linkedInProfile }) => {
        saved.current = linkedInProfile;
        mutate({ linkedInProfile });
      }),
      PROFILE_SAVE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [profile, handleSubmit, mutate]);

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

        <Form {...form}>
          <FormField
            control={form.control}
            name="linkedInProfile"
            render={({ field }) => (
              <FormItem>
                <FormLabel>LinkedIn profile</FormLabel>
                <FormControl>
                  <Input type="url" inputMode="url" placeholder="https://www.linkedin.com/in/your-name" {...field} />
                </FormControl>
                {!form.formState.errors.linkedInProfile && (
                  <FormDescription className="text-sm">
                    Saved automatically when you stop typing. Shown on your public portfolio.
                  </FormDescription>
                )}
                <FormMessage />
              </FormItem>
            )}
          />
        </Form>

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
