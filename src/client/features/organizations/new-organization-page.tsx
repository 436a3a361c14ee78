import { zodResolver } from "@hookform/resolvers/zod";
import { Building2 } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { TextField } from "@/components/form-fields";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors, statusOf } from "@/lib/api-request";
import { setServerFieldErrors } from "@/lib/form-errors";
import { forgetSetupIntent } from "@/lib/setup-intent";
import { type CreateOrganizationInput, createOrganizationSchema } from "../../../contracts/organizations";
import { paths } from "../../../contracts/routes";
import { slugFromName } from "../../../domain/organization-slug";
import { useCreateOrganization } from "./api/create-organization";

type FormValues = z.input<typeof createOrganizationSchema>;

/**
 * /organization/new (issue 20 item 1): a signed-in person creates an organisation and becomes its
 * owner; it becomes their active organisation. The address is made from the name until they edit it.
 */
export default function NewOrganizationPage() {
  const navigate = useNavigate();
  const create = useCreateOrganization();
  // Issue 45 item 3: a sign-up "for my organisation" lands here once; later sign-ins go where they asked.
  useEffect(forgetSetupIntent, []);
  const form = useForm<FormValues, unknown, CreateOrganizationInput>({
    resolver: zodResolver(createOrganizationSchema),
    defaultValues: { name: "", slug: "" },
  });
  // The address follows the name until the person edits it (then it is "dirty"); one they typed is
  // refused when taken (409), one made from the name is suffixed by the server instead.
  const slug = form.watch("slug") ?? "";
  const slugEdited = Boolean(form.formState.dirtyFields.slug);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync({
        name: values.name,
        ...(slugEdited && values.slug ? { slug: values.slug } : {}),
      });
      toast({ title: "Organisation created", description: `${created.name} is ready. Invite your team next.` });
      navigate(paths.organization);
    } catch (error) {
      const issues = fieldErrors(error);
      setServerFieldErrors(form.setError, error, ["name", "slug"]);
      if (statusOf(error) === 409) {
        form.setError("slug", { message: errorMessage(error) });
        return;
      }
      if (Object.keys(issues).length === 0)
        toast({ variant: "destructive", title: "Organisation not created", description: errorMessage(error) });
    }
  });

  return (
    <div className="mx-auto grid max-w-2xl gap-6 py-6">
      <PageHeader
        title="Create an organisation"
        description="Bring your team together: invite people, see their learning and share a plan."
      />
      <Card>
        <CardContent className="pt-6">
          <Form {...form}>
            <form onSubmit={onSubmit} noValidate aria-label="Create an organisation" className="grid gap-4">
              <FormField
                control={form.control}
                name="name"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel mark="required">Organisation name</FormLabel>
                    <FormControl>
                      <Input
                        {...field}
                        value={field.value ?? ""}
                        required
                        autoComplete="organization"
                        placeholder="e.g. Northwind Social"
                        onChange={(event) => {
                          field.onChange(event);
                          // The address follows the name as it is typed, until the address itself is edited.
                          if (!form.getFieldState("slug").isDirty)
                            form.setValue("slug", slugFromName(event.target.value));
                        }}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <TextField
                control={form.control}
                name="slug"
                label="Address"
                required
                hint="Lower-case letters, digits and single hyphens. Made from the name until you change it."
              />
              <p className="text-sm text-body" aria-live="polite">
                Your organisation's address: <span className="font-mono font-medium">{slug || "…"}</span>
              </p>
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" disabled={create.isPending}>
                  <Building2 aria-hidden="true" />
                  {create.isPending ? "Creating..." : "Create organisation"}
                </Button>
                <Button asChild variant="ghost">
                  <Link to={paths.organization}>Cancel</Link>
                </Button>
              </div>
            </form>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
