import { useId } from "react";
import { CopyField } from "@/components/copy-field";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import { useUpdateOrganization } from "../api/update-organization";

/**
 * Settings: the shareable join link (issue 20 item 3). Turning it off makes the old link stop working;
 * turning it on again makes a new one. Joining through it still counts against the seats.
 */
export function OrgJoinLink({ organization }: { organization: OrganizationDetail }) {
  const switchId = useId();
  const update = useUpdateOrganization(organization.id);
  const link = organization.joinPath ? `${window.location.origin}${organization.joinPath}` : null;

  const toggle = (joinLinkEnabled: boolean) =>
    update.mutate(
      { joinLinkEnabled },
      {
        onSuccess: () =>
          toast({
            title: joinLinkEnabled ? "Join link turned on" : "Join link turned off",
            description: joinLinkEnabled
              ? "Anyone with the link can join while seats are free."
              : "The link no longer works; turning it on again makes a new one.",
          }),
        onError: (error) =>
          toast({ variant: "destructive", title: "Join link not changed", description: errorMessage(error) }),
      },
    );

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={link !== null}
          disabled={update.isPending}
          onCheckedChange={(checked) => toggle(checked)}
        />
        <label htmlFor={switchId} className="text-sm font-medium">
          Join link {link ? "on" : "off"}
        </label>
      </div>
      {link && (
        <CopyField
          label="Link to share with your team"
          value={link}
          what="link"
          pasteHint="Paste it into an e-mail or chat to your team."
          buttonText="Copy link"
        />
      )}
    </div>
  );
}
