import { RefreshCw } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import type { EmailPreferences } from "../../../contracts/notifications";
import { useEmailPreferences, useSaveEmailPreferences } from "./api/email-preferences";

const CHOICES: { key: keyof EmailPreferences; label: string; description: string }[] = [
  {
    key: "reminders",
    label: "Pathway reminders",
    description: "Pathways assigned to you, and reminders 7 days and 1 day before they are due, and when overdue.",
  },
  {
    key: "updates",
    label: "Updates",
    description:
      "Modules you asked to hear about, certificates earned or expiring, and other news about your learning.",
  },
];

/** Issue 10: which non-essential e-mail the user receives (account and security e-mails always are). */
export function EmailPreferencesCard() {
  const id = useId();
  const prefs = useEmailPreferences();
  const save = useSaveEmailPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>E-mail preferences</CardTitle>
        <CardDescription>
          Account and security e-mails (password resets, replies from support) are always sent.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {prefs.isPending ? (
          <Skeleton className="h-16" />
        ) : prefs.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p>Your e-mail preferences could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => prefs.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : (
          <ul className="grid gap-4">
            {CHOICES.map((choice) => (
              <li key={choice.key} className="flex items-start justify-between gap-4">
                <div>
                  <Label htmlFor={`${id}-${choice.key}`}>{choice.label}</Label>
                  <p id={`${id}-${choice.key}-description`} className="text-sm text-muted-foreground">
                    {choice.description}
                  </p>
                </div>
                <Switch
                  id={`${id}-${choice.key}`}
                  aria-describedby={`${id}-${choice.key}-description`}
                  checked={prefs.data[choice.key]}
                  disabled={save.isPending}
                  onCheckedChange={(checked) => save.mutate({ ...prefs.data, [choice.key]: checked })}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
