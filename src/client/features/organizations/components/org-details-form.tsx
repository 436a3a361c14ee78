import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors, statusOf } from "@/lib/api-request";
import { createOrganizationSchema, type OrganizationDetail, slugField } from "../../../../contracts/organizations";
import { useUpdateOrganization } from "../api/update-organization";

const detailsSchema = createOrganizationSchema.extend({ slug: slugField });
type DetailsValues = z.input<typeof detailsSchema>;

/** Settings: the organisation's name and address (PATCH name, slug). */
export function OrgDetailsForm({ organization }: { organization: OrganizationDetail }) {
  const update = useUpdateOrganization(organization.id);
  const form = useForm<DetailsValues, unknown, z.output<typeof detailsSchema>>({
    resolver: zodResolver(detailsSchema),
    values: { name: organization.name, slug: organization.slug },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = {
      ...(values.name !== organization.name ? { name: values.name } : {}),
      ...(values.slug !== organization.slug ? { slug: values.slug } : {}),
    };
    if (Object.keys(changes).length === 0) {
      toast({ title: "Nothing to save", description: "The name and address are unchanged." });
      return;
    }
    try {
      await update.mutateAsync(changes);
      toast({ title: "Settings saved", description: "The organisation's name and address are updated." });
    } catch (error) {
      const issues = fieldErrors(error);
      for (const [field, message] of Object.entries(issues))
        if (field === "name" || field === "slug") form.setError(field, { message });
      if (statusOf(error) === 409) form.setError("slug", { message: errorMessage(error) });
      else if (Object.keys(issues).length === 0)
        toast({ variant: "destructive", title: "Settings not saved", description: errorMessage(error) });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Name and address" className="grid gap-4">
        <TextField control={form.control} name="name" label="Organisation name" required autoComplete="organization" />
        <TextField
          control={form.control}
          name="slug"
          label="Address"
          required
          hint="Lower-case letters, digits and single hyphens, for example northwind-social."
        />
        <Button type="submit" disabled={update.isPending} className="justify-self-start">
          {update.isPending ? "Saving..." : "Save name and address"}
        </Button>
      </form>
    </Form>
  );
}
