import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SelectField, TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { invitationRowSchema } from "../../../../contracts/organizations";
import { mayGrantRole, ORGANIZATION_ROLES, type OrganizationRole } from "../../../../domain/organization-roles";
import { useCreateInvitations } from "../api/create-invitations";
import { useOrganizationDepartments } from "../api/get-organization-departments";
import { ROLE_LABELS } from "./org-switcher";

const inviteOneSchema = invitationRowSchema.pick({
  email: true,
  firstName: true,
  lastName: true,
  role: true,
  department: true,
});
type InviteOneValues = z.input<typeof inviteOneSchema>;

/** The roles the inviter may give (an admin: manager and member; an owner: any). */
export const grantableRoles = (inviterRole: OrganizationRole) =>
  ORGANIZATION_ROLES.filter((role) => mayGrantRole(inviterRole, role));

/** Invite one person: their address, name, role and department (issue 20 item 3). */
export function InviteOneForm({
  organizationId,
  inviterRole,
}: {
  organizationId: string;
  inviterRole: OrganizationRole;
}) {
  const create = useCreateInvitations(organizationId);
  const departments = useOrganizationDepartments(organizationId);
  const form = useForm<InviteOneValues, unknown, z.output<typeof inviteOneSchema>>({
    resolver: zodResolver(inviteOneSchema),
    defaultValues: { email: "", firstName: "", lastName: "", role: "member", department: "" },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync([values]);
      const [result] = "results" in answer ? answer.results : [];
      if (result?.status === "invited") {
        toast({
          title: "Invitation sent",
          description: `${result.email} has an e-mail with a link that works for 7 days.`,
        });
        form.reset();
      } else form.setError("email", { message: result?.reason ?? "The invitation was not sent" });
    } catch (error) {
      toast({ variant: "destructive", title: "Invitation not sent", description: errorMessage(error) });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Invite someone" className="grid gap-4">
        <TextField control={form.control} name="email" label="Email" required type="email" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="firstName" label="First name" autoComplete="off" />
          <TextField control={form.control} name="lastName" label="Last name" autoComplete="off" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="role"
            label="Role"
            required
            options={grantableRoles(inviterRole)}
            optionLabel={(role) => ROLE_LABELS[role as OrganizationRole]}
          />
          <SelectField
            control={form.control}
            name="department"
            label="Department"
            placeholder="No department"
            options={(departments.data ?? []).map((department) => department.name)}
            disabled={departments.isPending}
          />
        </div>
        <Button type="submit" disabled={create.isPending} className="justify-self-start">
          {create.isPending ? "Sending..." : "Send invitation"}
        </Button>
      </form>
    </Form>
  );
}
