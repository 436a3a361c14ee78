import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormField, FormItem, FormMessage } from "@/components/ui/form";
import { Input, Label } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { setServerFieldErrors } from "@/lib/form-errors";
import { blankAsUndefined } from "@/lib/form-values";
import {
  type AssignScormCourseInput,
  assignScormCourseSchema,
  type ScormCourse,
} from "../../../../contracts/scorm-courses";

/** The contract's fields (assignScormCourseSchema), read from the dialog; a due date may not be in the past. */
import { ukToday } from "../../../../domain/due-dates";
import { useAssignScormCourse, useDepartments, useMemberSearch } from "../api/scorm-courses";

const assignFormSchema = z
  .object({
    memberIds: z.array(z.string()),
    departmentIds: z.array(z.number()),
    dueDate: blankAsUndefined(
      assignScormCourseSchema.shape.dueDate.refine(
        (day) => day === undefined || day >= ukToday(new Date()),
        "Due date cannot be in the past",
      ),
    ),
  })
  .refine((value) => value.memberIds.length + value.departmentIds.length > 0, {
    message: "Choose at least one member or department",
    path: ["memberIds"],
  });
type AssignFormValues = z.input<typeof assignFormSchema>;

/** Assign a course to members (searched) and departments, with an optional due date. */
export function AssignCourseDialog({
  organizationId,
  course,
  onOpenChange,
}: {
  organizationId: string;
  course: ScormCourse | null;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState("");
  const open = course !== null;
  const members = useMemberSearch(organizationId, search.trim(), open);
  const departments = useDepartments(organizationId, open);
  const assign = useAssignScormCourse(organizationId);
  const form = useForm<AssignFormValues, unknown, AssignScormCourseInput>({
    resolver: zodResolver(assignFormSchema),
    defaultValues: { memberIds: [], departmentIds: [], dueDate: "" },
  });
  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit((input) => {
    if (!course) return;
    assign.mutate(
      { courseId: course.id, input },
      {
        onSuccess: (result) => {
          toast({
            title: "Course assigned",
            description: `${course.title}: ${result.assigned} newly assigned${result.alreadyAssigned ? `, ${result.alreadyAssigned} already had it` : ""}.`,
          });
          close(false);
        },
        onError: (error) => {
          setServerFieldErrors(form.setError, error, ["memberIds", "departmentIds", "dueDate"]);
          toast({ variant: "destructive", title: "Not assigned", description: errorMessage(error) });
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Assign {course?.title}</DialogTitle>
          <DialogDescription>
            Choose members or whole departments; they see the course under My courses.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <TextField
              control={form.control}
              name="dueDate"
              label="Due date (optional)"
              unmarked
              type="date"
              min={ukToday(new Date())}
            />
            <FormField
              control={form.control}
              name="departmentIds"
              render={({ field }) => (
                <FormItem>
                  <fieldset className="grid gap-2">
                    <legend className="mb-1 text-sm font-medium">Departments</legend>
                    {departments.data?.length === 0 && (
                      <p className="text-sm text-muted-foreground">This organisation has no departments yet.</p>
                    )}
                    <div className="flex flex-wrap gap-x-4 gap-y-2">
                      {departments.data?.map((department) => (
                        <label key={department.id} className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            className="size-4 accent-brand-700"
                            checked={field.value.includes(department.id)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...field.value, department.id]
                                  : field.value.filter((d) => d !== department.id),
                              )
                            }
                          />
                          {department.name} ({department.members})
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="memberIds"
              render={({ field }) => (
                <FormItem>
                  <fieldset className="grid min-w-0 gap-2">
                    <legend className="mb-1 text-sm font-medium">Members</legend>
                    <Label htmlFor={`${id}-search`} className="sr-only">
                      Search members
                    </Label>
                    <Input
                      id={`${id}-search`}
                      type="search"
                      placeholder="Search by name or email"
                      value={search}
                      onChange={(event) => setSearch(event.target.value)}
                    />
                    <p className="text-xs text-muted-foreground" aria-live="polite">
                      {field.value.length} selected
                    </p>
                    <ul className="max-h-56 overflow-y-auto rounded-md border">
                      {members.isPending && <li className="p-3 text-sm text-muted-foreground">Loading members…</li>}
                      {members.isError && <li className="p-3 text-sm text-destructive">Members failed to load.</li>}
                      {members.data?.items.length === 0 && (
                        <li className="p-3 text-sm text-muted-foreground">No members match.</li>
                      )}
                      {members.data?.items.map((member) => {
                        const name = [member.firstName, member.lastName].filter(Boolean).join(" ") || member.email;
                        return (
                          <li key={member.userId} className="border-b last:border-b-0">
                            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-muted">
                              <input
                                type="checkbox"
                                className="size-4 accent-brand-700"
                                checked={field.value.includes(member.userId)}
                                onChange={(event) =>
                                  field.onChange(
                                    event.target.checked
                                      ? [...new Set([...field.value, member.userId])]
                                      : field.value.filter((m) => m !== member.userId),
                                  )
                                }
                              />
                              <span className="min-w-0 text-sm">
                                <span className="block truncate font-medium text-foreground">{name}</span>
                                <span className="block truncate text-xs text-muted-foreground">
                                  {member.email}
                                  {member.department ? ` · ${member.department}` : ""}
                                </span>
                              </span>
                            </label>
                          </li>
                        );
                      })}
                    </ul>
                  </fieldset>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={assign.isPending}>
                {assign.isPending ? "Assigning…" : "Assign course"}
              </Button>
            </div>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
