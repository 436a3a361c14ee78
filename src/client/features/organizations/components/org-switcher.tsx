import { Check, ChevronsUpDown, Plus } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { useOrganizations } from "@/components/api/get-organizations";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { cn } from "@/lib/cn";
import type { OrganizationSummary } from "../../../../contracts/organizations";
import { paths } from "../../../../contracts/routes";
import { useActivateOrganization } from "../api/activate-organization";
import { OrgLogo } from "./org-logo";

export const ROLE_LABELS: Record<OrganizationSummary["role"], string> = {
  owner: "Owner",
  admin: "Admin",
  manager: "Manager",
  member: "Member",
};

/** Switching: the server remembers the choice for this session, then every view refetches. */
function useSwitch() {
  const activate = useActivateOrganization();
  return {
    pending: activate.isPending,
    switchTo: (organization: OrganizationSummary) => {
      if (organization.active) return;
      activate.mutate(organization.id, {
        onSuccess: () =>
          toast({ title: "Organisation switched", description: `You are now working in ${organization.name}.` }),
        onError: (error) =>
          toast({ variant: "destructive", title: "Could not switch organisation", description: errorMessage(error) }),
      });
    },
  };
}

const itemClass =
  "flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-left text-sm text-prose outline-none data-[highlighted]:bg-muted";

/**
 * The header's organisation switcher (issue 20 item 1): the active organisation's logo and name;
 * its menu lists the person's organisations to switch between and "Create organisation". Shown only
 * to people with at least one organisation; below the `sm` breakpoint the drawer holds it instead.
 */
export function OrganizationSwitcher({ className }: { className?: string }) {
  const organizations = useOrganizations();
  const { switchTo, pending } = useSwitch();
  const list = organizations.data ?? [];
  const active = list.find((o) => o.active);
  if (!active) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Organisation: ${active.name}`}
        disabled={pending}
        className={cn(
          "flex max-w-52 items-center gap-2 rounded-md border bg-white px-2 py-1.5 text-sm font-medium text-prose hover:bg-muted",
          className,
        )}
      >
        <OrgLogo name={active.name} logo={active.logo} size="sm" />
        <span className="truncate">{active.name}</span>
        <ChevronsUpDown className="size-4 shrink-0 text-subtle" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg border bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">
            Your organisations
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={active.id}
            onValueChange={(id) => {
              const next = list.find((o) => o.id === id);
              if (next) switchTo(next);
            }}
          >
            {list.map((organization) => (
              <DropdownMenu.RadioItem key={organization.id} value={organization.id} className={itemClass}>
                <OrgLogo name={organization.name} logo={organization.logo} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{organization.name}</span>
                  <span className="block text-xs text-muted-foreground">{ROLE_LABELS[organization.role]}</span>
                </span>
                <DropdownMenu.ItemIndicator>
                  <Check className="size-4 text-primary" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.organization}>Organisation overview</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.organizationNew}>
              <Plus className="size-4" aria-hidden="true" />
              Create organisation
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The drawer's version (at 390 px the header has no room): the organisations as buttons, the active
 * one marked, and links to the overview and to create one.
 */
export function OrganizationSwitcherList({ onNavigate }: { onNavigate: () => void }) {
  const organizations = useOrganizations();
  const { switchTo, pending } = useSwitch();
  const list = organizations.data ?? [];
  return (
    <section aria-labelledby="drawer-organisation-heading" className="mb-4 border-b pb-4">
      <h2 id="drawer-organisation-heading" className="mb-2 px-3 text-xs font-semibold uppercase text-muted-foreground">
        Organisation
      </h2>
      {list.length > 0 && (
        <ul className="mb-1 space-y-1" aria-label="Switch organisation">
          {list.map((organization) => (
            <li key={organization.id}>
              <button
                type="button"
                aria-pressed={organization.active}
                disabled={pending}
                onClick={() => switchTo(organization)}
                className={cn(
                  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm",
                  organization.active
                    ? "bg-primary-surface font-semibold text-primary-strong"
                    : "text-body hover:bg-muted",
                )}
              >
                <OrgLogo name={organization.name} logo={organization.logo} size="sm" />
                <span className="min-w-0 flex-1 truncate">{organization.name}</span>
                {organization.active && <Check className="size-4" aria-hidden="true" />}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={paths.organizationNew}
        onClick={onNavigate}
        className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-body hover:bg-muted"
      >
        <Plus className="size-4" aria-hidden="true" />
        Create organisation
      </Link>
    </section>
  );
}
