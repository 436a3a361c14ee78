import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Save } from "lucide-react";
import { useForm } from "react-hook-form";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input, Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import {
  ACCESS_RESTRICTIONS,
  PROTECTION_LEVELS,
  type ProtectionSettings,
  protectionSettingsSchema,
  SESSION_TIMEOUT_OPTIONS,
} from "../../../../contracts/protection";
import { plural } from "../../../../domain/plural";
import { useSaveProtectionSettings } from "../api/save-protection-settings";
import { PROTECTION_LEVEL_TEXT, RESTRICTION_TEXT } from "../protection-content";

type BooleanField = "globalProtection" | "watermarkEnabled" | "copyProtection" | "ipRestriction" | "forensicWatermark";

const TOGGLES: { name: BooleanField; label: string; description: string }[] = [
  {
    name: "globalProtection",
    label: "Global protection",
    description: "Protect every module, not only premium ones: daily limits apply to all of them.",
  },
  {
    name: "watermarkEnabled",
    label: "Watermark downloads",
    description: "Stamp each download with the learner's e-mail and the date (always on for the free plan).",
  },
  {
    name: "forensicWatermark",
    label: "Forensic reference",
    description:
      "Add a reference code to each protected download that traces it to the learner and the moment in the access log.",
  },
  {
    name: "copyProtection",
    label: "Copy protection",
    description: "Block copying, the right-click menu and the save, print and developer shortcuts on protected pages.",
  },
  {
    name: "ipRestriction",
    label: "IP restriction",
    description: "Open protected content to one network address a day per account, against account sharing.",
  },
];

/** spec 3 §3 "Protection settings", every field validated with the server's own schema. */
export function SettingsForm({ settings }: { settings: ProtectionSettings }) {
  const save = useSaveProtectionSettings();
  const form = useForm<ProtectionSettings>({
    resolver: zodResolver(protectionSettingsSchema),
    defaultValues: settings,
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        // spec 3 §7: the alert 'Content protection settings saved successfully!'.
        toast({ title: "Content protection settings saved successfully!" });
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          form.setError(field as keyof ProtectionSettings, { message });
        }
        toast({ title: "Settings not saved", description: errorMessage(error), variant: "destructive" });
      },
    }),
  );

  return (
    <SectionCard
      title="Protection settings"
      description="Enforced by the server on every view and download of a protected module."
    >
      <Form {...form}>
        <form onSubmit={onSubmit} className="grid gap-5" noValidate>
          <FormField
            control={form.control}
            name="protectionLevel"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Protection level</FormLabel>
                <FormControl>
                  <NativeSelect {...field}>
                    {PROTECTION_LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {PROTECTION_LEVEL_TEXT[level].title}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
                <FormDescription>{PROTECTION_LEVEL_TEXT[field.value].points.join(" · ")}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {(["downloadRestriction", "printRestriction"] as const).map((name) => (
              <FormField
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{name === "downloadRestriction" ? "Who may download" : "Who may print"}</FormLabel>
                    <FormControl>
                      <NativeSelect {...field}>
                        {ACCESS_RESTRICTIONS.map((r) => (
                          <option key={r} value={r}>
                            {RESTRICTION_TEXT[r]}
                          </option>
                        ))}
                      </NativeSelect>
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
            <FormField
              control={form.control}
              name="sessionTimeout"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Session timeout</FormLabel>
                  <FormControl>
                    <NativeSelect
                      {...field}
                      value={String(field.value)}
                      onChange={(e) => field.onChange(Number(e.target.value))}
                    >
                      {SESSION_TIMEOUT_OPTIONS.map((m) => (
                        <option key={m} value={m}>
                          {m < 60 ? plural(m, "minute", "minutes") : plural(m / 60, "hour", "hours")}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <FormDescription>Capped by each plan's session length (free 30 minutes).</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="deviceLimit"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Device limit</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      min={1}
                      max={10}
                      {...field}
                      onChange={(e) => field.onChange(e.target.value === "" ? Number.NaN : Number(e.target.value))}
                    />
                  </FormControl>
                  <FormDescription>Signed-in devices per learner at once (1 to 10).</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="contentExpiration"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Download licence (days)</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      min={0}
                      max={365}
                      {...field}
                      onChange={(e) => field.onChange(e.target.value === "" ? Number.NaN : Number(e.target.value))}
                    />
                  </FormControl>
                  <FormDescription>
                    0 = no expiry; otherwise the watermark states when the licence ends.
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
          </div>
          <fieldset className="grid gap-3">
            <legend className="text-sm font-medium">Options</legend>
            {TOGGLES.map((toggle) => (
              <FormField
                key={toggle.name}
                control={form.control}
                name={toggle.name}
                render={({ field }) => (
                  <FormItem className="flex items-start gap-3 space-y-0">
                    <FormControl>
                      <Checkbox
                        className="mt-1"
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                        onBlur={field.onBlur}
                        name={field.name}
                        ref={field.ref}
                      />
                    </FormControl>
                    <div>
                      <FormLabel className="font-medium">{toggle.label}</FormLabel>
                      <FormDescription>{toggle.description}</FormDescription>
                    </div>
                  </FormItem>
                )}
              />
            ))}
          </fieldset>
          <FormField
            control={form.control}
            name="legalNotice"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Legal notice</FormLabel>
                <FormControl>
                  <Textarea rows={3} {...field} />
                </FormControl>
                <FormDescription>Shown with protected content.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" disabled={save.isPending} className="justify-self-start">
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            Save Settings
          </Button>
        </form>
      </Form>
    </SectionCard>
  );
}
