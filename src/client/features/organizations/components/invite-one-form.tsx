import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/select";
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
          <FormField
            control={form.control}
            name="role"
            render={({ field }) => (
              <FormItem>
                <FormLabel mark="required">Role</FormLabel>
                <FormControl>
                  <NativeSelect {...field} value={field.value ?? "member"}>
                    {grantableRoles(inviterRole).map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="department"
            render={({ field }) => (
              <FormItem>
                <FormLabel mark="optional">Department</FormLabel>
                <FormControl>
                  <NativeSelect {...field} value={field.value ?? ""} disabled={departments.isPending}>
                    <option value="">No department</option>
                    {(departments.data ?? []).map((department) => (
                      <option key={department.id} value={department.name}>
                        {department.name}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <Button type="submit" disabled={create.isPending} className="justify-self-start">
          {create.isPending ? "Sending..." : "Send invitation"}
        </Button>
      </form>
    </Form>
  );
}
