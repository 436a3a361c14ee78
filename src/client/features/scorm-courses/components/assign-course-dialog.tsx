import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { DueDateField, notPastDueDate } from "@/components/due-date-field";
import { DialogFormActions } from "@/components/form-actions";
import { FormDialog } from "@/components/form-dialog";
import { MemberPickerField } from "@/components/member-picker";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { setServerFieldErrors } from "@/lib/form-errors";
import { withTicked } from "@/lib/ticked-values";
import {
  type AssignScormCourseInput,
  assignScormCourseSchema,
  type ScormCourse,
} from "../../../../contracts/scorm-courses";
import { useAssignScormCourse, useDepartments, useMemberSearch } from "../api/scorm-courses";

/** The contract's fields (assignScormCourseSchema), read from the dialog; a due date may not be in the past. */
const assignFormSchema = z
  .object({
    memberIds: z.array(z.string()),
    departmentIds: z.array(z.number()),
    dueDate: notPastDueDate(assignScormCourseSchema.shape.dueDate),
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
    <FormDialog
      open={open}
      onOpenChange={close}
      title={<>Assign {course?.title}</>}
      description="Choose members or whole departments; they see the course under My courses."
      className="max-w-xl"
      form={form}
      onSubmit={onSubmit}
      actions={<DialogFormActions submitLabel="Assign course" pendingLabel="Assigning…" pending={assign.isPending} />}
    >
      <DueDateField control={form.control} name="dueDate" />
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
                  <Checkbox
                    key={department.id}
                    checked={field.value.includes(department.id)}
                    onChange={(event) => field.onChange(withTicked(field.value, department.id, event.target.checked))}
                    label={
                      <>
                        {department.name} ({department.members})
                      </>
                    }
                  />
                ))}
              </div>
            </fieldset>
            <FormMessage />
          </FormItem>
        )}
      />
      <MemberPickerField
        control={form.control}
        name="memberIds"
        words={{
          legend: "Members",
          searchLabel: "Search members",
          placeholder: "Search by name or email",
          noMatch: "No members match.",
        }}
        search={search}
        onSearchChange={setSearch}
        members={members.data?.items.map((member) => ({
          id: member.userId,
          name: [member.firstName, member.lastName].filter(Boolean).join(" ") || member.email,
          detail: `${member.email}${member.department ? ` · ${member.department}` : ""}`,
        }))}
        loading={members.isPending ? "Loading members…" : undefined}
        failed={members.isError ? "Members failed to load." : undefined}
      />
    </FormDialog>
  );
}
