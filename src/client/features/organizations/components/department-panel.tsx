import { zodResolver } from "@hookform/resolvers/zod";
import { Building, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ConfirmAction } from "@/components/confirm-action";
import { TextField } from "@/components/form-fields";
import { EmptyState, QueryError } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { type Department, departmentNameSchema } from "../../../../contracts/organizations";
import { useCreateOrganizationDepartment } from "../api/create-organization-department";
import { useDeleteOrganizationDepartment } from "../api/delete-organization-department";
import { useOrganizationDepartments } from "../api/get-organization-departments";
import { useRenameOrganizationDepartment } from "../api/rename-organization-department";

type DepartmentNameValues = z.input<typeof departmentNameSchema>;

const membersLabel = (n: number) => (n === 1 ? "1 member" : `${n} members`);

/**
 * The organisation's departments (issue 20 item 4): each with its member count, added, renamed
 * (its members follow) and deleted (its members are left without one). Owners and admins.
 */
export function DepartmentPanel({ organizationId }: { organizationId: string }) {
  const departments = useOrganizationDepartments(organizationId);
  return (
    <section aria-labelledby="departments-heading" className="grid gap-3 rounded-xl border bg-white p-4">
      <div>
        <h2 id="departments-heading" className="text-lg font-semibold text-heading">
          Departments
        </h2>
        <p className="text-sm text-muted-foreground">
          Members, analytics and assignments name these. A member's department is one of them.
        </p>
      </div>
      <DepartmentNameForm
        organizationId={organizationId}
        mode="create"
        submitLabel="Add department"
        pendingLabel="Adding…"
      />
      {departments.isPending ? (
        <div role="status" aria-label="Loading departments" className="grid gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : departments.isError ? (
        <QueryError title="Failed to load the departments" onRetry={() => departments.refetch()} />
      ) : departments.data.length === 0 ? (
        <EmptyState
          icon={Building}
          title="No departments yet"
          description="Add one above, then choose it for your members."
        />
      ) : (
        <ul className="grid gap-1" aria-label="Departments">
          {departments.data.map((department) => (
            <li
              key={department.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-words">
                <span className="font-medium text-foreground">{department.name}</span>{" "}
                <span className="text-muted-foreground">· {membersLabel(department.members)}</span>
              </span>
              <span className="flex gap-1">
                <RenameDepartment organizationId={organizationId} department={department} />
                <DeleteDepartment organizationId={organizationId} department={department} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The name form, for adding (create) or renaming one department. */
function DepartmentNameForm({
  organizationId,
  mode,
  department,
  submitLabel,
  pendingLabel,
  onDone,
}: {
  organizationId: string;
  mode: "create" | "rename";
  department?: Department;
  submitLabel: string;
  pendingLabel: string;
  onDone?: () => void;
}) {
  const form = useForm<DepartmentNameValues, unknown, z.output<typeof departmentNameSchema>>({
    resolver: zodResolver(departmentNameSchema),
    defaultValues: { name: department?.name ?? "" },
  });
  const create = useCreateOrganizationDepartment(organizationId);
  const rename = useRenameOrganizationDepartment(organizationId);
  const pending = create.isPending || rename.isPending;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      if (mode === "create") {
        await create.mutateAsync(name);
        toast({ title: `Department "${name}" added` });
        form.reset({ name: "" });
      } else if (department) {
        await rename.mutateAsync({ departmentId: department.id, name });
        toast({ title: `"${department.name}" is now "${name}"`, description: "Its members moved with it." });
      }
      onDone?.();
    } catch (error) {
      const message = fieldErrors(error).name ?? errorMessage(error);
      form.setError("name", { message });
      toast({ variant: "destructive", title: "Department not saved", description: message });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-56">
          <TextField
            control={form.control}
            name="name"
            label={mode === "create" ? "New department" : "Name"}
            required
            placeholder="For example Finance"
          />
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </form>
    </Form>
  );
}

function RenameDepartment({ organizationId, department }: { organizationId: string; department: Department }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Rename ${department.name}`}>
          <Pencil aria-hidden="true" />
          Rename
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename {department.name}</DialogTitle>
          <DialogDescription>
            Its {membersLabel(department.members)} and pending invitations move to the new name.
          </DialogDescription>
        </DialogHeader>
        <DepartmentNameForm
          organizationId={organizationId}
          mode="rename"
          department={department}
          submitLabel="Rename"
          pendingLabel="Renaming…"
          onDone={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function DeleteDepartment({ organizationId, department }: { organizationId: string; department: Department }) {
  const remove = useDeleteOrganizationDepartment(organizationId);
  return (
    <ConfirmAction
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete ${department.name}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title={`Delete ${department.name}?`}
      description={
        department.members > 0
          ? `Its ${membersLabel(department.members)} stay in the organisation without a department.`
          : "No member is in it."
      }
      confirm={`Delete ${department.name}`}
      pendingLabel="Deleting…"
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutateAsync(department.id).then(
          () => toast({ title: `Department "${department.name}" deleted` }),
          (error: unknown) => {
            toast({ variant: "destructive", title: "Department not deleted", description: errorMessage(error) });
            throw error;
          },
        )
      }
    />
  );
}
